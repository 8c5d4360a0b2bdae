import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { adoptionWeeks } from "~/content/facts";
import { formatEuro } from "~/domain/fees";
import { catalogs } from "~/content/catalogs.server";
import { plainParagraph } from "~/content/shapes";
import { demoSiteConfig } from "~/content/site-config";
import type { FormType } from "~/domain/forms/form-types";
import { locales } from "~/i18n/locale";
import type { Db } from "../db/client";
import { mailOutbox, requestEvents, submissions } from "../db/schema";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { mailParagraph } from "./confirmation-mail";
import { greetingName, greetingNameOf } from "./greeting-name";
import { smtpMailSender } from "./mail-sender";
import { createMailWorker } from "./mail-worker";
import { submitRequest } from "./submit-request";
import { parseMail } from "../../tests/support/submissions/mime";
import { startSmtpSink } from "../../tests/support/submissions/smtp";
import { exampleRequests, exampleToday } from "../../tests/support/submissions/requests";
import { pause, recordingLogger, until } from "../../tests/support/submissions/helpers";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };
const from = "Tierhilfe Website <no-reply@verein.example>";

async function submit(db: Db, formType: FormType, locale: "de" | "es", data: Record<string, unknown>) {
  const result = await submitRequest({
    db,
    formType,
    locale,
    data,
    mailTo,
    today: exampleToday,
    site: demoSiteConfig,
    resolveDog: ({ name }) => ({ id: name?.toLowerCase() === "luna" ? "dog-17" : null, name }),
  });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

describe("the confirmation mail through a real SMTP server", () => {
  test.each(locales)(
    "adoption in %s: to the applicant, in the language, the name as written, the feed's dog and the seven steps only",
    async (locale) => {
      const { database, dispose } = await freshDatabase("pglite");
      onTestFinished(dispose);
      const db = database.db;
      const smtp = await startSmtpSink();
      onTestFinished(smtp.close);
      const worker = createMailWorker({
        db,
        sender: smtpMailSender(smtp.url, from),
        logger: recordingLogger().logger,
        pollMs: 30,
      });
      worker.start();
      onTestFinished(() => worker.stop());

      const data = {
        ...exampleRequests.adoption,
        name: "Maria Müller-Lüdenscheidt",
        email: "Maria.Probe@Example.org",
        phone: "+49 170 9876543",
        message: "Geheime Nachricht über unseren Garten.",
        livingSituation: "Wohnung im dritten Stock",
      };
      await submit(db, "adoption", locale, data);
      worker.wake();
      await until("two mails", () => smtp.messages.length >= 2);
      await pause(200);
      expect(smtp.messages).toHaveLength(2);

      const received = smtp.messages.find((message) =>
        message.to.some((to) => /^maria\.probe@example\.org$/i.test(to)),
      );
      expect(received, "a mail to the applicant").toBeDefined();
      const mail = parseMail(received?.raw ?? "");
      const text = catalogs[locale].confirmation;
      // As typed (a mail server may lower-case the domain); the hourly limit counts it in any case.
      expect(mail.headers.to).toMatch(/^Maria\.Probe@example\.org$/i);
      expect(received?.to[0]?.startsWith("Maria.Probe@")).toBe(true);
      expect(mail.headers["reply-to"]).toBe(mailTo[locale]);
      expect(mail.headers.from).toBe(from);
      expect(mail.headers.subject).toBe(text.subject.adoption);
      // The name as the person wrote it, no guessing which word is the first name.
      expect(mail.text).toContain(text.greeting("Maria Müller-Lüdenscheidt"));
      // Luna is a dog of the feed (its id was found): the mail names it.
      expect(mail.text).toContain(text.received.adoption("Luna"));
      expect(mail.text).toContain(text.adoptionIntro(7, "Luna"));
      // The expected duration, as the adoption page states it.
      const weeks = adoptionWeeks[locale === "de" ? "germany" : "spain"];
      expect(mail.text).toContain(`${weeks.min}–${weeks.max} ${locale === "de" ? "Wochen" : "semanas"}`);
      const steps = catalogs[locale].adoption.steps.items;
      expect(steps).toHaveLength(7);
      steps.forEach((step, index) => {
        expect(mail.text).toContain(`${index + 1}. ${step.title}`);
        for (const paragraph of step.text) {
          // A closing sentence that is mostly link text is left out in the mail; the rest stays.
          const words = typeof paragraph === "string" ? paragraph : plainParagraph(paragraph);
          expect(mail.text).toContain(words.split(/(?<=[.!?:])\s/)[0]?.trim());
        }
      });
      expect(mail.text).toContain(demoSiteConfig[locale].email);
      expect(mail.text).toContain(demoSiteConfig[locale].phone);
      for (const secret of ["9876543", "Geheime", "dritten Stock", "Maria.Probe"]) {
        expect(mail.text, secret).not.toContain(secret);
        expect(mail.html, secret).not.toContain(secret);
      }
      expect(mail.html).toContain("<ol>");
      const precheck = catalogs[locale].adoption.steps.items[2].text[0];
      const standalone = Array.isArray(precheck) ? precheck.at(-1) : undefined;
      expect(typeof standalone === "object" && mail.text.includes(standalone.text)).toBe(false);

      // The notification still goes to the association, with the request's data.
      const notification = smtp.messages.find((message) => message.to.includes(mailTo[locale]));
      expect(parseMail(notification?.raw ?? "").text).toContain("Geheime Nachricht");
    },
  );

  test.each(locales)("foster home in %s: its own next steps, no adoption steps", async (locale) => {
    const { database, dispose } = await freshDatabase("pglite");
    onTestFinished(dispose);
    const db = database.db;
    const smtp = await startSmtpSink();
    onTestFinished(smtp.close);
    const worker = createMailWorker({
      db,
      sender: smtpMailSender(smtp.url, from),
      logger: recordingLogger().logger,
      pollMs: 30,
    });
    worker.start();
    onTestFinished(() => worker.stop());
    await submit(db, "foster_home", locale, exampleRequests.foster_home);
    await until("two mails", () => smtp.messages.length >= 2);
    const mail = parseMail(
      smtp.messages.find((message) => message.to.includes("anna@example.org"))?.raw ?? "",
    );
    const text = catalogs[locale].confirmation;
    expect(mail.headers.subject).toBe(text.subject.foster_home);
    expect(mail.text).toContain(text.greeting("Anna Schmidt"));
    for (const line of text.next.foster_home) expect(mail.text).toContain(line);
    expect(mail.text).not.toContain(catalogs[locale].adoption.steps.items[0].title);
    for (const secret of ["Hauptstraße", "79098", "0761"]) expect(mail.text).not.toContain(secret);
  });
});

describe.each(await databaseKinds())("storing a request on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  async function database() {
    const fresh = await freshDatabase(kind);
    onTestFinished(fresh.dispose);
    return fresh.database.db;
  }

  const confirmations = async (db: Db) =>
    (await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "confirmation"))).map(
      (row) => row.recipient,
    );

  test("at most one confirmation per address per hour; the notification is always queued", async () => {
    const db = await database();
    await submit(db, "contact", "de", exampleRequests.contact);
    await submit(db, "adoption", "es", { ...exampleRequests.adoption, email: "LUCIA@example.es" });
    expect(await confirmations(db)).toEqual([exampleRequests.contact.email]);
    await submit(db, "adoption", "de", exampleRequests.adoption);
    expect((await confirmations(db)).sort()).toEqual(["lucia@example.es", "maria@example.org"]);
    const notifications = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "notification"));
    expect(notifications).toHaveLength(3);
    const received = await db.select().from(requestEvents);
    expect(received.map((event) => event.detail.confirmation).sort()).toEqual([false, true, true]);

    // An hour later, the address may get one again.
    await db.update(mailOutbox).set({ createdAt: sql`now() - interval '61 minutes'` });
    await submit(db, "contact", "de", exampleRequests.contact);
    expect(await confirmations(db)).toHaveLength(3);
  });

  test("concurrent requests from one address queue one confirmation", async () => {
    const db = await database();
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        submit(db, "contact", "de", { ...exampleRequests.contact, name: `Lucía ${i}` }),
      ),
    );
    expect(await confirmations(db)).toEqual(["lucia@example.es"]);
    expect(await db.select().from(submissions)).toHaveLength(6);
  });

  test("the columns, the dog's feed id and the 'received' history entry are stored with the request", async () => {
    const db = await database();
    const adoption = await submit(db, "adoption", "de", {
      ...exampleRequests.adoption,
      email: "Maria@Example.ORG",
    });
    const membership = await submit(db, "membership", "es", exampleRequests.membership);
    const contact = await submit(db, "contact", "es", { ...exampleRequests.contact, dogName: "Bella" });
    const rows = await db.select().from(submissions);
    const row = (id: string) => rows.find((candidate) => candidate.id === id);
    expect(row(adoption)).toMatchObject({
      name: "Maria Müller",
      email: "maria@example.org",
      phone: "+49 170 1234567",
      dogName: "Luna",
      dogId: "dog-17",
      status: "new",
      openedAt: null,
    });
    expect(row(membership)).toMatchObject({
      name: "Carmen Ruiz",
      email: "carmen@example.es",
      phone: "+34 600 123 456",
      dogName: null,
      dogId: null,
    });
    expect(row(contact)).toMatchObject({ name: "Lucía García", dogName: "Bella", dogId: null, phone: null });
    const events = await db.select().from(requestEvents);
    expect(events).toHaveLength(3);
    for (const event of events)
      expect(event).toMatchObject({ kind: "received", actorId: null, actorName: null });
  });
});

