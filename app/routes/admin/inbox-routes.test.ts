import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import type { Locale } from "~/i18n/locale";
import type { BackOfficeDeps } from "../../../server/back-office/deps";
import { createInboxServices } from "../../../server/back-office/inbox-service";
import type { StaffMember } from "../../../server/back-office/staff-member";
import { staffAccounts, submissions } from "../../../server/db/schema";
import { disposeTemplates, freshDatabase } from "../../../tests/support/db/database";
import { recordingLogger } from "../../../tests/support/submissions/helpers";
import * as inboxPage from "./inbox";
import * as csvRoute from "./requests-csv";

afterAll(disposeTemplates);

async function setup() {
  const { database, dispose } = await freshDatabase("pglite");
  onTestFinished(dispose);
  const db = database.db;
  const log = recordingLogger();
  const feed = { available: true, dogs: [], cacheTimestamp: null };
  const inbox = createInboxServices({
    db,
    dogs: { list: () => feed },
    config: { databaseUrl: undefined },
    logger: log.logger,
  } as unknown as BackOfficeDeps);
  const [account] = await db
    .insert(staffAccounts)
    .values({ email: "ada@example.org", name: "Ada", role: "admin", passwordHash: "x" })
    .returning({ id: staffAccounts.id });
  const ada: StaffMember = { id: account!.id, email: "ada@example.org", name: "Ada", role: "admin" };
  await db.insert(submissions).values([
    {
      formType: "adoption",
      locale: "es",
      data: {},
      name: "María Peña",
      email: "maria@example.org",
      phone: "+34 600 000 000",
      dogName: "Luna",
      createdAt: new Date("2026-03-01T10:00:00Z"),
    },
    { formType: "contact", locale: "de", data: {}, name: "=cmd()", email: "x@example.org" },
  ]);
  const context = (staff: StaffMember | null, locale: Locale = "de") =>
    ({ locale, text: catalogs[locale], staff, backOffice: { inbox }, logger: log.logger }) as never;
  return { ada, context, log };
}

const args = (url: string, context: unknown) => ({ request: new Request(url), context, params: {} }) as never;

describe("CSV export route", () => {
  it("answers the filtered list as a UTF-8 CSV download named by language and day", async () => {
    const { ada, context, log } = await setup();
    const answer = (await csvRoute.loader(
      args("https://tierhilfe.example/admin/requests.csv?type=adoption&page=3", context(ada)),
    )) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="anfragen-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1).split("\r\n");
    expect(lines[0]).toBe("id,created,type,locale,status,name,email,phone,dog,assignee");
    expect(lines).toHaveLength(3); // header, one adoption request, the empty string after the last CRLF
    expect(lines[1]).toContain(
      ",2026-03-01T10:00:00.000Z,adoption,es,new,María Peña,maria@example.org,'+34 600 000 000,Luna,",
    );
    expect(log.lines.join("\n")).not.toContain("maria@example.org");

    const spanish = (await csvRoute.loader(
      args("https://es.tierhilfe.example/admin/requests.csv", context(ada, "es")),
    )) as Response;
    expect(spanish.headers.get("content-disposition")).toMatch(
      /filename="solicitudes-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(await spanish.text()).toContain(",'=cmd(),");
  });

  it("without a session: a redirect to the sign-in page, no data", async () => {
    const { context } = await setup();
    let thrown: unknown;
    try {
      await csvRoute.loader(
        args("https://tierhilfe.example/admin/requests.csv?type=adoption", context(null)),
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe(
      "/admin/login?next=%2Fadmin%2Frequests.csv%3Ftype%3Dadoption",
    );
  });
});

describe("inbox page loader", () => {
  it("lists, counts and keeps the filter; bad values are ignored", async () => {
    const { ada, context } = await setup();
    const data = await inboxPage.loader(
      args("https://tierhilfe.example/admin?type=adoption&status=nonsense&page=x&q=pe%C3%B1a", context(ada)),
    );
    expect(data.filter).toEqual({ type: "adoption", q: "peña", page: 1 });
    expect(data.total).toBe(1);
    expect(data.rows.map((row) => row.name)).toEqual(["María Peña"]);
    expect(data.rows[0]?.createdLabel).toBe("01.03.2026, 11:00");
    expect(data.choices.staff).toEqual([{ id: ada.id, name: "Ada" }]);
    expect(data.choices.dogs).toEqual([{ value: "Luna", label: "Luna" }]);
  });
});
