import { parseInboxFilter } from "~/domain/back-office/inbox-filter";
import { todayIn, associationTimeZone } from "~/domain/forms/dates";
import type { Route } from "./+types/requests-csv";
import { requireStaff } from "./guard.server";

/**
 * GET /admin/requests.csv with the inbox's filter parameters (CONTRACT.md 'Back office'): every
 * request of the filter, not just one page, as a download named by the host's language and the day.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaff(context, request);
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  const body = await context.backOffice.inbox.csv(filter, staff);
  const filename = `${context.text.admin.inbox.csvFile}-${todayIn(associationTimeZone, new Date())}.csv`;
  context.logger.info("requests exported", { staffId: staff.id });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
