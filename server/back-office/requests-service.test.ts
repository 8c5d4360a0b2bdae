import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import type { FormType } from "~/domain/forms/form-types";
import type { Dog } from "~/domain/dogs/types";
import type { Locale } from "~/i18n/locale";
import { demoSiteConfig } from "~/content/site-config";
import { parseConfig } from "../config";
import type { Db } from "../db/client";
import { mailOutbox, requestEvents, requestNotes, staffAccounts, submissions } from "../db/schema";
import type { DogList, DogService } from "../dogs/dog-service";
import { smtpMailSender } from "../submissions/mail-sender";
import { createMailWorker } from "../submissions/mail-worker";
import { submitRequest } from "../submissions/submit-request";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { makeDog } from "../../tests/support/dogs/fixtures";
import { parseMail } from "../../tests/support/submissions/mime";
import { exampleRequests, exampleToday } from "../../tests/support/submissions/requests";
import { startSmtpSink } from "../../tests/support/submissions/smtp";
import { recordingLogger, until } from "../../tests/support/submissions/helpers";
import { createRequestsServices } from "./requests-service";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };
const mailFrom = "Tierhilfe <website@verein.example>";
const origins = { de: "https://hunde.example", es: "https://perros.example" };

/** A dog service whose list the test sets (only list() is used by the back office). */
function dogStub(dogs: Dog[]): DogService & { set(dogs: Dog[]): void } {
  let current: DogList = { available: true, dogs, cacheTimestamp: new Date().toISOString() };
  return {
    list: () => current,
    reload: () => Promise.resolve(),
    refresh: () => Promise.resolve(true),
    start: () => Promise.resolve(),
    stop: () => {},
    health: () => ({ fetchedAt: null, lastError: null, lastErrorAt: null }),
    set(next) {
      current = { ...current, dogs: next };
    },
  };
}

