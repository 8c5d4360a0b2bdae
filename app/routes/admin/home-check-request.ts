import { data, redirect } from "react-router";
import { homeCheckRequestSchema } from "~/domain/back-office/home-check-schemas";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/home-check-request";

/**
 * POST /admin/requests/:id/home-check: the request page's home-check panel (HomeCheckPanel) asks a
 * checker for the visit (`checkerId`, a confirming tick). Done or refused: back to the panel, which
 * says which (`done=homeCheck` or `homeCheckError`). The admin layout's middleware has checked the
 * session; the admin guard the origin and the rate of posts.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const staff = context.get(staffContext);
  const homeChecks = context.get(backOfficeContext).homeChecks;
  const form = await request.formData();
  const path = `/admin/requests/${encodeURIComponent(params.id)}`;
  const back = (query: string) => redirect(`${path}?${query}#home-check`, 303);
  const parsed = homeCheckRequestSchema.safeParse({ checkerId: form.get("checkerId") });
  if (!parsed.success) return back("homeCheckError=checkerMissing");
  if (form.get("confirm") !== "yes") return back("homeCheckError=confirm");
  const result = await homeChecks.request({
    requestId: params.id,
    checkerId: parsed.data.checkerId,
    actor: { id: staff.id, name: staff.name },
  });
  if (!result.ok) {
    if (result.reason === "not_found")
      throw data(site.text.admin.homeCheck.errors.not_found, { status: 404 });
    return back(`homeCheckError=${result.reason}`);
  }
  return back("done=homeCheck");
}
