import { data, Form, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { NotFoundPage } from "~/components/not-found-page";
import { controlStyle } from "~/components/forms/kit/fields";
import { Button } from "~/components/ui/button";
import { backOfficeContext, siteContext } from "~/context";
import type { Route } from "./+types/setup";
import { adminMeta } from "./meta";

/**
 * The first admin (issue 25): while no account exists, the server prints a one-time link to this
 * page. Without that token, or once any account exists, there is no page here (404).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const token = url.searchParams.get("token") ?? "";
  if (!(await backOffice.setup.opens(token))) throw data(null, { status: 404 });
  return { text: site.text.admin.setup, section: site.text.admin.common.title, token };
}

type Problem = keyof Route.ComponentProps["loaderData"]["text"]["problems"];
type ActionData = { problem: Problem; email: string; name: string };

export async function action({ context, request }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 1024) : "";
  };
  const values = { email: field("email").slice(0, 320), name: field("name").slice(0, 200) };
  const result = await backOffice.setup.create(
    field("token"),
    { ...values, password: field("password"), repeat: field("repeat") },
    site.locale,
  );
  if (result.ok) throw redirect("/admin", { status: 303, headers: { "Set-Cookie": result.setCookie } });
  if (result.problem === "closed") throw data(null, { status: 404 });
  return data<ActionData>({ problem: result.problem, ...values }, { status: 400 });
}

/**
 * Its own boundary: a spent link's post (404) then keeps the root's data, which the not-found page
 * needs; at the root's boundary it would be a 500.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.title, data?.section);

export default function AdminSetup({ loaderData, actionData }: Route.ComponentProps) {
  const { text, token } = loaderData;
  const problem = actionData?.problem;
  const owner =
    problem === "invalid_email" ? "email" : problem === "invalid_name" ? "name" : problem ? "password" : null;
  const invalid = (field: string) => (owner === field ? true : undefined);
  const described = (field: string, hint?: string) =>
    [owner === field ? "setup-error" : undefined, hint].filter(Boolean).join(" ") || undefined;
  return (
    <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-10">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{loaderData.section}</p>
      <h1 className="mt-1 text-2xl font-bold text-brand-900">{text.title}</h1>
      <p className="mt-2 text-stone-700">{text.intro}</p>
      {problem ? (
        <p
          id="setup-error"
          role="alert"
          className="mt-6 rounded-xl border-2 border-rose-700 bg-rose-50 px-4 py-3 font-medium text-rose-900"
        >
          {text.problems[problem]}
        </p>
      ) : null}
      <Form method="post" className="mt-6 grid gap-5">
        <input type="hidden" name="token" value={token} />
        <div className="grid gap-1.5">
          <label htmlFor="setup-email" className="font-semibold text-stone-900">
            {text.email}
          </label>
          <input
            id="setup-email"
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={254}
            defaultValue={actionData?.email ?? ""}
            aria-invalid={invalid("email")}
            aria-describedby={described("email")}
            className={controlStyle}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="setup-name" className="font-semibold text-stone-900">
            {text.name}
          </label>
          <input
            id="setup-name"
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={actionData?.name ?? ""}
            aria-invalid={invalid("name")}
            aria-describedby={described("name")}
            className={controlStyle}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="setup-password" className="font-semibold text-stone-900">
            {text.password}
          </label>
          <input
            id="setup-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            maxLength={256}
            aria-invalid={invalid("password")}
            aria-describedby={described("password", "setup-password-hint")}
            className={controlStyle}
          />
          <p id="setup-password-hint" className="text-sm text-stone-600">
            {text.passwordHint}
          </p>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="setup-repeat" className="font-semibold text-stone-900">
            {text.repeat}
          </label>
          <input
            id="setup-repeat"
            name="repeat"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            maxLength={256}
            aria-invalid={invalid("password")}
            className={controlStyle}
          />
        </div>
        <Button type="submit" variant="primary" size="lg" className="justify-self-start">
          {text.submit}
        </Button>
      </Form>
    </main>
  );
}
