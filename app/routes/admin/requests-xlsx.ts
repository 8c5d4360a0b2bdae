import { parseInboxFilter } from "~/domain/back-office/inbox-filter";
import { associationTimeZone, todayIn } from "~/domain/forms/dates";
import type { Route } from "./+types/requests-xlsx";
import { requireStaff } from "./guard.server";

const xlsxContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * GET /admin/requests.xlsx with the inbox's filter parameters: the same requests as the CSV, as an
 * Excel workbook for people (headers, kinds and statuses in the volunteer's language, local times,
 * every form answer a column). Without `status`, every request, like the CSV.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaff(context, request);
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  const body = await context.backOffice.inbox.xlsx(filter, staff, context.locale);
  const text = context.text.admin.inbox.excel;
  const filename = `${text.file}-${todayIn(associationTimeZone, new Date())}.xlsx`;
  context.logger.info("requests exported", { staffId: staff.id, format: "xlsx" });
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": xlsxContentType,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
