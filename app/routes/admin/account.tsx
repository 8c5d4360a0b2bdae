import { useEffect, useRef } from "react";
import { data, Form } from "react-router";
import { controlStyle } from "~/components/forms/kit/fields";
import { Button } from "~/components/ui/button";
import { fill } from "~/i18n/format";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/account";
import { adminMeta } from "./meta";

/** "Mein Konto" / "Mi cuenta": every volunteer changes their own password here. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const me = context.get(staffContext);
  return {
    text: site.text.admin.account,
    section: site.text.admin.common.title,
    me: { name: me.name, email: me.email },
  };
}

type Problem = keyof Route.ComponentProps["loaderData"]["text"]["problems"];
type ActionData = { ok: true } | { ok: false; problem: Problem; minutes?: number };

const statusOf: Record<Problem, number> = {
  wrong: 400,
  mismatch: 400,
  blank: 400,
  too_short: 400,
  too_long: 400,
  limited: 429,
};

/**
 * The current password (checked under the sign-in's limits: guessing it here costs the same tries),
 * the new one twice. Every other session of the account ends; this one stays.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const me = context.get(staffContext);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 1024) : "";
  };
  const result = await backOffice.accounts.changeOwnPassword(
    me,
    { current: field("current"), next: field("next"), repeat: field("repeat") },
    { cookieHeader: request.headers.get("cookie"), ip: site.clientIp },
  );
  if (result.ok) return data<ActionData>({ ok: true });
  const seconds = result.retryAfterSeconds;
  return data<ActionData>(
    { ok: false, problem: result.problem, minutes: seconds ? Math.ceil(seconds / 60) : undefined },
    { status: statusOf[result.problem], headers: seconds ? { "Retry-After": String(seconds) } : undefined },
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.title, data?.section);

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { text, me } = loaderData;
  const result = actionData as ActionData | undefined;
  const problem = result && !result.ok ? result.problem : undefined;
  const onCurrent = problem === "wrong" || problem === "limited";
  const onNext = problem !== undefined && !onCurrent;
  // The fields never keep a password after an answer (also when the form was sent by script).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result) formRef.current?.reset();
  }, [result]);
  return (
    <div className="grid max-w-xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{text.title}</h1>
        <p className="mt-2 text-stone-700">{fill(text.signedInAs, me)}</p>
        <p className="mt-2 max-w-prose text-stone-700">{text.intro}</p>
      </div>
      {result?.ok ? (
        <p
          role="status"
          className="rounded-xl border-2 border-brand-700 bg-brand-50 px-4 py-3 text-brand-900"
        >
          {text.done}
        </p>
      ) : null}
      {problem ? (
        <p
          id="account-error"
          role="alert"
          className="rounded-xl border-2 border-rose-700 bg-rose-50 px-4 py-3 font-medium text-rose-900"
        >
          {fill(text.problems[problem], { minutes: result && !result.ok ? (result.minutes ?? 15) : 15 })}
        </p>
      ) : null}
      <section
        aria-labelledby="password-heading"
        className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      >
        <h2 id="password-heading" className="text-lg font-bold text-stone-900">
          {text.heading}
        </h2>
        <Form method="post" ref={formRef} className="mt-4 grid gap-5">
          <div className="grid gap-1.5">
            <label htmlFor="account-current" className="font-semibold text-stone-900">
              {text.current}
            </label>
            <input
              id="account-current"
              name="current"
              type="password"
              autoComplete="current-password"
              required
              maxLength={1024}
              aria-invalid={onCurrent ? true : undefined}
              aria-describedby={onCurrent ? "account-error" : undefined}
              className={controlStyle}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="account-next" className="font-semibold text-stone-900">
              {text.next}
            </label>
            <input
              id="account-next"
              name="next"
              type="password"
              autoComplete="new-password"
              required
              minLength={12}
              maxLength={256}
              aria-invalid={onNext ? true : undefined}
              aria-describedby={onNext ? "account-error account-next-hint" : "account-next-hint"}
              className={controlStyle}
            />
            <p id="account-next-hint" className="text-sm text-stone-600">
              {text.nextHint}
            </p>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="account-repeat" className="font-semibold text-stone-900">
              {text.repeat}
            </label>
            <input
              id="account-repeat"
              name="repeat"
              type="password"
              autoComplete="new-password"
              required
              minLength={12}
              maxLength={256}
              aria-invalid={onNext ? true : undefined}
              className={controlStyle}
            />
          </div>
          <Button type="submit" variant="primary" className="justify-self-start">
            {text.submit}
          </Button>
        </Form>
      </section>
    </div>
  );
}
