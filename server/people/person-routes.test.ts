import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, describe, expect, onTestFinished, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { demoSiteConfig } from "~/content/site-config";
import type { ContextValues } from "~/context";
import type { Locale } from "~/i18n/locale";
import { PersonNotice } from "~/components/admin/request/person-notice";
import * as personRoute from "~/routes/admin/persons-detail";
import * as personsRoute from "~/routes/admin/persons";
import * as requestRoute from "~/routes/admin/request";
import { parseConfig } from "../config";
import { staffAccounts } from "../db/schema";
import { createBackOffice } from "../back-office/services";
import type { StaffMember } from "../back-office/staff-member";
import { submitRequest } from "../submissions/submit-request";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { adminRouteArgs, siteRequest } from "../../tests/support/routes/route-args";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import { exampleRequests } from "../../tests/support/submissions/requests";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };

/** The person pages' and the request page's loaders and actions, as React Router calls them. */
async function setup() {
  const fresh = await freshDatabase("pglite");
  onTestFinished(fresh.dispose);
  const db = fresh.database.db;
  const backOffice = createBackOffice({
    db,
    config: parseConfig({ MAIL_TO_DE: mailTo.de, MAIL_TO_ES: mailTo.es }),
    site: demoSiteConfig,
    dogs: {
      list: () => ({ available: true, dogs: [], cacheTimestamp: null }),
      reload: async () => {},
      refresh: async () => true,
      start: async () => {},
      stop: () => {},
      health: () => ({ fetchedAt: null, lastError: null, lastErrorAt: null }),
    },
    logger: recordingLogger().logger,
    origins: { de: "http://localhost", es: "http://es.localhost" },
    wakeMailer: () => {},
  });
  const [account] = await db
    .insert(staffAccounts)
    .values({ email: "anna@verein.example", name: "Anna Beispiel", passwordHash: "x" })
    .returning();
  const staff: StaffMember = {
    id: account!.id,
    email: account!.email,
    name: account!.name,
    role: "volunteer",
  };
  const submit = async (email: string) => {
    const result = await submitRequest({
      db,
      formType: "adoption",
      locale: "de",
      data: { ...exampleRequests.adoption, email },
      mailTo,
    });
    if (!result.ok) throw new Error("seed failed");
    return result.id;
  };
  const context = (locale: Locale = "de"): Partial<ContextValues> => ({
    site: siteRequest(locale),
    session: staff,
    backOffice,
  });
  return { db, people: backOffice.people, staff, submit, context };
}

type Args = Parameters<typeof personRoute.action>[0];
const args = (request: Request, context: Partial<ContextValues>, params: Record<string, string> = {}) =>
  adminRouteArgs(request, context, params) as unknown as Args;
const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });

describe("people pages", () => {
  test.each(["de", "es"] as const)(
    "%s: do not place, set on the person page, warns with its reason on every request of theirs",
    async (locale) => {
      const { submit, context } = await setup();
      const first = await submit("maria@example.org");
      const second = await submit("Maria@Example.org");
      const list = await personsRoute.loader(
        args(new Request("http://localhost/admin/persons?q=maria"), context(locale)) as never,
      );
      expect(list.rows).toHaveLength(1);
      const personId = list.rows[0]!.id;
      const page = await personRoute.loader(
        args(new Request(`http://localhost/admin/persons/${personId}`), context(locale), {
          id: personId,
        }) as never,
      );
      expect(page.requests.map((request) => request.id).sort()).toEqual([first, second].sort());

      const answer = await personRoute.action(
        args(
          post(`/admin/persons/${personId}`, {
            intent: "update",
            revision: String(page.person.revision),
            name: "Maria Müller",
            locale: "de",
            doNotPlace: "on",
            doNotPlaceReason: "Hat 2024 einen Hund ausgesetzt",
            homeCheckedOn: "2026-03-02",
            homeCheckedBy: "Vera",
          }),
          context(locale),
          { id: personId },
        ),
      );
      expect(answer, JSON.stringify((answer as { data?: unknown }).data)).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(303);

      const text = catalogs[locale].admin.persons.notice;
      for (const id of [first, second]) {
        const loaded = await requestRoute.loader(
          args(new Request(`http://localhost/admin/requests/${id}`), context(locale), { id }) as never,
        );
        expect(loaded.detail.person).toMatchObject({
          id: personId,
          doNotPlace: true,
          doNotPlaceReason: "Hat 2024 einen Hund ausgesetzt",
          homeCheckedBy: "Vera",
        });
        const html = renderInRouter(createElement(PersonNotice, { person: loaded.detail.person, text }));
        expect(html).toContain(text.doNotPlace);
        expect(html).toContain("Hat 2024 einen Hund ausgesetzt");
        expect(html).toContain(`href="/admin/persons/${personId}"`);
        expect(html).toContain(locale === "de" ? "02.03.2026" : "2 mar 2026");
      }

      // The same form from the older page is refused as stale (409) and changes nothing.
      const stale = await personRoute.action(
        args(
          post(`/admin/persons/${personId}`, {
            intent: "update",
            revision: String(page.person.revision),
            name: "Maria Müller",
            locale: "de",
          }),
          context(locale),
          { id: personId },
        ),
      );
      expect(stale).not.toBeInstanceOf(Response);
      const refused = stale as unknown as {
        init: { status: number };
        data: { reply: { error: Record<string, string[]> } };
      };
      expect(refused.init.status).toBe(409);
      expect(refused.data.reply.error[""]?.[0]).toContain(
        catalogs[locale].admin.persons.errors.stale.split("(")[0]!.trim(),
      );
    },
  );

  test("a request of a person without the flag shows no warning", async () => {
    const { submit, context } = await setup();
    const id = await submit("other@example.org");
    const loaded = await requestRoute.loader(
      args(new Request(`http://localhost/admin/requests/${id}`), context(), { id }) as never,
    );
    const text = catalogs.de.admin.persons.notice;
    const html = renderInRouter(createElement(PersonNotice, { person: loaded.detail.person, text }));
    expect(loaded.detail.person?.doNotPlace).toBe(false);
    expect(html).not.toContain(text.doNotPlace);
  });
});

function renderInRouter(element: ReturnType<typeof createElement>): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}
