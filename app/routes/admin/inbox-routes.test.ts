import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import type { Locale } from "~/i18n/locale";
import type { BackOfficeDeps } from "../../../server/back-office/deps";
import { createInboxServices } from "../../../server/back-office/inbox-service";
import type { StaffMember } from "../../../server/back-office/staff-member";
import { staffAccounts, submissions } from "../../../server/db/schema";
import { disposeTemplates, freshDatabase } from "../../../tests/support/db/database";
import { adminRouteArgs, siteRequest } from "../../../tests/support/routes/route-args";
import { recordingLogger } from "../../../tests/support/submissions/helpers";
import type { ContextValues } from "~/context";
import * as inboxPage from "./inbox";
import ExcelJS from "exceljs";
import * as csvRoute from "./requests-csv";
import * as xlsxRoute from "./requests-xlsx";

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
  const context = (staff: StaffMember | null, locale: Locale = "de"): Partial<ContextValues> => ({
    site: siteRequest(locale),
    session: staff,
    backOffice: { inbox } as never,
    logger: log.logger,
  });
  return { ada, context, log, db };
}

const args = (url: string, context: Partial<ContextValues>) =>
  adminRouteArgs(new Request(url), context) as never;

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

describe("Excel export route", () => {
  it("answers the filtered list as an .xlsx download in the volunteer's language", async () => {
    const { ada, context } = await setup();
    for (const [host, locale, name, status] of [
      ["tierhilfe.example", "de", "anfragen", "Neu"],
      ["es.tierhilfe.example", "es", "solicitudes", "Nueva"],
    ] as const) {
      const answer = (await xlsxRoute.loader(
        args(`https://${host}/admin/requests.xlsx?type=adoption&status=open`, context(ada, locale)),
      )) as Response;
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe(
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      );
      expect(answer.headers.get("content-disposition")).toMatch(
        new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`),
      );
      expect(answer.headers.get("cache-control")).toBe("no-store");
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await answer.arrayBuffer());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(3).value).toBe(status);
    }
  });

  it("without a session: a redirect to the sign-in page, no data", async () => {
    const { context } = await setup();
    const thrown = await (async () =>
      xlsxRoute.loader(args("https://tierhilfe.example/admin/requests.xlsx", context(null))))().catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
  });
});

describe("inbox page loader", () => {
  it("lists, counts and keeps the filter; bad values are ignored", async () => {
    const { ada, context } = await setup();
    const data = await inboxPage.loader(
      args("https://tierhilfe.example/admin?type=adoption&status=nonsense&page=x&q=pe%C3%B1a", context(ada)),
    );
    expect(data.filter).toEqual({ type: "adoption", status: "open", q: "peña", page: 1 });
    expect(data.total).toBe(1);
    expect(data.rows.map((row) => row.name)).toEqual(["María Peña"]);
    expect(data.rows[0]?.createdLabel).toBe("01.03.2026, 11:00");
    expect(data.rows[0]?.assigneeLabel).toBe("nicht zugewiesen");
    expect(data.choices.staff).toEqual([{ id: ada.id, name: "Ada" }]);
    expect(data.choices.dogs).toEqual([{ value: "name:Luna", label: "Luna" }]);
  });

  it("opens on the open requests, counts each stage, and says who works on a request", async () => {
    const { ada, context, db } = await setup();
    await db.insert(submissions).values([
      {
        formType: "contact",
        locale: "de",
        data: {},
        name: "Done",
        email: "d@example.org",
        status: "answered",
      },
      {
        formType: "adoption",
        locale: "de",
        data: {},
        name: "Vera's",
        email: "v@example.org",
        status: "in_review",
        assigneeId: ada.id,
        dogName: "Luna",
        dogId: "4711",
      },
    ]);
    const german = await inboxPage.loader(args("https://tierhilfe.example/admin", context(ada)));
    expect(german.filter.status).toBe("open");
    expect(german.total).toBe(3);
    expect(german.rows.map((row) => row.name)).not.toContain("Done");
    expect(german.stages).toMatchObject({ all: 4, open: 3, byStatus: { new: 2, in_review: 1, answered: 1 } });
    expect(german.rows.find((row) => row.name === "Vera's")?.assigneeLabel).toBe("Ada kümmert sich darum");
    expect(german.choices.dogs).toEqual([
      { value: "id:4711", label: "Luna (ID 4711)" },
      { value: "name:Luna", label: "Luna (ohne ID)" },
    ]);
    const all = await inboxPage.loader(args("https://tierhilfe.example/admin?status=all", context(ada)));
    expect(all.total).toBe(4);
    const spanish = await inboxPage.loader(args("https://es.tierhilfe.example/admin", context(ada, "es")));
    expect(spanish.rows.find((row) => row.name === "Vera's")?.assigneeLabel).toBe("Lo lleva Ada");
    expect(spanish.rows.find((row) => row.name === "María Peña")?.assigneeLabel).toBe("sin asignar");
    expect(spanish.choices.dogs.map((dog) => dog.label)).toEqual(["Luna (ID 4711)", "Luna (sin ID)"]);
  });
});
