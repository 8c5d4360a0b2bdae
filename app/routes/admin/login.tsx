import { useEffect, useRef } from "react";
import { data, Form, redirect } from "react-router";
import { controlStyle } from "~/components/forms/kit/fields";
import { Button } from "~/components/ui/button";
import { fill } from "~/i18n/format";
import { backOfficeContext, sessionContext, siteContext } from "~/context";
import type { Route } from "./+types/login";
import { adminMeta } from "./meta";
import { safeNext } from "./next-path";

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const next = safeNext(url.searchParams.get("next") ?? undefined);
  // Signed in already (the admin guard found the session): on to where the sign-in would lead.
  if (context.get(sessionContext)) throw redirect(next, 303);
  // No account yet: the server's log holds the one-time link to make the first admin (never shown here).
  const noAccountYet = await backOffice.setup.needed();
  return { text: site.text.admin.login, section: site.text.admin.common.title, next, noAccountYet };
}

type ActionData = { error: "invalid" | "missing" | "limited"; email: string; minutes?: number };

/**
 * The sign-in (CONTRACT.md 'Back office'): 303 with the session cookie, 401 with one generic
 * message for any wrong part, 429 with Retry-After while the account or the IP is over its limit.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const email = field("email").trim().slice(0, 320);
  const password = field("password");
  if (!email || !password) {
    // Wrong credentials, as far as CONTRACT.md goes (401), with a message saying what is missing.
    return data<ActionData>({ error: "missing", email }, { status: 401 });
  }
  const outcome = await backOffice.accounts.signIn({
    email,
    password,
    ip: site.clientIp,
    locale: site.locale,
  });
  if (outcome.kind === "signed_in") {
    // The form carries `next`; a client posting to `/admin/login?next=…` is followed as well.
    const next = field("next") || (url.searchParams.get("next") ?? undefined);
    throw redirect(safeNext(next), { status: 303, headers: { "Set-Cookie": outcome.setCookie } });
  }
  if (outcome.kind === "limited") {
    return data<ActionData>(
      { error: "limited", email, minutes: Math.ceil(outcome.retryAfterSeconds / 60) },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  return data<ActionData>({ error: "invalid", email }, { status: 401 });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.title, data?.section);

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { text, next } = loaderData;
  const error = actionData?.error;
  const message =
    error === "limited"
      ? actionData?.minutes === 1
        ? text.limitedOne
        : fill(text.limited, { minutes: actionData?.minutes ?? 15 })
      : error === "missing"
        ? text.missing
        : error === "invalid"
          ? text.invalid
          : undefined;
  const describedBy = message ? "login-error" : undefined;
  // After a refused attempt the e-mail stays, the password does not (also when the form was sent
  // by script and the page was not replaced).
  const password = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (actionData && password.current) password.current.value = "";
  }, [actionData]);
  return (
    <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-10">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{loaderData.section}</p>
      <h1 className="mt-1 text-2xl font-bold text-brand-900">{text.title}</h1>
      <p className="mt-2 text-stone-700">{text.intro}</p>
      {loaderData.noAccountYet ? (
        <p
          role="status"
          className="mt-6 rounded-xl border-2 border-accent-400 bg-accent-50 px-4 py-3 text-stone-900"
        >
          {text.noAccountYet}
        </p>
      ) : null}
      {message ? (
        <p
          id="login-error"
          role="alert"
          className="mt-6 rounded-xl border-2 border-rose-700 bg-rose-50 px-4 py-3 font-medium text-rose-900"
        >
          {message}
        </p>
      ) : null}
      <Form method="post" className="mt-6 grid gap-5">
        <input type="hidden" name="next" value={next} />
        <div className="grid gap-1.5">
          <label htmlFor="login-email" className="font-semibold text-stone-900">
            {text.email}
          </label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={320}
            defaultValue={actionData?.email ?? ""}
            aria-invalid={error === "invalid" || error === "missing" ? true : undefined}
            aria-describedby={describedBy}
            className={controlStyle}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="login-password" className="font-semibold text-stone-900">
            {text.password}
          </label>
          <input
            ref={password}
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={1024}
            aria-invalid={error === "invalid" || error === "missing" ? true : undefined}
            aria-describedby={describedBy}
            className={controlStyle}
          />
        </div>
        <Button type="submit" variant="primary" size="lg" className="justify-self-start">
          {text.submit}
        </Button>
      </Form>
      <p className="mt-6 text-sm text-stone-600">{text.forgotten}</p>
      <p className="mt-4 text-sm">
        <a href="/" className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900">
          {text.publicSite}
        </a>
      </p>
    </main>
  );
}
