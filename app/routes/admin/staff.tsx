import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect } from "react-router";
import { AccountTable } from "~/components/admin/staff/account-table";
import { AddAccountForm } from "~/components/admin/staff/add-account-form";
import { EditAccountForm } from "~/components/admin/staff/edit-account-form";
import { Button, buttonVariants } from "~/components/ui/button";
import { staffSchema } from "~/domain/back-office/account-schemas";
import { fill } from "~/i18n/format";
import { backOfficeContext, siteContext } from "~/context";
import type { Route } from "./+types/staff";
import { requireAdmin } from "./guard.server";
import { adminMeta } from "./meta";

const doneKinds = ["disabled", "enabled", "removed", "updated", "publishers"] as const;
type Done = (typeof doneKinds)[number];

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const me = requireAdmin(context);
  const accounts = await backOffice.accounts.list();
  const when = new Intl.DateTimeFormat(site.locale === "es" ? "es-ES" : "de-DE", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  });
  const rows = accounts.map((account) => ({
    ...account,
    lastSignIn: account.lastSignInAt ? when.format(new Date(account.lastSignInAt)) : null,
    self: account.id === me.id,
  }));
  const removeId = url.searchParams.get("remove");
  const confirmRemove = rows.find((row) => row.id === removeId && !row.self);
  const editRow = rows.find((row) => row.id === url.searchParams.get("edit"));
  const done = url.searchParams.get("done");
  const doneAccount = rows.find((row) => row.id === url.searchParams.get("account"));
  const notice =
    done && (doneKinds as readonly string[]).includes(done)
      ? { kind: done as Done, name: doneAccount?.name ?? "" }
      : undefined;
  return {
    publishers: await backOffice.content.publishers(),
    publishersText: site.text.admin.content.settings,
    text: site.text.admin.staff,
    roles: site.text.admin.common.roles,
    section: site.text.admin.common.title,
    loginUrl: `${site.origins[site.locale]}/admin/login`,
    accounts: rows,
    confirmRemove: confirmRemove ? { id: confirmRemove.id, name: confirmRemove.name } : undefined,
    edit: editRow ? { id: editRow.id, name: editRow.name, role: editRow.role } : undefined,
    notice,
  };
}

type Problem = keyof Route.ComponentProps["loaderData"]["text"]["problems"];
/** Every answer names the form it answers (`intent`) and carries Conform's reply for it. */
type ActionData = { intent: string; reply: SubmissionResult<string[]> } & (
  | { kind: "password"; mode: "added" | "reset"; name: string; email: string; password: string }
  | { kind: "error" }
);

const statusOf: Record<Problem, number> = {
  invalid_email: 400,
  invalid_name: 400,
  invalid_role: 400,
  blank: 400,
  too_short: 400,
  too_long: 400,
  exists: 409,
  not_found: 404,
  self: 403,
  last_admin: 409,
};

/** The field a refusal is about; the others are the form's. */
const fieldOf: Partial<Record<Problem, string>> = {
  invalid_email: "email",
  exists: "email",
  invalid_name: "name",
  invalid_role: "role",
};

