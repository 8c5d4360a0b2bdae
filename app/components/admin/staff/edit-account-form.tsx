import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { FormError, SelectInput, TextInput, useAdminForm } from "~/components/admin/field";
import { Button, buttonVariants } from "~/components/ui/button";
import { updateAccountSchema } from "~/domain/back-office/account-schemas";
import { fill } from "~/i18n/format";
import type { StaffData } from "~/routes/admin/staff";

/** An admin changes a person's name and role (the last admin keeps the role; the page says so). */
export function EditAccountForm({
  text,
  roles,
  account,
  lastResult,
}: Pick<StaffData, "text" | "roles"> & {
  account: { id: string; name: string; role: "admin" | "volunteer" };
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useAdminForm(updateAccountSchema(text), {
    id: "edit",
    lastResult,
    defaultValue: { name: account.name, role: account.role },
  });
  return (
    <section
      aria-labelledby="edit-heading"
      className="rounded-2xl border-2 border-brand-700 bg-white px-4 py-4 sm:px-6"
    >
      <h2 id="edit-heading" className="text-lg font-bold text-stone-900">
        {fill(text.editHeading, { name: account.name })}
      </h2>
      <p className="mt-1 max-w-prose text-stone-700">{text.editIntro}</p>
      <FormError form={form} className="mt-3" />
      <Form
        method="post"
        action={`/admin/staff?edit=${account.id}`}
        {...getFormProps(form)}
        className="mt-4 grid max-w-md gap-4"
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={account.id} />
        <TextInput meta={fields.name} label={text.name} autoComplete="off" />
        <SelectInput
          meta={fields.role}
          label={text.role}
          options={[
            { value: "volunteer", label: roles.volunteer },
            { value: "admin", label: roles.admin },
          ]}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary">
            {text.save}
          </Button>
          <Link to="/admin/staff" className={buttonVariants({ variant: "quiet" })}>
            {text.cancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}
