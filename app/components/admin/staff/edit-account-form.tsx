import { Form, Link } from "react-router";
import { controlStyle } from "~/components/forms/kit/fields";
import { Button, buttonVariants } from "~/components/ui/button";
import { fill } from "~/i18n/format";
import type { StaffData } from "~/routes/admin/staff";

/** An admin changes a person's name and role (the last admin keeps the role; the page says so). */
export function EditAccountForm({
  text,
  roles,
  account,
  problem,
}: Pick<StaffData, "text" | "roles"> & {
  account: { id: string; name: string; role: "admin" | "volunteer" };
  problem?: string;
}) {
  return (
    <section
      aria-labelledby="edit-heading"
      className="rounded-2xl border-2 border-brand-700 bg-white px-4 py-4 sm:px-6"
    >
      <h2 id="edit-heading" className="text-lg font-bold text-stone-900">
        {fill(text.editHeading, { name: account.name })}
      </h2>
      <p className="mt-1 max-w-prose text-stone-700">{text.editIntro}</p>
      {problem ? (
        <p id="edit-error" role="alert" className="mt-3 font-medium text-rose-800">
          {problem}
        </p>
      ) : null}
      <Form method="post" action={`/admin/staff?edit=${account.id}`} className="mt-4 grid max-w-md gap-4">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={account.id} />
        <div className="grid gap-1.5">
          <label htmlFor="edit-name" className="font-semibold text-stone-900">
            {text.name}
          </label>
          <input
            id="edit-name"
            name="name"
            required
            maxLength={100}
            autoComplete="off"
            defaultValue={account.name}
            aria-describedby={problem ? "edit-error" : undefined}
            className={controlStyle}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="edit-role" className="font-semibold text-stone-900">
            {text.role}
          </label>
          <select
            id="edit-role"
            name="role"
            defaultValue={account.role}
            aria-describedby={problem ? "edit-error" : undefined}
            className={controlStyle}
          >
            <option value="volunteer">{roles.volunteer}</option>
            <option value="admin">{roles.admin}</option>
          </select>
        </div>
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