/**
 * Add (a generated password, shown once in this answer and never stored or sent anywhere else),
 * reset a password (every session of the account ends), disable or enable, and remove after the
 * confirmation step. An admin cannot disable or remove their own account.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const me = requireAdmin(context);
  const text = context.get(siteContext).text.admin.staff;
  const submission = parseWithZod(await request.formData(), { schema: staffSchema(text) });
  const posted = submission.payload.intent;
  const intent = typeof posted === "string" ? posted.slice(0, 20) : "";
  if (submission.status !== "success")
    return data<ActionData>({ kind: "error", intent, reply: submission.reply() }, { status: 400 });
  const fail = (problem: Problem) => {
    const message = [text.problems[problem]];
    const field = fieldOf[problem];
    const reply = submission.reply(field ? { fieldErrors: { [field]: message } } : { formErrors: message });
    return data<ActionData>({ kind: "error", intent, reply }, { status: statusOf[problem] });
  };
  const accounts = context.get(backOfficeContext).accounts;
  const form = submission.value;
  switch (form.intent) {
    case "add": {
      const result = await accounts.add(me, form);
      if (!result.ok) return fail(result.problem);
      const { name, email } = result.account;
      const reply = submission.reply({ resetForm: true });
      return data<ActionData>({
        kind: "password",
        mode: "added",
        name,
        email,
        password: result.password,
        intent,
        reply,
      });
    }
    case "reset": {
      if (form.id === me.id) return fail("self");
      const result = await accounts.resetPassword(me, form.id);
      if (!result.ok) return fail(result.problem);
      const { name, email } = result.account;
      const reply = submission.reply();
      return data<ActionData>({
        kind: "password",
        mode: "reset",
        name,
        email,
        password: result.password,
        intent,
        reply,
      });
    }
    case "disable":
    case "enable": {
      const result = await accounts.setDisabled(me, form.id, form.intent === "disable");
      if (!result.ok) return fail(result.problem);
      throw redirect(`/admin/staff?done=${form.intent}d&account=${encodeURIComponent(form.id)}`, 303);
    }
    case "update": {
      const result = await accounts.update(me, form.id, form);
      if (!result.ok) return fail(result.problem);
      // An admin who gave up their own admin role no longer sees this page.
      if (form.id === me.id && result.account.role !== "admin") throw redirect("/admin", 303);
      throw redirect(`/admin/staff?done=updated&account=${encodeURIComponent(form.id)}`, 303);
    }
    case "publishers": {
      await context.get(backOfficeContext).content.setPublishers(form.publishers, me);
      throw redirect("/admin/staff?done=publishers", 303);
    }
    case "remove": {
      const result = await accounts.remove(me, form.id);
      if (!result.ok) return fail(result.problem);
      throw redirect("/admin/staff?done=removed", 303);
    }
  }
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.title, data?.section);

export type StaffData = Route.ComponentProps["loaderData"];

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { text, roles, accounts, confirmRemove, edit, notice, loginUrl, publishers, publishersText } =
    loaderData;
  const result = actionData;
  const replyTo = (intent: string) => (result?.intent === intent ? result.reply : undefined);
  // A refused button (reset, disable, remove …) says why at the top.
  const ownForm = result?.intent === "add" || (result?.intent === "update" && edit);
  const otherError =
    result?.kind === "error" && !ownForm ? Object.values(result.reply.error ?? {}).flat()[0] : undefined;
  // The new password appears at the top: when the form was sent by script, the page stays where
  // it was, so focus moves to it (without script the new page starts at the top anyway).
  const passwordHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result?.kind === "password") passwordHeading.current?.focus();
  }, [result]);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{text.title}</h1>
        <p className="mt-2 max-w-prose text-stone-700">{text.intro}</p>
      </div>

      {notice ? (
        <p
          role="status"
          className="rounded-xl border-2 border-brand-700 bg-brand-50 px-4 py-3 text-brand-900"
        >
          {notice.kind === "publishers"
            ? publishersText.saved
            : fill(notice.kind === "updated" ? text.updated : text.done[notice.kind], { name: notice.name })}
        </p>
      ) : null}
      {otherError ? (
        <p
          role="alert"
          className="rounded-xl border-2 border-rose-700 bg-rose-50 px-4 py-3 font-medium text-rose-900"
        >
          {otherError}
        </p>
      ) : null}

      {result?.kind === "password" ? (
        <section
          aria-labelledby="password-heading"
          className="rounded-2xl border-2 border-accent-400 bg-accent-50 px-4 py-4 sm:px-6"
        >
          <h2
            id="password-heading"
            ref={passwordHeading}
            tabIndex={-1}
            className="text-lg font-bold text-stone-900 focus:outline-none"
          >
            {fill(text.passwordHeading, { name: result.name })}
          </h2>
          <p className="mt-1 text-stone-800" role="status">
            {fill(result.mode === "added" ? text.passwordAdded : text.passwordReset, {
              name: result.name,
              email: result.email,
            })}
          </p>
          <p className="mt-3">
            <span className="sr-only">{text.passwordLabel}: </span>
            <code className="rounded-lg bg-white px-3 py-2 font-mono text-xl font-bold tracking-wider break-all text-stone-900 select-all">
              {result.password}
            </code>
          </p>
          <p className="mt-3 text-sm text-stone-700">{fill(text.passwordOnce, { url: loginUrl })}</p>
        </section>
      ) : null}

      {confirmRemove ? (
        <section
          aria-labelledby="remove-heading"
          className="rounded-2xl border-2 border-rose-700 bg-white px-4 py-4 sm:px-6"
        >
          <h2 id="remove-heading" className="text-lg font-bold text-stone-900">
            {fill(text.removeHeading, { name: confirmRemove.name })}
          </h2>
          <p className="mt-1 max-w-prose text-stone-700">{text.removeText}</p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Form method="post" action="/admin/staff">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={confirmRemove.id} />
              <Button type="submit" variant="primary">
                {text.removeConfirm}
              </Button>
            </Form>
            <Link to="/admin/staff" className={buttonVariants({ variant: "quiet" })}>
              {text.cancel}
            </Link>
          </div>
        </section>
      ) : null}

      {edit ? (
        <EditAccountForm
          key={edit.id}
          text={text}
          roles={roles}
          account={edit}
          lastResult={replyTo("update")}
        />
      ) : null}

      <AccountTable text={text} roles={roles} accounts={accounts} />

      <AddAccountForm text={text} roles={roles} lastResult={replyTo("add")} />

      <section
        aria-labelledby="publishers-heading"
        className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
      >
        <h2 id="publishers-heading" className="text-lg font-bold text-brand-900">
          {publishersText.heading}
        </h2>
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="publishers" />
          <fieldset>
            <legend className="text-stone-700">{publishersText.intro}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {(["everyone", "admins"] as const).map((value) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="publishers"
                    value={value}
                    defaultChecked={publishers === value}
                    className="size-4"
                  />
                  {publishersText[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" variant="secondary" size="sm" className="mt-3">
            {publishersText.save}
          </Button>
        </Form>
      </section>
    </div>
  );
}