test("the greeting takes the name as written, only when it reads as a name", () => {
  expect(greetingName("Familie Yılmaz")).toBe("Familie Yılmaz");
  expect(greetingName("María José García Núñez")).toBe("María José García Núñez");
  expect(greetingName("  José-Luis  O’Brien Jr. ")).toBe("José-Luis O’Brien Jr.");
  expect(greetingName("Александра Петрова")).toBe("Александра Петрова");
  expect(greetingName("山田 太郎")).toBe("山田 太郎");
  expect(greetingName("http://spam.example win")).toBe("");
  expect(greetingName("a@b.example")).toBe("");
  expect(greetingName("Gewinn 1000 €")).toBe("");
  expect(greetingName("Klick hier, sofort!")).toBe("");
  expect(greetingName("...")).toBe("");
  expect(greetingName("x".repeat(61))).toBe("");
  // Membership asks for the first name: that is the greeting's name.
  expect(greetingNameOf("membership", { firstName: "Carmen", lastName: "Ruiz" })).toBe("Carmen");
  expect(greetingNameOf("sponsorship", { yourName: "José Pérez" })).toBe("José Pérez");
  expect(greetingNameOf("contact", { name: "Familie Yılmaz" })).toBe("Familie Yılmaz");
});

test("the greetings read as in each language", () => {
  expect(catalogs.de.confirmation.greeting("Familie Yılmaz")).toBe("Hallo Familie Yılmaz,");
  expect(catalogs.es.confirmation.greeting("María José García Núñez")).toBe("Hola, María José García Núñez:");
  expect(catalogs.de.confirmation.greeting("")).toBe("Hallo,");
  expect(catalogs.es.confirmation.greeting("")).toBe("Hola:");
});

