import { Form } from "react-router";
import { controlStyle } from "~/components/forms/kit/fields";
import { Button } from "~/components/ui/button";
import type { StaffActionData, StaffData } from "~/routes/admin/staff";

type AddError = Extract<StaffActionData, { kind: "error" }>;

/**
 * Adds a person: name, e-mail, role. The password is generated and shown once on the page after
 * (never mailed); a refusal keeps what was typed and names the field.
 */
export function AddAccountForm({
  text,
  roles,
  error,
  fieldError,
  formKey,
}: Pick<StaffData, "text" | "roles"> & {
  error: AddError | undefined;
  fieldError: (field: "email" | "name" | "role") => string | undefined;
  /** A new form after an account was added, so its fields start empty. */
  formKey: string;
}) {
  return (
    <section aria-labelledby="add-heading" className="max-w-xl">
      <h2 id="add-heading" className="text-xl font-bold text-stone-900">
        {text.addHeading}
      </h2>
      <p className="mt-1 text-stone-700">{text.addIntro}</p>
      {error && !fieldError("email") && !fieldError("name") && !fieldError("role") ? (
        <p role="alert" className="mt-3 font-medium text-rose-800">
          {text.problems[error.problem]}
        </p>
      ) : null}
      <Form method="post" action="/admin/staff" className="mt-4 grid gap-4" key={formKey}>
        <input type="hidden" name="intent" value="add" />
        <TextField
          id="staff-name"
          name="name"
          label={text.name}
          defaultValue={error?.values?.name}
          error={fieldError("name")}
          autoComplete="off"
        />
        <TextField
          id="staff-email"
          name="email"
          type="email"
          label={text.email}
          defaultValue={error?.values?.email}
          error={fieldError("email")}
          autoComplete="off"
        />
        <div className="grid gap-1.5">
          <label htmlFor="staff-role" className="font-semibold text-stone-900">
            {text.role}
          </label>
          <select
            id="staff-role"
            name="role"
            defaultValue={error?.values?.role === "admin" ? "admin" : "volunteer"}
            className={controlStyle}
            aria-invalid={fieldError("role") ? true : undefined}
            aria-describedby={fieldError("role") ? "staff-role-error" : undefined}
          >
            <option value="volunteer">{roles.volunteer}</option>
            <option value="admin">{roles.admin}</option>
          </select>
          {fieldError("role") ? (
            <p id="staff-role-error" className="text-sm font-medium text-rose-800">
              {fieldError("role")}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="primary" className="justify-self-start">
          {text.add}
        </Button>
      </Form>
    </section>
  );
}

function TextField({
  id,
  name,
  label,
  type = "text",
  defaultValue,
  error,
  autoComplete,
}: {
  id: string;
  name: string;
  label: string;
  type?: "text" | "email";
  defaultValue?: string;
  error?: string;
  autoComplete?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-semibold text-stone-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required
        maxLength={type === "email" ? 254 : 100}
        autoComplete={autoComplete}
        spellCheck={false}
        defaultValue={defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={controlStyle}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-rose-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