describe.each(await databaseKinds())("requests service on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  async function setup(dogs: Dog[] = [makeDog({ id: "100", name: "Luna", slug: "luna-100" })]) {
    const fresh = await freshDatabase(kind);
    onTestFinished(fresh.dispose);
    const db = fresh.database.db;
    const feed = dogStub(dogs);
    let wakes = 0;
    const log = recordingLogger();
    const service = createRequestsServices({
      db,
      config: parseConfig({ MAIL_FROM: mailFrom, MAIL_TO_DE: mailTo.de, MAIL_TO_ES: mailTo.es }),
      site: demoSiteConfig,
      dogs: feed,
      logger: log.logger,
      origins,
      wakeMailer: () => void wakes++,
    });
    const [anna, jonas] = await db
      .insert(staffAccounts)
      .values([
        { email: "anna@verein.example", name: "Anna Beispiel", passwordHash: "x" },
        { email: "jonas@verein.example", name: "Jonas Muster", passwordHash: "x", role: "admin" },
      ])
      .returning({ id: staffAccounts.id, name: staffAccounts.name });
    return { db, service, feed, log, anna: anna!, jonas: jonas!, wakes: () => wakes };
  }

  /** A request as the site stores it, with the searchable columns set (whoever fills them). */
  async function seed(
    db: Db,
    formType: FormType,
    locale: Locale,
    overrides: Record<string, unknown> = {},
    columns: { dogId?: string | null } = {},
  ): Promise<string> {
    const result = await submitRequest({
      db,
      formType,
      locale,
      data: { ...exampleRequests[formType], ...overrides },
      mailTo,
      today: exampleToday,
    });
    if (!result.ok) throw new Error(`seed failed: ${JSON.stringify(result)}`);
    const [row] = await db.select().from(submissions).where(eq(submissions.id, result.id));
    const data = row!.data;
    const text = (value: unknown) => (typeof value === "string" ? value : null);
    await db
      .update(submissions)
      .set({
        name:
          row!.name ||
          (text(data.firstName) ? `${text(data.firstName)} ${text(data.lastName)}` : null) ||
          text(data.name) ||
          text(data.yourName) ||
          "",
        email: row!.email || String(data.email).toLowerCase(),
        dogName: row!.dogName ?? text(data.dog) ?? text(data.dogName),
        ...("dogId" in columns ? { dogId: columns.dogId } : {}),
      })
      .where(eq(submissions.id, result.id));
    return result.id;
  }

  const statusRows = (db: Db, id: string) =>
    db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.submissionId, id), eq(mailOutbox.kind, "status")));

  test("detail: every field in form order with labels, the dog, other requests, notes and history", async () => {
    const { db, service, anna } = await setup();
    const id = await seed(db, "adoption", "es", {}, { dogId: "100" });
    const other = await seed(db, "contact", "de", { email: "Maria@Example.org", name: "Maria Müller" });
    await seed(db, "contact", "de", { email: "someone@example.org" });
    await service.markOpened(id, anna);
    await service.markOpened(id, anna);
    await service.addNote(id, "Hat am Telefon\nnett geklungen", anna);

    const detail = await service.detail(id, "de");
    expect(detail).not.toBeNull();
    expect(detail!.formType).toBe("adoption");
    expect(detail!.locale).toBe("es");
    expect(detail!.status).toBe("new");
    expect(detail!.unread).toBe(false);
    expect(detail!.statuses).toEqual([
      "new",
      "in_review",
      "precheck",
      "approved",
      "placed",
      "returned",
      "declined",
      "withdrawn",
      "closed",
    ]);
    expect(detail!.fields.map((field) => field.field)).toEqual([
      "dog",
      "name",
      "email",
      "phone",
      "livingSituation",
      "experience",
      "message",
      "privacyAccepted",
    ]);
    // Labels in the interface's language (German), though the request came in Spanish.
    expect(detail!.fields.find((field) => field.field === "livingSituation")).toMatchObject({
      label: "Wohnsituation",
      value: "Haus mit Garten am Stadtrand",
    });
    expect(detail!.fields.find((field) => field.field === "privacyAccepted")?.value).toBe("Ja");
    expect(detail!.fields.find((field) => field.field === "message")).toMatchObject({ multiline: true });
    // The dog page in the request's language, on its host.
    expect(detail!.dog).toEqual({
      name: "Luna",
      id: "100",
      url: "https://perros.example/perros/luna-100",
      inFeed: true,
      status: "available",
      sameName: [],
    });
    expect(detail!.otherRequests.map((request) => request.id)).toEqual([other]);
    expect(detail!.notes).toHaveLength(1);
    expect(detail!.notes[0]).toMatchObject({
      authorName: "Anna Beispiel",
      body: "Hat am Telefon\nnett geklungen",
    });
    expect(detail!.history.map((entry) => [entry.kind, entry.actorName])).toEqual(
      expect.arrayContaining([
        ["opened", "Anna Beispiel"],
        ["note", "Anna Beispiel"],
      ]),
    );
    expect(detail!.history.filter((entry) => entry.kind === "opened")).toHaveLength(1);
    expect(detail!.staff.map((member) => member.name)).toEqual(["Anna Beispiel", "Jonas Muster"]);
    expect(detail!.templates).toContain("precheck");

    const spanish = await service.detail(id, "es");
    expect(spanish!.fields.find((field) => field.field === "livingSituation")?.label).not.toBe(
      "Wohnsituation",
    );
    expect(spanish!.fields.find((field) => field.field === "privacyAccepted")?.value).toBe("Sí");
  });

  test("detail: amounts, dates and choices as text; unknown and malformed ids give null", async () => {
    const { db, service } = await setup();
    const sponsorship = await seed(db, "sponsorship", "de");
    const membership = await seed(db, "membership", "es");
    const amount = (await service.detail(sponsorship, "de"))!.fields.find(
      (field) => field.field === "amount",
    );
    expect(amount?.value).toMatch(/^20\s?€$/);
    const fields = (await service.detail(membership, "de"))!.fields;
    expect(fields.find((field) => field.field === "birthday")?.value).toBe("03.04.1990");
    expect(fields.find((field) => field.field === "paymentInterval")?.value).toBe("vierteljährlich");
    expect(await service.detail("00000000-0000-4000-8000-000000000000", "de")).toBeNull();
    expect(await service.detail("not-a-uuid", "de")).toBeNull();
    expect(await service.detail("'; drop table submissions; --", "de")).toBeNull();
  });

  test("assign, status and note each write a history entry with the actor's name", async () => {
    const { db, service, anna, jonas } = await setup();
    const id = await seed(db, "adoption", "de");

    expect(await service.assign(id, anna.id, jonas)).toEqual({ ok: true });
    expect(await service.setStatus(id, "precheck", anna)).toEqual({ ok: true });
    expect(await service.addNote(id, "Vorkontrolle mit Frau K. am Samstag", anna)).toEqual({ ok: true });
    expect(await service.assign(id, null, anna)).toEqual({ ok: true });

    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    expect(row!.status).toBe("precheck");
    expect(row!.assigneeId).toBeNull();
    const events = await db.select().from(requestEvents).where(eq(requestEvents.submissionId, id));
    const byKind = (kind: string) => events.filter((event) => event.kind === kind);
    expect(byKind("assigned").map((event) => [event.actorName, event.detail])).toEqual(
      expect.arrayContaining([
        ["Jonas Muster", expect.objectContaining({ toId: anna.id, toName: "Anna Beispiel" })],
        ["Anna Beispiel", expect.objectContaining({ fromName: "Anna Beispiel", toId: null })],
      ]),
    );
    expect(byKind("status")).toHaveLength(1);
    expect(byKind("status")[0]).toMatchObject({
      actorId: anna.id,
      actorName: "Anna Beispiel",
      detail: { from: "new", to: "precheck" },
    });
    expect(byKind("note")).toHaveLength(1);
    const notes = await db.select().from(requestNotes).where(eq(requestNotes.submissionId, id));
    expect(notes).toMatchObject([{ authorName: "Anna Beispiel", authorId: anna.id }]);

    const history = (await service.detail(id, "de"))!.history;
    expect(history.find((entry) => entry.kind === "status")).toMatchObject({ from: "new", to: "precheck" });
  });

  test("invalid inputs are refused and change nothing", async () => {
    const { db, service, anna } = await setup();
    const id = await seed(db, "sponsorship", "de");
    expect(await service.setStatus(id, "precheck", anna)).toEqual({
      ok: false,
      errors: { status: "invalid_status" },
    });
    expect(await service.setStatus(id, "nonsense", anna)).toMatchObject({ ok: false });
    expect(await service.assign(id, "00000000-0000-4000-8000-000000000000", anna)).toMatchObject({
      ok: false,
    });
    expect(await service.assign(id, "x", anna)).toMatchObject({ ok: false });
    expect(await service.addNote(id, "   ", anna)).toEqual({ ok: false, errors: { body: "note_empty" } });
    expect(await service.addNote(id, "x".repeat(5001), anna)).toEqual({
      ok: false,
      errors: { body: "note_too_long" },
    });
    expect(await service.addNote(id, "x".repeat(5000), anna)).toEqual({ ok: true });
    const mail = { template: "free", subject: "Hallo", body: "Text" };
    expect(
      await service.sendMail(id, { ...mail, subject: "Hallo\r\nBcc: x@evil.example" }, anna),
    ).toMatchObject({
      ok: false,
      errors: { subject: "subject_line_break" },
    });
    expect(await service.sendMail(id, { ...mail, subject: "" }, anna)).toMatchObject({ ok: false });
    expect(await service.sendMail(id, { ...mail, subject: "x".repeat(201) }, anna)).toMatchObject({
      ok: false,
    });
    expect(await service.sendMail(id, { ...mail, body: "" }, anna)).toMatchObject({ ok: false });
    expect(await service.sendMail(id, { ...mail, body: "x".repeat(10_001) }, anna)).toMatchObject({
      ok: false,
    });
    // precheck is no template for a sponsorship; neither is an unknown one.
    expect(await service.sendMail(id, { ...mail, template: "precheck" }, anna)).toMatchObject({ ok: false });
    expect(await service.sendMail(id, { ...mail, template: "bogus" }, anna)).toMatchObject({ ok: false });
    expect(await service.sendMail(id, { ...mail, status: "placed" }, anna)).toMatchObject({
      ok: false,
      errors: { status: "invalid_status" },
    });
    expect(await service.setStatus("nope", "closed", anna)).toMatchObject({ ok: false });

    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    expect(row!.status).toBe("new");
    expect(row!.assigneeId).toBeNull();
    expect(await statusRows(db, id)).toHaveLength(0);
    const kinds = (await db.select().from(requestEvents).where(eq(requestEvents.submissionId, id))).map(
      (event) => event.kind,
    );
    // The arrival of the request, and of the refused changes none.
    expect(kinds).toEqual(["received", "note"]);
  });

  test("sendMail queues one status mail to the applicant, replies to the inbox of the request's language", async () => {
    const { db, service, anna, wakes } = await setup();
    const id = await seed(db, "adoption", "es");
    const draft = await service.mailDraft(id, "precheck");
    expect(draft!.body.startsWith("Hola, Maria Müller:")).toBe(true);
    expect(draft!.body).toContain("Asociación Perros Callejeros (Demo)");
    const body = `${draft!.body}\n\nP.D.: <b>Luna</b> & compañía`;
    const result = await service.sendMail(
      id,
      { template: "precheck", subject: draft!.subject, body, status: "precheck" },
      anna,
    );
    expect(result).toEqual({ ok: true });
    expect(wakes()).toBe(1);

    const rows = await statusRows(db, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      recipient: "maria@example.org",
      replyTo: mailTo.es,
      subject: "Tu solicitud de adopción de Luna: el siguiente paso es la visita previa",
      textBody: body,
    });
    expect(rows[0]!.htmlBody).toContain("&lt;b&gt;Luna&lt;/b&gt; &amp; compañía");
    expect(rows[0]!.htmlBody).not.toContain("<b>Luna</b>");

    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    expect(row!.status).toBe("precheck");
    const history = (await service.detail(id, "de"))!.history;
    expect(history.find((entry) => entry.kind === "mail")).toMatchObject({
      actorName: "Anna Beispiel",
      template: "precheck",
      subject: "Tu solicitud de adopción de Luna: el siguiente paso es la visita previa",
      body,
    });
    expect(history.find((entry) => entry.kind === "status")).toMatchObject({ from: "new", to: "precheck" });
    // Written in one transaction (one time): the mail first, then the status it moved to.
    expect(history.map((entry) => entry.kind).slice(-2)).toEqual(["mail", "status"]);
  });

  test("a NUL in a note or mail body is dropped (PostgreSQL text cannot hold it); a tab in a subject is refused", async () => {
    const { db, service, anna } = await setup();
    const id = await seed(db, "contact", "de");
    expect(await service.addNote(id, "vor\u0000her", anna)).toEqual({ ok: true });
    const mail = { template: "free", subject: "Hallo", body: "Text\u0000 mit NUL" };
    expect(await service.sendMail(id, { ...mail, subject: "Hallo\tdu" }, anna)).toMatchObject({
      ok: false,
      errors: { subject: "subject_line_break" },
    });
    expect(await service.sendMail(id, { ...mail, subject: "Hallo\u2028du" }, anna)).toMatchObject({
      ok: false,
    });
    expect(await service.sendMail(id, mail, anna)).toEqual({ ok: true });
    const [note] = await db.select().from(requestNotes).where(eq(requestNotes.submissionId, id));
    expect(note!.body).toBe("vorher");
    const rows = await statusRows(db, id);
    expect(rows.map((row) => row.textBody)).toEqual(["Text mit NUL"]);
  });

  test("drafts: the name as written, the association's name, the dogs page of the request's language", async () => {
    const { db, service } = await setup();
    const german = await seed(db, "adoption", "de");
    const membership = await seed(db, "membership", "es");
    const declined = await service.mailDraft(german, "declined");
    expect(declined!.body.startsWith("Hallo Maria Müller,\n\n")).toBe(true);
    expect(declined!.body).toContain("https://hunde.example/hunde");
    expect(declined!.body).toMatch(/Herzliche Grüße\ndein Team von Straßenhunde Spanien e\.V\. \(Demo\)$/);
    const unavailable = await service.mailDraft(german, "dog_unavailable");
    expect(unavailable!.subject).toBe("Neuigkeiten zu Luna");
    const free = await service.mailDraft(membership, "free");
    // Membership asks for the first name: the greeting uses it.
    expect(free!.body.startsWith("Hola, Carmen:")).toBe(true);
    expect(free!.body).not.toContain("Ruiz");
    // Pre-check is no template for membership.
    expect(await service.mailDraft(membership, "precheck")).toBeNull();
  });

  test("status mails through real SMTP in both languages", async () => {
    const { db, service, anna } = await setup();
    const smtp = await startSmtpSink();
    onTestFinished(smtp.close);
    const german = await seed(db, "foster_home", "de");
    const spanish = await seed(db, "adoption", "es", { email: "maria@example.es" });
    for (const [id, template] of [
      [german, "in_review"],
      [spanish, "approved"],
    ] as const) {
      const draft = await service.mailDraft(id, template);
      expect(await service.sendMail(id, { template, ...draft! }, anna)).toEqual({ ok: true });
    }
    const worker = createMailWorker({
      db,
      sender: smtpMailSender(smtp.url, mailFrom),
      logger: recordingLogger().logger,
      pollMs: 20,
    });
    worker.start();
    onTestFinished(() => worker.stop());
    await until("both status mails", async () => {
      const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "status"));
      return rows.length === 2 && rows.every((row) => row.sentAt !== null);
    });
    // Other mails (the association's notification, a confirmation) go out too: pick by Message-ID.
    const statusMail = async (id: string) => {
      const [row] = await statusRows(db, id);
      const found = smtp.messages.filter((message) =>
        (parseMail(message.raw).headers["message-id"] ?? "").includes(row!.id),
      );
      expect(found).toHaveLength(1);
      return { ...found[0]!, mail: parseMail(found[0]!.raw) };
    };
    const de = await statusMail(german);
    // The applicant, and a blind copy to the association's inbox of the request's language.
    expect(de.to.sort()).toEqual(["anna@example.org", mailTo.de].sort());
    expect(de.from).toBe("website@verein.example");
    expect(de.mail.headers.from).toContain("website@verein.example");
    expect(de.mail.headers["reply-to"]).toBe(mailTo.de);
    expect(de.mail.headers.subject).toBe("Deine Bewerbung als Pflegestelle: Wir sind dran");
    expect(de.mail.text).toContain("Hallo Anna Schmidt,");
    expect(de.mail.text).toContain("ehrenamtlich");
    expect(de.mail.html).toContain("<p>Hallo Anna Schmidt,</p>");

    const es = await statusMail(spanish);
    expect(es.to.sort()).toEqual(["maria@example.es", mailTo.es].sort());
    expect(es.mail.headers["reply-to"]).toBe(mailTo.es);
    expect(es.mail.headers.subject).toBe("Buenas noticias sobre tu solicitud de adopción de Luna");
    expect(es.mail.text).toContain("Hola, Maria Müller:");
    expect(es.mail.text).toContain("hemos aceptado tu solicitud de adopción de Luna");
    expect(es.mail.text).toContain("el equipo de Asociación Perros Callejeros (Demo)");
  });
});
