import { redirect } from "react-router";
import { backOfficeContext, siteContext } from "~/context";
import type { Route } from "./+types/logout";

/** Sign-out is a POST (from the frame's button); a GET only leads back to the back office. */
export function loader() {
  return redirect("/admin", 303);
}

/** Ends the session (its row is deleted), removes the cookie, and goes to the sign-in page. */
export async function action({ context, request }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const setCookie = await backOffice.accounts.signOut(request.headers.get("Cookie"), site.locale);
  return redirect("/admin/login", { status: 303, headers: { "Set-Cookie": setCookie } });
}
