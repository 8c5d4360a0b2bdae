import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect } from "react-router";
import { EmailInput, FormError, TextInput, useAdminForm } from "~/components/admin/field";
import { Button } from "~/components/ui/button";
import { loginSchema } from "~/domain/back-office/account-schemas";
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

/**
 * The sign-in (CONTRACT.md 'Back office'): 303 with the session cookie, 401 with one generic
 * message for any wrong part, 429 with Retry-After while the account or the IP is over its limit.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const text = site.text.admin.login;
  const submission = parseWithZod(await request.formData(), { schema: loginSchema(text) });
  // After a refused attempt the e-mail stays, the password does not.
  const hideFields = ["password"];
  // Wrong credentials, as far as CONTRACT.md goes (401), with a message saying what is missing.
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 401 });
  const { email, password, next } = submission.value;
  const outcome = await context.get(backOfficeContext).accounts.signIn({
    email,
    password,
    ip: site.clientIp,
    locale: site.locale,
  });
  if (outcome.kind === "signed_in") {
    // The form carries `next`; a client posting to `/admin/login?next=…` is followed as well.
    const to = next || (url.searchParams.get("next") ?? undefined);
    throw redirect(safeNext(to), { status: 303, headers: { "Set-Cookie": outcome.setCookie } });
  }
  if (outcome.kind === "limited") {
    const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
    const message = minutes === 1 ? text.limitedOne : fill(text.limited, { minutes });
    return data(submission.reply({ hideFields, formErrors: [message] }), {
      status: 429,
      headers: { "Retry-After": String(outcome.retryAfterSeconds) },
    });
  }
  return data(submission.reply({ hideFields, formErrors: [text.invalid] }), { status: 401 });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.title, data?.section);

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { text, next } = loaderData;
  const [form, fields] = useAdminForm(loginSchema(text), { id: "login", lastResult: actionData });
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
      <FormError form={form} className="mt-6" />
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-5">
        <input type="hidden" name="next" value={next} />
        <EmailInput meta={fields.email} label={text.email} />
        <TextInput
          meta={fields.password}
          type="password"
          label={text.password}
          autoComplete="current-password"
        />
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
