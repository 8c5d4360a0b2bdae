import { backOfficeContext, siteContext } from "~/context";
import type { Route } from "./+types/people-export";

/**
 * GET /admin/people.html?email=…: everything stored with that address (GDPR art. 15) as a document
 * the person can read (their language, labelled answers, statuses and dates in words), to download
 * and send to them. 400 without a valid address.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const people = backOffice.data;
  const email = people.normaliseEmail(url.searchParams.get("email"));
  if (!email) {
    return new Response(site.text.admin.people.search.invalid, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  // Named in the person's language: the volunteer sends the file on as it is.
  const { html, file, exportedAt } = await people.exportDocument(email);
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file}-${exportedAt.slice(0, 10)}.html"`,
      "Cache-Control": "no-store",
    },
  });
}
