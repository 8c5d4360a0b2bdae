import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { TextInput, useAdminForm } from "~/components/admin/field";
import { Button } from "~/components/ui/button";
import { passwordChangeSchema } from "~/domain/back-office/account-schemas";
import { fill } from "~/i18n/format";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/account";
import { adminMeta } from "./meta";

/**
 * "Mein Konto" / "Mi cuenta": every volunteer changes their own password here, and turns the daily
 * mail of due tasks on or off.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const me = context.get(staffContext);
  return {
    text: site.text.admin.account,
    reminderText: site.text.admin.tasks.account,
    reminder: await context.get(backOfficeContext).tasks.dailyMail(me.id),
    section: site.text.admin.common.title,
    me: { name: me.name, email: me.email },
  };
}

/**
 * The current password (checked under the sign-in's limits: guessing it here costs the same tries),
 * the new one twice. Every other session of the account ends; this one stays.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const me = context.get(staffContext);
  const text = site.text.admin.account;
  const formData = await request.formData();
  // The daily mail of due tasks: on or off with one click.
  if (formData.get("intent") === "daily-mail") {
    const on = formData.get("dailyMail") === "on";
    await context.get(backOfficeContext).tasks.setDailyMail(me.id, on);
    return data({ dailyMail: on ? ("on" as const) : ("off" as const) });
  }
  const submission = parseWithZod(formData, { schema: passwordChangeSchema(text) });
  // The fields never keep a password after an answer.
  const hideFields = ["current", "next", "repeat"];
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  const result = await context.get(backOfficeContext).accounts.changeOwnPassword(me, submission.value, {
    cookieHeader: request.headers.get("cookie"),
    ip: site.clientIp,
  });
  if (result.ok) return data(submission.reply({ hideFields }));
  const seconds = result.retryAfterSeconds;
  const message = fill(text.problems[result.problem], { minutes: seconds ? Math.ceil(seconds / 60) : 15 });
  // A wrong or too often tried current password is that field's; the rest the new one's.
  const field = result.problem === "wrong" || result.problem === "limited" ? "current" : "next";
  return data(submission.reply({ hideFields, fieldErrors: { [field]: [message] } }), {
    status: result.problem === "limited" ? 429 : 400,
    headers: seconds ? { "Retry-After": String(seconds) } : undefined,
  });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.title, data?.section);

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { text, me, reminder, reminderText } = loaderData;
  const passwordResult = actionData && !("dailyMail" in actionData) ? actionData : undefined;
  const reminderSaved = actionData && "dailyMail" in actionData ? actionData.dailyMail : null;
  const [form, fields] = useAdminForm(passwordChangeSchema(text), {
    id: "account",
    lastResult: passwordResult,
  });
  return (
    <div className="grid max-w-xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{text.title}</h1>
        <p className="mt-2 text-stone-700">{fill(text.signedInAs, me)}</p>
        <p className="mt-2 max-w-prose text-stone-700">{text.intro}</p>
      </div>
      {passwordResult?.status === "success" ? (
        <p
          role="status"
          className="rounded-xl border-2 border-brand-700 bg-brand-50 px-4 py-3 text-brand-900"
        >
          {text.done}
        </p>
      ) : null}
      <section
        aria-labelledby="password-heading"
        className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      >
        <h2 id="password-heading" className="text-lg font-bold text-stone-900">
          {text.heading}
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-5">
          <TextInput
            meta={fields.current}
            type="password"
            label={text.current}
            autoComplete="current-password"
          />
          <TextInput
            meta={fields.next}
            type="password"
            label={text.next}
            hint={text.nextHint}
            autoComplete="new-password"
          />
          <TextInput meta={fields.repeat} type="password" label={text.repeat} autoComplete="new-password" />
          <Button type="submit" variant="primary" className="justify-self-start">
            {text.submit}
          </Button>
        </Form>
      </section>
      <section
        aria-labelledby="reminder-heading"
        className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      >
        <h2 id="reminder-heading" className="text-lg font-bold text-stone-900">
          {reminderText.heading}
        </h2>
        <p className="mt-2 text-stone-700">{fill(reminderText.hint, { hour: reminder.hour })}</p>
        {reminderSaved ? (
          <p role="status" className="mt-3 font-medium text-brand-900">
            {reminderSaved === "on" ? reminderText.savedOn : reminderText.savedOff}
          </p>
        ) : null}
        <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="daily-mail" />
          <input type="hidden" name="dailyMail" value={reminder.on ? "off" : "on"} />
          <p>
            <span className="font-semibold text-stone-900">{reminderText.label}:</span>{" "}
            <span className={reminder.on ? "font-semibold text-brand-900" : "text-stone-700"}>
              {reminder.on ? reminderText.on : reminderText.off}
            </span>
          </p>
          <Button type="submit" size="sm" variant={reminder.on ? "quiet" : "primary"}>
            {reminder.on ? reminderText.turnOff : reminderText.turnOn}
          </Button>
        </Form>
      </section>
    </div>
  );
}
