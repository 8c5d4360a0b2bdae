import { parseInboxFilter } from "~/domain/back-office/inbox-filter";
import { todayIn, associationTimeZone } from "~/domain/forms/dates";
import { backOfficeContext, loggerContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/requests-csv";

/**
 * GET /admin/requests.csv with the inbox's filter parameters (CONTRACT.md 'Back office'): every
 * request of the filter, not just one page, as a download named by the host's language and the day.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const staff = context.get(staffContext);
  const filter = parseInboxFilter(url.searchParams);
  const body = await backOffice.inbox.csv(filter, staff);
  const filename = `${site.text.admin.inbox.csvFile}-${todayIn(associationTimeZone, new Date())}.csv`;
  context.get(loggerContext).info("requests exported", { staffId: staff.id });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
