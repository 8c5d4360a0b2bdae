import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { EmailInput, TextInput, useAdminForm } from "~/components/admin/field";
import { ErrorPage } from "~/components/error-page";
import { NotFoundPage } from "~/components/not-found-page";
import { Button } from "~/components/ui/button";
import { setupSchema } from "~/domain/back-office/account-schemas";
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

export async function action({ context, request }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const text = site.text.admin.setup;
  const submission = parseWithZod(await request.formData(), { schema: setupSchema(text) });
  const hideFields = ["password", "repeat"];
  if (submission.status !== "success") {
    // A spent or wrong link has no page to correct the fields on.
    const token = submission.payload.token;
    if (!(await backOffice.setup.opens(typeof token === "string" ? token : "")))
      throw data(null, { status: 404 });
    return data(submission.reply({ hideFields }), { status: 400 });
  }
  const { token, ...values } = submission.value;
  const result = await backOffice.setup.create(token, values, site.locale);
  if (result.ok) throw redirect("/admin", { status: 303, headers: { "Set-Cookie": result.setCookie } });
  if (result.problem === "closed") throw data(null, { status: 404 });
  const field =
    result.problem === "invalid_email" ? "email" : result.problem === "invalid_name" ? "name" : "password";
  return data(submission.reply({ hideFields, fieldErrors: { [field]: [text.problems[result.problem]] } }), {
    status: 400,
  });
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
  const [form, fields] = useAdminForm(setupSchema(text), { id: "setup", lastResult: actionData });
  return (
    <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-10">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{loaderData.section}</p>
      <h1 className="mt-1 text-2xl font-bold text-brand-900">{text.title}</h1>
      <p className="mt-2 text-stone-700">{text.intro}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-5">
        <input type="hidden" name="token" value={token} />
        <EmailInput meta={fields.email} label={text.email} />
        <TextInput meta={fields.name} label={text.name} autoComplete="name" />
        <TextInput
          meta={fields.password}
          type="password"
          label={text.password}
          hint={text.passwordHint}
          autoComplete="new-password"
        />
        <TextInput meta={fields.repeat} type="password" label={text.repeat} autoComplete="new-password" />
        <Button type="submit" variant="primary" size="lg" className="justify-self-start">
          {text.submit}
        </Button>
      </Form>
    </main>
  );
}
