import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import {
  Checkbox,
  FormError,
  SelectInput,
  TextArea,
  TextInput,
  useAdminForm,
} from "~/components/admin/field";
import { Button } from "~/components/ui/button";
import { manualChannels, manualFormTypes, manualRequestSchema } from "~/domain/back-office/relation-schemas";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/request-new";
import { useAdminShell } from "./layout";
import { dogChoiceOptions } from "./dog-choices.server";
import { adminMeta } from "./meta";

/**
 * /admin/requests/new (issue 28 item 5): a request received by phone, WhatsApp, at an event or by
 * mail, recorded by a volunteer. It is stored as the public forms store theirs (notification to the
 * association, the person, the history naming the volunteer), the confirmation only when ticked,
 * and the page goes on to the new request.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return {
    text: site.text.admin.relations,
    section: site.text.admin.common.title,
    locale: site.locale,
    dogs: dogChoiceOptions(context),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const relations = context.get(backOfficeContext).relations;
  const staff = context.get(staffContext);
  const errors = site.text.admin.relations.errors;
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: manualRequestSchema(errors) });
  if (submission.status !== "success") return data(submission.reply(), { status: 422 });
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  const result = await relations.recordRequest(values, { id: staff.id, name: staff.name }, errors);
  if (!result.ok) {
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const [field, message] of Object.entries(result.errors)) {
      if (field === "form")
        formErrors.push(message in errors ? errors[message as keyof typeof errors] : message);
      else fieldErrors[field] = [message];
    }
    return data(submission.reply({ fieldErrors, formErrors }), { status: 422 });
  }
  return redirect(`/admin/requests/${result.id}?done=recorded`, 303);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.newRequest.title, data?.section);

export default function AdminRequestNew({ loaderData, actionData }: Route.ComponentProps) {
  const { text, dogs, locale } = loaderData;
  const { text: common } = useAdminShell();
  const t = text.newRequest;
  const schema = manualRequestSchema(text.errors);
  const [form, fields] = useAdminForm(schema, {
    id: "new-request",
    lastResult: actionData,
    defaultValue: { channel: "phone", formType: "adoption", locale },
  });
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <div>
        <Link to="/admin" className="text-sm font-medium text-brand-800 underline underline-offset-2">
          {t.back}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-brand-900">{t.title}</h1>
        <p className="mt-2 max-w-prose text-stone-700">{t.intro}</p>
      </div>
      <Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate
        className="grid gap-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
      >
        <FormError form={form} />
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <SelectInput
            meta={fields.channel}
            label={t.channel}
            options={manualChannels.map((channel) => ({ value: channel, label: t.channels[channel] }))}
          />
          <SelectInput
            meta={fields.formType}
            label={t.formType}
            options={manualFormTypes.map((formType) => ({
              value: formType,
              label: common.formTypes[formType],
            }))}
          />
        </div>
        <SelectInput
          meta={fields.dogId}
          label={t.dog}
          hint={t.dogHint}
          options={[
            { value: "", label: t.noDog },
            ...dogs.map((dog) => ({ value: dog.id, label: dog.label })),
          ]}
        />
        <TextInput meta={fields.name} label={t.name} autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <TextInput meta={fields.phone} label={t.phone} autoComplete="off" inputMode="tel" />
          <TextInput
            meta={fields.email}
            label={t.email}
            hint={t.emailHint}
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
        <SelectInput
          meta={fields.locale}
          label={t.locale}
          options={(["de", "es"] as const).map((value) => ({ value, label: common.locales[value] }))}
        />
        <TextArea meta={fields.message} label={t.message} rows={5} />
        <Checkbox meta={fields.sendConfirmation} label={t.sendConfirmation} />
        <Button type="submit" className="justify-self-start">
          {t.submit}
        </Button>
      </Form>
    </div>
  );
}
