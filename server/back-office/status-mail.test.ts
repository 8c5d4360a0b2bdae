import { eq } from "drizzle-orm";
import { afterAll, describe, expect, onTestFinished, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { demoSiteConfig } from "~/content/site-config";
import { statusAfterMail, templatesFor } from "~/domain/back-office/pipeline";
import { formatEuro } from "~/domain/fees";
import { formTypes, type FormType } from "~/domain/forms/form-types";
import type { Locale } from "~/i18n/locale";
import { parseConfig } from "../config";
import type { Db } from "../db/client";
import { mailOutbox, staffAccounts, submissions } from "../db/schema";
import type { DogService } from "../dogs/dog-service";
import { smtpMailSender } from "../submissions/mail-sender";
import { createMailWorker } from "../submissions/mail-worker";
import { submitRequest } from "../submissions/submit-request";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { makeDog } from "../../tests/support/dogs/fixtures";
import { parseMail } from "../../tests/support/submissions/mime";
import { exampleRequests, exampleToday } from "../../tests/support/submissions/requests";
import { startSmtpSink } from "../../tests/support/submissions/smtp";
import { recordingLogger, until } from "../../tests/support/submissions/helpers";
import { createRequestsServices } from "./requests-service";
import { quoted } from "./status-mail";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };
const mailFrom = "Tierhilfe <website@verein.example>";
const origins = { de: "https://hunde.example", es: "https://perros.example" };

const dogs: DogService = {
  list: () => ({
    available: true,
    dogs: [makeDog({ id: "100", name: "Luna", slug: "luna-100" })],
    cacheTimestamp: new Date().toISOString(),
  }),
  reload: () => Promise.resolve(),
  refresh: () => Promise.resolve(true),
  start: () => Promise.resolve(),
  stop: () => {},
  health: () => ({ fetchedAt: null, lastError: null, lastErrorAt: null }),
};

async function setup() {
  const fresh = await freshDatabase("pglite");
  onTestFinished(fresh.dispose);
  const db = fresh.database.db;
  const service = createRequestsServices({
    db,
    config: parseConfig({ MAIL_FROM: mailFrom, MAIL_TO_DE: mailTo.de, MAIL_TO_ES: mailTo.es }),
    site: demoSiteConfig,
    dogs,
    logger: recordingLogger().logger,
    origins,
    wakeMailer: () => {},
  });
  const [vera] = await db
    .insert(staffAccounts)
    .values({ email: "vera@verein.example", name: "Vera Volunteer", passwordHash: "x" })
    .returning({ id: staffAccounts.id, name: staffAccounts.name });
  return { db, service, vera: vera! };
}

async function seed(db: Db, formType: FormType, locale: Locale, overrides: Record<string, unknown> = {}) {
  const result = await submitRequest({
    db,
    formType,
    locale,
    data: { ...exampleRequests[formType], ...overrides },
    mailTo,
    today: exampleToday,
    resolveDog: ({ name }) => ({ id: name === "Luna" ? "100" : null, name }),
  });
  if (!result.ok) throw new Error(`seed failed: ${JSON.stringify(result)}`);
  return result.id;
}

const statusOf = async (db: Db, id: string) =>
  (await db.select().from(submissions).where(eq(submissions.id, id)))[0]?.status;

