// Issue 28, a volunteer's week with the back office: a request taken by hand says who recorded it
// and how it came (history and the team's mail, as delivered over SMTP), is the recorder's from
// the start, and its page lists the other requests of its person when it has no address.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { historySentence } from "~/components/admin/request/request-history";
import { catalogs } from "~/content/catalogs.server";
import { demoSiteConfig } from "~/content/site-config";
import type { Locale } from "~/i18n/locale";
import { createRequestsServices } from "../back-office/requests-service";
import { parseConfig } from "../config";
import { mailOutbox, requestEvents, staffAccounts, submissions } from "../db/schema";
import type { DogService } from "../dogs/dog-service";
import { smtpMailSender } from "../submissions/mail-sender";
import { createMailWorker } from "../submissions/mail-worker";
import { submitRequest } from "../submissions/submit-request";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { makeDog } from "../../tests/support/dogs/fixtures";
import { recordingLogger, until } from "../../tests/support/submissions/helpers";
import { parseMail } from "../../tests/support/submissions/mime";
import { exampleRequests, exampleToday } from "../../tests/support/submissions/requests";
import { startSmtpSink } from "../../tests/support/submissions/smtp";
import { createRelationsServices } from "./service";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };
const mailFrom = "Tierhilfe <website@verein.example>";
const errors = catalogs.de.admin.relations.errors;