test("a closing sentence that is mostly link text is left out; a link inside a sentence stays as words", () => {
  const link = (text: string) => ({ text, to: { route: "faq" as const } });
  expect(mailParagraph(["Wir besuchen dich. ", link("So läuft die Vorkontrolle ab")])).toBe(
    "Wir besuchen dich.",
  );
  expect(
    mailParagraph([
      "Die Gebühr deckt alles. Mehr zum ",
      link("Schutzvertrag"),
      " und zu den ",
      link("Kosten"),
      ".",
    ]),
  ).toBe("Die Gebühr deckt alles.");
  expect(mailParagraph(["Wir melden uns nach einigen Wochen zur ", link("Nachkontrolle"), "."])).toBe(
    "Wir melden uns nach einigen Wochen zur Nachkontrolle.",
  );
  for (const locale of locales) {
    const steps = catalogs[locale].adoption.steps.items.flatMap((step) => step.text.map(mailParagraph));
    // No sentence of the mail only points to a page.
    for (const paragraph of steps)
      expect(paragraph).not.toMatch(/^(Mehr zum|Más sobre)|(Más sobre|Mehr zum) [^.]*\.$/);
  }
});

describe("what a confirmation names", () => {
  async function confirmationOf(
    formType: FormType,
    locale: "de" | "es",
    data: Record<string, unknown>,
  ): Promise<string> {
    const { database, dispose } = await freshDatabase("pglite");
    onTestFinished(dispose);
    await submit(database.db, formType, locale, data);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "confirmation"));
    return row?.textBody ?? "";
  }

  test.each(locales)(
    "sponsorship in %s: the feed's dog, the monthly amount and how to pay it",
    async (locale) => {
      const body = await confirmationOf("sponsorship", locale, {
        ...exampleRequests.sponsorship,
        dogName: "luna",
        amount: 25,
      });
      const site = demoSiteConfig[locale];
      const text = catalogs[locale].confirmation;
      expect(body).toContain(text.greeting("José Pérez"));
      // The dog as the feed resolved it; the amount as the form accepted it.
      const amount = formatEuro(25, locale);
      expect(body).toContain(
        locale === "de"
          ? `Patenschaft für luna: ${amount} im Monat.`
          : `apadrinamiento de luna: ${amount} al mes.`,
      );
      expect(body).toContain(text.sponsorshipPayment.heading);
      expect(body).toContain(site.bank.iban);
      expect(body).toContain(site.bank.bic);
      expect(body).toContain(site.bank.recipient);
      expect(body).toContain(
        locale === "de" ? "Verwendungszweck: Patenschaft luna" : "Concepto: Apadrinamiento luna",
      );
    },
  );

  test.each(locales)(
    "in %s a dog name the visitor typed that is not a dog of the feed is never repeated",
    async (locale) => {
      const words = "Gratis Bitcoin unter spam.example";
      const adoption = await confirmationOf("adoption", locale, { ...exampleRequests.adoption, dog: words });
      const sponsorship = await confirmationOf("sponsorship", locale, {
        ...exampleRequests.sponsorship,
        dogName: words,
      });
      for (const body of [adoption, sponsorship]) {
        expect(body).not.toContain("Bitcoin");
        expect(body).not.toContain("spam.example");
      }
      expect(adoption).toContain(catalogs[locale].confirmation.received.adoption(null));
      expect(sponsorship).toContain(demoSiteConfig[locale].bank.iban);
    },
  );

  test("a name that does not read as a name gives a greeting without one", async () => {
    const body = await confirmationOf("contact", "de", {
      ...exampleRequests.contact,
      name: "Besuche https://spam.example jetzt",
    });
    expect(body.startsWith("Hallo,\n")).toBe(true);
    expect(body).not.toContain("spam.example");
  });
});
