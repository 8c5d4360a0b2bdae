import { data } from "react-router";
import { isRelationKind } from "~/domain/back-office/relation-schemas";
import { associationTimeZone, todayIn } from "~/domain/forms/dates";
import { backOfficeContext, loggerContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/relations-xlsx";

const xlsxContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * GET /admin/relations/{kind}.xlsx: the treasurer's list of one kind of lasting relation (members
 * with interval and entry date, sponsors per dog with the sums, foster homes with their dogs,
 * placed dogs per month). The lists with bank-relevant data (members, sponsors) only for admins:
 * a volunteer gets 403 (CONTRACT.md).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const staff = context.get(staffContext);
  const kind = /\/([a-z_]+)\.xlsx$/.exec(url.pathname)?.[1];
  if (!isRelationKind(kind)) throw data(site.text.admin.relations.errors.not_found, { status: 404 });
  const body = await backOffice.relations.workbook(kind, staff, site.locale);
  if (!body) throw data(site.text.admin.common.forbidden, { status: 403 });
  const name = site.text.admin.relations.excel.files[kind];
  const filename = `${name}-${todayIn(associationTimeZone, new Date())}.xlsx`;
  context.get(loggerContext).info("relations exported", { staffId: staff.id, kind });
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": xlsxContentType,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