describe("status mail templates", () => {
  test("each kind has the templates of its work, and each moves the request to the right status", () => {
    expect(templatesFor("membership")).toContain("welcome");
    expect(templatesFor("sponsorship")).toContain("confirmed");
    expect(templatesFor("contact")).toContain("reply");
    expect(statusAfterMail("membership", "welcome")).toBe("accepted");
    expect(statusAfterMail("sponsorship", "confirmed")).toBe("confirmed");
    expect(statusAfterMail("contact", "reply")).toBe("answered");
  });

  test("a contact message is quoted line by line, as mail programs quote", () => {
    expect(quoted("Hallo,\r\nwie geht es Luna?\n\nGruß")).toBe("> Hallo,\n> wie geht es Luna?\n>\n> Gruß");
  });

  test.each(["de", "es"] as const)(
    "in %s: signed by the volunteer, the dog named, welcome, confirmed and reply",
    async (locale) => {
      const { db, service, vera } = await setup();
      const signer = { id: vera.id, name: vera.name };
      const organisation = demoSiteConfig[locale].organisationName;
      const bank = demoSiteConfig[locale].bank;

      const adoption = await seed(db, "adoption", locale);
      for (const template of templatesFor("adoption")) {
        const draft = await service.mailDraft(adoption, template, signer);
        expect(`${draft!.subject}\n${draft!.body}`, template).toContain("Luna");
        expect(draft!.body, template).toMatch(
          new RegExp(
            `\\nVera Volunteer\\n${locale === "de" ? "für das Team von" : "en nombre del equipo de"} `,
          ),
        );
        expect(draft!.body.endsWith(organisation), template).toBe(true);
      }

      const membership = await seed(db, "membership", locale, { paymentInterval: "quarterly" });
      const welcome = await service.mailDraft(membership, "welcome", signer);
      expect(welcome!.body.startsWith(catalogs[locale].statusMails.greeting("Carmen"))).toBe(true);
      expect(welcome!.body).toContain(formatEuro(15, locale));
      expect(welcome!.body).toContain(bank.iban);
      // The bank transfer's reference names the payer in full, so the treasurer can match it.
      expect(welcome!.body).toContain(locale === "de" ? "Mitgliedsbeitrag Carmen Ruiz" : "Cuota Carmen Ruiz");
      expect(
        await service.sendMail(membership, { template: "welcome", ...welcome!, status: "accepted" }, vera),
      ).toEqual({
        ok: true,
      });
      expect(await statusOf(db, membership)).toBe("accepted");

      const sponsorship = await seed(db, "sponsorship", locale, { dogName: "Luna", amount: 25 });
      const confirmed = await service.mailDraft(sponsorship, "confirmed", signer);
      expect(confirmed!.subject).toContain("Luna");
      expect(confirmed!.body).toContain(formatEuro(25, locale));
      expect(confirmed!.body).toContain(bank.iban);
      expect(confirmed!.body).toContain(
        locale === "de"
          ? "Verwendungszweck: Patenschaft Luna, José Pérez"
          : "Concepto: Apadrinamiento Luna, José Pérez",
      );
      expect(
        await service.sendMail(
          sponsorship,
          { template: "confirmed", ...confirmed!, status: "confirmed" },
          vera,
        ),
      ).toEqual({ ok: true });
      expect(await statusOf(db, sponsorship)).toBe("confirmed");

      const question = "Wie geht es Bella?\nIst sie verträglich mit Katzen?";
      const contact = await seed(db, "contact", locale, { message: question });
      const reply = await service.mailDraft(contact, "reply", signer);
      expect(reply!.body).toContain("> Wie geht es Bella?\n> Ist sie verträglich mit Katzen?");
      // The volunteer writes the answer below the quote.
      expect(reply!.body).toContain("> Ist sie verträglich mit Katzen?\n\n\n\n");
      expect(
        await service.sendMail(contact, { template: "reply", ...reply!, status: "answered" }, vera),
      ).toEqual({
        ok: true,
      });
      expect(await statusOf(db, contact)).toBe("answered");
    },
  );

  test("Spanish status mails never assume a gender the site does not know", async () => {
    const { db, service, vera } = await setup();
    const words =
      /\b(adoptad[oa]s?|(?<!la )bienvenid[oa]s?|reservad[oa] para|socio|socia|ahijad[oa]|o\/a|listo|lista|seguro de|contento|contenta|juntos)\b/iu;
    for (const formType of formTypes) {
      const id = await seed(db, formType, "es", formType === "sponsorship" ? { dogName: "Luna" } : {});
      for (const template of templatesFor(formType)) {
        const draft = await service.mailDraft(id, template, vera);
        expect(`${draft!.subject}\n${draft!.body}`, `${formType} ${template}`).not.toMatch(words);
      }
    }
  });

  test.each(["de", "es"] as const)(
    "in %s a status mail goes to the applicant with a blind copy to the association's inbox, through real SMTP",
    async (locale) => {
      const { db, service, vera } = await setup();
      const smtp = await startSmtpSink();
      onTestFinished(smtp.close);
      const id = await seed(db, "adoption", locale, { email: "maria@example.org" });
      const draft = await service.mailDraft(id, "in_review", vera);
      expect(await service.sendMail(id, { template: "in_review", ...draft! }, vera)).toEqual({ ok: true });
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "status"));
      expect(row).toMatchObject({
        recipient: "maria@example.org",
        bcc: mailTo[locale],
        replyTo: mailTo[locale],
      });

      const worker = createMailWorker({
        db,
        sender: smtpMailSender(smtp.url, mailFrom),
        logger: recordingLogger().logger,
        pollMs: 20,
      });
      worker.start();
      onTestFinished(() => worker.stop());
      await until("the status mail", async () => {
        const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
        return sent?.sentAt !== null;
      });
      const delivered = smtp.messages.filter((message) =>
        (parseMail(message.raw).headers["message-id"] ?? "").includes(row!.id),
      );
      expect(delivered).toHaveLength(1);
      // Both get it in one delivery; the applicant does not see the copy's address.
      expect(delivered[0]!.to.sort()).toEqual(["maria@example.org", mailTo[locale]].sort());
      const mail = parseMail(delivered[0]!.raw);
      expect(mail.headers.to).toBe("maria@example.org");
      expect(mail.headers.bcc).toBeUndefined();
      expect(delivered[0]!.raw).not.toContain(mailTo[locale].split("@")[0]! + "@verein.example>");
      expect(mail.text).toContain("Vera Volunteer");
    },
  );
});
