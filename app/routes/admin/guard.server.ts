import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { sessionContext, siteContext, staffContext, type StaffMember } from "~/context";

/**
 * The back office's lock, the admin layout's middleware: every screen and export below it runs
 * with the signed-in volunteer in `staffContext`, or not at all (a redirect to the sign-in page
 * that comes back here). The server's admin guard has answered a document request without a
 * session already (303); this one answers the router's data requests and the rest.
 */
export const requireSession: MiddlewareFunction<Response> = ({ context, url }, next) => {
  const staff = context.get(sessionContext);
  if (!staff) throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  context.set(staffContext, staff);
  return next();
};

/** The signed-in volunteer if an admin, else 403 (a volunteer's screens leave out what needs the role). */
export function requireAdmin(context: Readonly<RouterContextProvider>): StaffMember {
  const staff = context.get(staffContext);
  if (staff.role !== "admin")
    throw data(context.get(siteContext).text.admin.common.forbidden, { status: 403 });
  return staff;
}
