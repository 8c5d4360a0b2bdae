import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FormError, SelectInput, TextInput, useAdminForm } from "~/components/admin/field";
import { Button } from "~/components/ui/button";
import { addAccountSchema } from "~/domain/back-office/account-schemas";
import type { StaffData } from "~/routes/admin/staff";

/**
 * Adds a person: name, e-mail, role. The password is generated and shown once on the page after
 * (never mailed); a refusal keeps what was typed and names the field. After an account was added
 * the fields start empty.
 */
export function AddAccountForm({
  text,
  roles,
  lastResult,
}: Pick<StaffData, "text" | "roles"> & { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useAdminForm(addAccountSchema(text), {
    id: "staff",
    lastResult,
    defaultValue: { role: "volunteer" },
  });
  return (
    <section aria-labelledby="add-heading" className="max-w-xl">
      <h2 id="add-heading" className="text-xl font-bold text-stone-900">
        {text.addHeading}
      </h2>
      <p className="mt-1 text-stone-700">{text.addIntro}</p>
      <FormError form={form} className="mt-3" />
      <Form method="post" action="/admin/staff" {...getFormProps(form)} className="mt-4 grid gap-4">
        <input type="hidden" name="intent" value="add" />
        <TextInput meta={fields.name} label={text.name} autoComplete="off" spellCheck={false} />
        <TextInput
          meta={fields.email}
          type="email"
          label={text.email}
          autoComplete="off"
          spellCheck={false}
        />
        <SelectInput
          meta={fields.role}
          label={text.role}
          options={[
            { value: "volunteer", label: roles.volunteer },
            { value: "admin", label: roles.admin },
          ]}
        />
        <Button type="submit" variant="primary" className="justify-self-start">
          {text.add}
        </Button>
      </Form>
    </section>
  );
}
