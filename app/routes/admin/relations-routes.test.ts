import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import type { ContextValues } from "~/context";
import { associationTimeZone, todayIn } from "~/domain/forms/dates";
import type { Dog } from "~/domain/dogs/types";
import type { Locale } from "~/i18n/locale";
import { parseConfig } from "../../../server/config";
import type { StaffMember } from "../../../server/back-office/staff-member";
import { mailOutbox, relations, staffAccounts, submissions } from "../../../server/db/schema";
import { createRelationsServices } from "../../../server/relations/service";
import { disposeTemplates, freshDatabase } from "../../../tests/support/db/database";
import { makeDog } from "../../../tests/support/dogs/fixtures";
import { adminRouteArgs, siteRequest } from "../../../tests/support/routes/route-args";
import { recordingLogger } from "../../../tests/support/submissions/helpers";
import * as listPage from "./relations";
import * as relationAction from "./relations-request";
import * as xlsxRoute from "./relations-xlsx";
import * as newRequest from "./request-new";

afterAll(disposeTemplates);

async function setup(dogs = [makeDog({ id: "100", name: "Luna", slug: "luna-100" })]) {
  const { database, dispose } = await freshDatabase("pglite");
  onTestFinished(dispose);
  const db = database.db;
  const log = recordingLogger();
  const service = createRelationsServices({
    db,
    config: parseConfig({
      MAIL_FROM: "T <w@verein.example>",
      MAIL_TO_DE: "de@verein.example",
      MAIL_TO_ES: "es@verein.example",
    }),
    site: demoSiteConfig,
    dogs: { list: () => ({ available: true, dogs, cacheTimestamp: null }) } as never,
    logger: log.logger,
    origins: { de: "https://tierhilfe.example", es: "https://es.tierhilfe.example" },
    wakeMailer: () => {},
  });
  const accounts = await db
    .insert(staffAccounts)
    .values([
      { email: "ada@example.org", name: "Ada", role: "admin", passwordHash: "x" },
      { email: "vic@example.org", name: "Vic", role: "volunteer", passwordHash: "x" },
    ])
    .returning({ id: staffAccounts.id });
  const ada: StaffMember = { id: accounts[0]!.id, email: "ada@example.org", name: "Ada", role: "admin" };
  const vic: StaffMember = { id: accounts[1]!.id, email: "vic@example.org", name: "Vic", role: "volunteer" };
  const [member, sponsor] = await db
    .insert(submissions)
    .values([
      {
        formType: "membership",
        locale: "de",
        status: "accepted",
        data: { firstName: "Eva", lastName: "Muster", paymentInterval: "monthly", entryDate: "2025-01-01" },
        name: "Eva Muster",
      },
      {
        formType: "sponsorship",
        locale: "de",
        status: "confirmed",
        data: { amount: 15 },
        name: "Pat Pate",
        dogName: "Luna",
        dogId: "100",
      },
    ])
    .returning({ id: submissions.id });
  const context = (staff: StaffMember | null, locale: Locale = "de"): Partial<ContextValues> => ({
    site: siteRequest(locale),
    session: staff,
    backOffice: { relations: service } as never,
    logger: log.logger,
  });
  return { db, ada, vic, context, member: member!.id, sponsor: sponsor!.id };
}

const args = (request: Request, context: Partial<ContextValues>, params: Record<string, string> = {}) =>
  adminRouteArgs(request, context, params) as never;

async function thrownBy(run: () => Promise<unknown>): Promise<Response> {
  const thrown = await run().then(
    () => null,
    (error: unknown) => error,
  );
  const status = (thrown as { init?: { status?: number }; status?: number } | null)?.init?.status;
  return { status: status ?? (thrown as Response | null)?.status } as Response;
}

describe("relations exports", () => {
  it("members and sponsors only for admins (403 for a volunteer); the others for every volunteer", async () => {
    const { ada, vic, context } = await setup();
    for (const kind of ["membership", "sponsorship"]) {
      const refused = await thrownBy(async () =>
        xlsxRoute.loader(
          args(new Request(`https://tierhilfe.example/admin/relations/${kind}.xlsx`), context(vic)),
        ),
      );
      expect(refused.status).toBe(403);
    }
    const answer = (await xlsxRoute.loader(
      args(new Request("https://tierhilfe.example/admin/relations/membership.xlsx"), context(ada)),
    )) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="mitglieder-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await answer.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe("Muster");

    const foster = (await xlsxRoute.loader(
      args(new Request("https://es.tierhilfe.example/admin/relations/foster_home.xlsx"), context(vic, "es")),
    )) as Response;
    expect(foster.status).toBe(200);
    expect(foster.headers.get("content-disposition")).toContain("casas-de-acogida-");
  });

  it("without a session: the sign-in page, no data", async () => {
    const { context } = await setup();
    const refused = await thrownBy(async () =>
      xlsxRoute.loader(
        args(new Request("https://tierhilfe.example/admin/relations/adoption.xlsx"), context(null)),
      ),
    );
    expect(refused.status).toBe(302);
  });
});