describe.each(await databaseKinds())("a request recorded by hand, on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  async function setup() {
    const fresh = await freshDatabase(kind);
    onTestFinished(fresh.dispose);
    const db = fresh.database.db;
    const dogs = [makeDog({ id: "100", name: "Luna", slug: "luna-100" })];
    const deps = {
      db,
      config: parseConfig({ MAIL_FROM: mailFrom, MAIL_TO_DE: mailTo.de, MAIL_TO_ES: mailTo.es }),
      site: demoSiteConfig,
      dogs: { list: () => ({ available: true, dogs, cacheTimestamp: null }) } as unknown as DogService,
      logger: recordingLogger().logger,
      origins: { de: "https://hunde.example", es: "https://perros.example" },
      wakeMailer: () => {},
    };
    const [nora] = await db
      .insert(staffAccounts)
      .values({ email: "nora@verein.example", name: "Nora Neu", passwordHash: "x" })
      .returning({ id: staffAccounts.id, name: staffAccounts.name });
    return {
      db,
      nora: nora!,
      relations: createRelationsServices(deps),
      requests: createRequestsServices(deps),
    };
  }

  const byPhone = {
    channel: "phone",
    formType: "adoption",
    dogId: "100",
    name: "Olga Anruferin",
    email: "",
    phone: "+49 171 2345678",
    locale: "de",
    message: "Hat nach Luna gefragt",
  };

  async function historyOf(requests: ReturnType<typeof createRequestsServices>, id: string, locale: Locale) {
    const detail = await requests.detail(id, locale);
    const admin = catalogs[locale].admin;
    return {
      detail: detail!,
      lines: detail!.history.map((entry) => historySentence(entry, admin.request, admin.common)),
    };
  }

  test("the history names who recorded it and how it came, and that they took it; in both languages", async () => {
    const { db, nora, relations, requests } = await setup();
    const made = await relations.recordRequest(byPhone, nora, errors);
    if (!made.ok) throw new Error(JSON.stringify(made));
    const [row] = await db.select().from(submissions).where(eq(submissions.id, made.id));
    expect(row!.assigneeId).toBe(nora.id);
    expect(row!.openedAt).not.toBeNull();
    // Created as it is: a page rendered now sends revision 0 and its first change goes through.
    expect(row!.revision).toBe(0);

    const de = await historyOf(requests, made.id, "de");
    expect(de.lines).toEqual([
      "Nora Neu hat die Anfrage erfasst (Telefon)",
      "Nora Neu hat die Anfrage übernommen",
    ]);
    expect(de.detail.assignee).toEqual({ id: nora.id, name: "Nora Neu" });
    expect(de.detail.unread).toBe(false);
    const es = await historyOf(requests, made.id, "es");
    expect(es.lines).toEqual([
      "Nora Neu ha registrado la solicitud (teléfono)",
      "Nora Neu ha asumido la solicitud",
    ]);

    const whatsapp = await relations.recordRequest({ ...byPhone, channel: "whatsapp" }, nora, errors);
    const event = await relations.recordRequest({ ...byPhone, channel: "event" }, nora, errors);
    expect((await historyOf(requests, (whatsapp as { id: string }).id, "de")).lines[0]).toBe(
      "Nora Neu hat die Anfrage erfasst (WhatsApp)",
    );
    expect((await historyOf(requests, (event as { id: string }).id, "es")).lines[0]).toBe(
      "Nora Neu ha registrado la solicitud (evento)",
    );

    // A request through the website: as before, nobody's and unread.
    const web = await submitRequest({
      db,
      formType: "adoption",
      locale: "de",
      data: exampleRequests.adoption,
      mailTo,
      today: exampleToday,
    });
    if (!web.ok) throw new Error(JSON.stringify(web));
    const site = await historyOf(requests, web.id, "de");
    expect(site.lines).toEqual(["Die Anfrage ist über die Website eingegangen"]);
    expect(site.detail.assignee).toBeNull();
    expect(site.detail.unread).toBe(true);
    expect(await db.select().from(requestEvents).where(eq(requestEvents.submissionId, web.id))).toHaveLength(
      1,
    );
  });

  test("without an address, the page lists the other requests of its person, never 'from .'", async () => {
    const { db, nora, relations, requests } = await setup();
    const made = await relations.recordRequest(byPhone, nora, errors);
    if (!made.ok) throw new Error(JSON.stringify(made));
    const alone = (await requests.detail(made.id, "de"))!;
    expect(alone.email).toBe("");
    expect(alone.othersBy).toBe("person");
    expect(alone.otherRequests).toEqual([]);

    // A second request of that person (as after a merge of two records): listed.
    const [row] = await db.select().from(submissions).where(eq(submissions.id, made.id));
    const [second] = await db
      .insert(submissions)
      .values({ formType: "contact", locale: "de", data: {}, name: "Olga", personId: row!.personId })
      .returning({ id: submissions.id });
    const withSecond = (await requests.detail(made.id, "de"))!;
    expect(withSecond.otherRequests.map((other) => other.id)).toEqual([second!.id]);

    // With an address: by the address, as before.
    const mailed = await relations.recordRequest({ ...byPhone, email: "olga@example.org" }, nora, errors);
    if (!mailed.ok) throw new Error(JSON.stringify(mailed));
    expect((await requests.detail(mailed.id, "de"))!.othersBy).toBe("email");
  });

  test("the team's mail, as delivered: who recorded it and how; without an address, that a reply does not reach them", async () => {
    const { db, nora, relations } = await setup();
    const smtp = await startSmtpSink();
    onTestFinished(smtp.close);
    const phoned = await relations.recordRequest(byPhone, nora, errors);
    const mailed = await relations.recordRequest(
      {
        ...byPhone,
        channel: "email",
        formType: "contact",
        dogId: "",
        email: "Olga@Example.org",
        locale: "es",
      },
      nora,
      errors,
    );
    if (!phoned.ok || !mailed.ok) throw new Error("not recorded");
    const worker = createMailWorker({
      db,
      sender: smtpMailSender(smtp.url, mailFrom),
      logger: recordingLogger().logger,
      pollMs: 20,
    });
    worker.start();
    onTestFinished(() => worker.stop());
    await until("both notifications", async () => {
      const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "notification"));
      return rows.length === 2 && rows.every((row) => row.sentAt !== null);
    });
    const delivered = async (id: string) => {
      const [row] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.submissionId, id), eq(mailOutbox.kind, "notification")));
      const found = smtp.messages.filter((message) =>
        (parseMail(message.raw).headers["message-id"] ?? "").includes(row!.id),
      );
      expect(found).toHaveLength(1);
      return { to: found[0]!.to, mail: parseMail(found[0]!.raw) };
    };

    const german = await delivered(phoned.id);
    expect(german.to).toEqual([mailTo.de]);
    expect(german.mail.text).toContain(
      "Nora Neu hat diese Anfrage in der Verwaltung erfasst (Telefon). Die Person hat keine E-Mail-Adresse angegeben: Eine Antwort auf diese Mail erreicht sie nicht. Telefonisch erreichbar unter +49 171 2345678.",
    );
    expect(german.mail.text).not.toContain("Formular der deutschen Website");
    expect(german.mail.text).not.toContain(`direkt an ${mailTo.de}`);

    const spanish = await delivered(mailed.id);
    expect(spanish.to).toEqual([mailTo.es]);
    expect(spanish.mail.headers["reply-to"]).toContain("olga@example.org");
    expect(spanish.mail.text).toContain(
      "Nora Neu ha registrado esta solicitud en la administración (correo electrónico). Si respondes a este correo, la respuesta llega directamente a olga@example.org.",
    );
    expect(spanish.mail.text).not.toContain("formulario de la web");
  });
});
