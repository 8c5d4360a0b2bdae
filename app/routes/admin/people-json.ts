import { backOfficeContext, siteContext } from "~/context";
import type { Route } from "./+types/people-json";

/**
 * GET /admin/people.json?email=…: everything stored with that address (GDPR art. 15) as a JSON
 * file to download. 400 without a valid address.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const people = backOffice.data;
  const email = people.normaliseEmail(url.searchParams.get("email"));
  const headers = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };
  if (!email) {
    return new Response(JSON.stringify({ error: site.text.admin.people.search.invalid }), {
      status: 400,
      headers,
    });
  }
  const exported = await people.exportPerson(email);
  const day = exported.exportedAt.slice(0, 10);
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: { ...headers, "Content-Disposition": `attachment; filename="personal-data-${day}.json"` },
  });
}
