import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { FormError, SelectInput, TextInput, useAdminForm } from "~/components/admin/field";
import { DoNotPlaceFields, HomeCheckerFields } from "~/components/admin/persons/person-form";
import { Button } from "~/components/ui/button";
import { personCreateSchema } from "~/domain/back-office/person-schemas";
import { fill } from "~/i18n/format";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/person-new";
import { useAdminShell } from "./layout";
import { adminMeta } from "./meta";

/**
 * /admin/persons/new, "Person anlegen" (issue 28): a home checker or a contact who never sent a
 * request. Checked with the schema the form checks with as you type, stored by the people service
 * (one record per e-mail address: an address that has one is refused with a link to it), then on
 * to the new person's page, which confirms it. Works without JavaScript (a plain post).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return {
    text: site.text.admin.persons,
    section: site.text.admin.common.title,
    locale: site.locale,
    retentionDays: site.requestRetentionDays,
  };
}

type CreateAnswer = { reply: SubmissionResult<string[]>; existing: { id: string; name: string } | null };

export async function action({ context, request }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const people = context.get(backOfficeContext).people;
  const staff = context.get(staffContext);
  const text = site.text.admin.persons;
  const submission = parseWithZod(await request.formData(), { schema: personCreateSchema(text.errors) });
  if (submission.status !== "success") {
    return data<CreateAnswer>({ reply: submission.reply(), existing: null }, { status: 422 });
  }
  const result = await people.create(submission.value, staff);
  if (!result.ok) {
    const fieldErrors: Record<string, string[]> =
      result.error === "email_exists"
        ? { email: [text.create.exists] }
        : { name: [text.errors.name_missing] };
    const existing = result.error === "email_exists" ? result.existing : null;
    return data<CreateAnswer>({ reply: submission.reply({ fieldErrors }), existing }, { status: 422 });
  }
  return redirect(`/admin/persons/${result.id}?done=created`, 303);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.create.title, data?.section);

export default function PersonNew({ loaderData, actionData }: Route.ComponentProps) {
  const { text, locale, retentionDays } = loaderData;
  const shell = useAdminShell().text;
  const words = text.form;
  const create = text.create;
  const [form, fields] = useAdminForm(personCreateSchema(text.errors), {
    id: "new-person",
    lastResult: actionData?.reply,
    defaultValue: { locale },
  });
  const existing = actionData?.existing;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <div>
        <Link to="/admin/persons" className="text-sm font-medium text-brand-800 underline underline-offset-2">
          {create.back}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-brand-900">{create.title}</h1>
        <p className="mt-2 max-w-prose text-stone-700">{create.intro}</p>
      </div>
      <Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate
        className="grid gap-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
      >
        <FormError form={form} />
        <TextInput meta={fields.name} label={words.name} autoComplete="off" />
        <div className="grid gap-1.5">
          <TextInput
            meta={fields.email}
            label={create.email}
            hint={create.emailHint}
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
          {existing ? (
            <p className="text-sm">
              <Link
                to={`/admin/persons/${existing.id}`}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {existing.name ? fill(create.open, { name: existing.name }) : create.openNoName}
              </Link>
            </p>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <TextInput meta={fields.phone} label={words.phone} autoComplete="off" inputMode="tel" />
          <TextInput meta={fields.postcode} label={words.postcode} autoComplete="off" />
        </div>
        <SelectInput
          meta={fields.locale}
          label={words.locale}
          options={(["de", "es"] as const).map((value) => ({ value, label: shell.locales[value] }))}
        />
        <HomeCheckerFields fields={fields} text={text} />
        <DoNotPlaceFields fields={fields} text={text} />
        <p className="max-w-prose text-sm text-stone-600">
          {fill(create.retention, { days: retentionDays })}
        </p>
        <Button type="submit" className="justify-self-start">
          {create.submit}
        </Button>
      </Form>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/gone-boundary";