describe("relations list page", () => {
  it("lists a kind with the counts of all four and hides the export link from a volunteer where it is refused", async () => {
    const { vic, ada, context, sponsor } = await setup();
    const data = await listPage.loader(
      args(new Request("https://tierhilfe.example/admin/relations/sponsorship?q=luna"), context(vic), {
        kind: "sponsorship",
      }),
    );
    expect(data.rows.map((row) => row.id)).toEqual([sponsor]);
    expect(data.counts.membership.active).toBe(1);
    expect(data.canExport).toBe(false);
    const forAdmin = await listPage.loader(
      args(new Request("https://tierhilfe.example/admin/relations/sponsorship"), context(ada), {
        kind: "sponsorship",
      }),
    );
    expect(forAdmin.canExport).toBe(true);
    const unknown = await thrownBy(async () =>
      listPage.loader(
        args(new Request("https://tierhilfe.example/admin/relations/x"), context(ada), { kind: "x" }),
      ),
    );
    expect(unknown.status).toBe(404);
  });
});

describe("the request page's relation action", () => {
  it("ends a sponsorship with a day and a reason after the tick; without the tick nothing changes", async () => {
    const { db, vic, context, sponsor } = await setup();
    const post = (fields: Record<string, string>) =>
      relationAction.action(
        args(
          new Request(`https://tierhilfe.example/admin/requests/${sponsor}/relation`, {
            method: "POST",
            body: new URLSearchParams(fields),
          }),
          context(vic),
          { id: sponsor },
        ),
      );
    // No relations row: it lasts since the request's last change (today), so it ends today at the earliest.
    const today = todayIn(associationTimeZone, new Date());
    const base = { intent: "end", endedOn: today, reason: "Kann nicht mehr zahlen", revision: "0" };
    const unconfirmed = (await post(base)) as { init: { status: number } };
    expect(unconfirmed.init.status).toBe(422);
    expect((await db.select().from(submissions).where(eq(submissions.id, sponsor)))[0]!.status).toBe(
      "confirmed",
    );
    const done = (await post({ ...base, confirm: "on" })) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/admin/requests/${sponsor}?done=relation#relation`);
    expect((await db.select().from(submissions).where(eq(submissions.id, sponsor)))[0]!.status).toBe("ended");
    const [row] = await db.select().from(relations).where(eq(relations.submissionId, sponsor));
    expect(row).toMatchObject({ endedOn: today, endReason: "Kann nicht mehr zahlen" });
  });
});

describe("recording a request by hand", () => {
  it("stores it with its channel and goes on to the new request", async () => {
    const { db, vic, context } = await setup();
    const answer = (await newRequest.action(
      args(
        new Request("https://tierhilfe.example/admin/requests/new", {
          method: "POST",
          body: new URLSearchParams({
            channel: "event",
            formType: "sponsorship",
            dogId: "100",
            name: "Sven Stand",
            phone: "0171 1234567",
            locale: "de",
          }),
        }),
        context(vic),
      ),
    )) as Response;
    expect(answer.status).toBe(303);
    // On to the new request's page, which confirms it (issue 28: "Die Anfrage ist erfasst").
    const location = answer.headers.get("location")!;
    expect(location).toMatch(/^\/admin\/requests\/[0-9a-f-]{36}\?done=recorded$/);
    const id = location.split("?")[0]!.split("/").at(-1)!;
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({
      channel: "event",
      formType: "sponsorship",
      dogName: "Luna",
      name: "Sven Stand",
      assigneeId: vic.id,
    });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, id));
    expect(mails.map((mail) => mail.kind)).toEqual(["notification"]);
  });
});

describe("the new request's dog choice", () => {
  it("by name; dogs of one name told apart by what a volunteer sees, never by an internal id", async () => {
    const fleur = (id: string, more: Partial<Dog>) =>
      makeDog({ id, name: "Fleur", slug: `fleur-${id}`, ...more });
    const first = "5b1e8d24-9f3a-4c1e-8a2b-3c4d5e6f7a8b";
    const second = "9c2f7e10-1b2a-4d3c-9e8f-7a6b5c4d3e2f";
    const { vic, context } = await setup([
      makeDog({ id: "100", name: "Luna", slug: "luna-100" }),
      fleur(first, { location: { country: "germany", detail: "foster" } }),
      fleur(second, { location: { country: "spain", detail: "finca" }, headlineEs: "Muy tranquila" }),
    ]);
    const choices = async (locale: Locale) => {
      const loaded = (await newRequest.loader(
        args(new Request("https://tierhilfe.example/admin/requests/new"), context(vic, locale)),
      )) as { dogs: { id: string; label: string }[] };
      return Object.fromEntries(loaded.dogs.map((dog) => [dog.id, dog.label]));
    };
    expect(await choices("de")).toEqual({
      "100": "Luna",
      [first]: "Fleur – Deutschland (Pflegestelle)",
      [second]: "Fleur – Spanien (Finca Chaos)",
    });
    expect(await choices("es")).toEqual({
      "100": "Luna",
      [first]: "Fleur – Alemania (casa de acogida)",
      [second]: "Fleur – España (Finca Chaos)",
    });
  });
});
