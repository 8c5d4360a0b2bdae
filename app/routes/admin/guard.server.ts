import { data, redirect, type AppLoadContext } from "react-router";
import type { StaffMember } from "../../../server/back-office/staff-member";

/**
 * The signed-in volunteer, or a redirect to the sign-in page that comes back here. Every admin
 * loader and action calls it first (the server's admin guard has refused already; this is the
 * second lock, and gives the loader its typed volunteer).
 */
export function requireStaff(context: AppLoadContext, request: Request): StaffMember {
  if (context.staff) return context.staff;
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  throw redirect(`/admin/login?next=${encodeURIComponent(path + url.search)}`);
}

/** As requireStaff, and 403 for a volunteer who is not an admin. */
export function requireAdmin(context: AppLoadContext, request: Request): StaffMember {
  const staff = requireStaff(context, request);
  if (staff.role !== "admin") throw data(context.text.admin.common.forbidden, { status: 403 });
  return staff;
}
