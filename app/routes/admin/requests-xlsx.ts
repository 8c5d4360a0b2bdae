import { parseInboxFilter } from "~/domain/back-office/inbox-filter";
import { associationTimeZone, todayIn } from "~/domain/forms/dates";
import { backOfficeContext, loggerContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/requests-xlsx";

const xlsxContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * GET /admin/requests.xlsx with the inbox's filter parameters: the same requests as the CSV, as an
 * Excel workbook for people (headers, kinds and statuses in the volunteer's language, local times,
 * every form answer a column). Without `status`, every request, like the CSV.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const staff = context.get(staffContext);
  const filter = parseInboxFilter(url.searchParams);
  const body = await backOffice.inbox.xlsx(filter, staff, site.locale);
  const text = site.text.admin.inbox.excel;
  const filename = `${text.file}-${todayIn(associationTimeZone, new Date())}.xlsx`;
  context.get(loggerContext).info("requests exported", { staffId: staff.id, format: "xlsx" });
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": xlsxContentType,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
