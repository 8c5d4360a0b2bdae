// Issue 25, item 5: "inform everyone and close" for a dog that is gone shows the recipients (those
// at the pre-check or beyond unticked) and the mail per language before anything is sent; sends
// only to the ticked ones, the text as edited; refuses when a request changed since the preview;
// closed requests stop counting as unread; a repeated post sends nothing twice.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import type { Dog } from "~/domain/dogs/types";
import type { FormType } from "~/domain/forms/form-types";
import type { Locale } from "~/i18n/locale";
import { parseConfig } from "../config";
import type { Db } from "../db/client";
import { mailOutbox, requestEvents, staffAccounts, submissions } from "../db/schema";
import type { DogList, DogService } from "../dogs/dog-service";
import { dogResolver } from "../submissions/request-columns";
import { submitRequest } from "../submissions/submit-request";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { makeDog } from "../../tests/support/dogs/fixtures";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import { exampleRequests, exampleToday } from "../../tests/support/submissions/requests";
import { createInboxServices } from "./inbox-service";
import { claimRevision, loadRequest, moveStatus } from "./request-store";
import type { InformInput, InformPreview } from "./request-types";
import { createRequestsServices } from "./requests-service";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };
const origins = { de: "https://hunde.example", es: "https://perros.example" };

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

const luna = makeDog({ id: "100", name: "Luna", slug: "luna-100" });
const rex = makeDog({
  id: "200",
  name: "Rex",
  slug: "rex-200",
  status: "reserved",
  types: { adoption: true, sponsorship: true, hospice: false },
});

describe.each(await databaseKinds())("inform everyone and close on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  async function setup() {
    const fresh = await freshDatabase(kind);
    onTestFinished(fresh.dispose);
    const db = fresh.database.db;
    const feed = dogStub([luna, rex]);
    let wakes = 0;
    const deps = {
      db,
      config: parseConfig({ MAIL_TO_DE: mailTo.de, MAIL_TO_ES: mailTo.es }),
      site: demoSiteConfig,
      dogs: feed,
      logger: recordingLogger().logger,
      origins,
      wakeMailer: () => void wakes++,
    };
    const service = createRequestsServices(deps);
    const inbox = createInboxServices(deps);
    const [anna, jonas] = await db
      .insert(staffAccounts)
      .values([
        { email: "anna@verein.example", name: "Anna Beispiel", passwordHash: "x" },
        { email: "jonas@verein.example", name: "Jonas Muster", passwordHash: "x" },
      ])
      .returning({ id: staffAccounts.id, name: staffAccounts.name });
    async function request(formType: FormType, locale: Locale, data: Record<string, unknown>) {
      const result = await submitRequest({
        db,
        formType,
        locale,
        data: { ...exampleRequests[formType], ...data },
        mailTo,
        today: exampleToday,
        resolveDog: dogResolver(() => feed.list().dogs),
      });
      if (!result.ok) throw new Error(JSON.stringify(result));
      return result.id;
    }
    return { db, service, inbox, feed, anna: anna!, jonas: jonas!, request, wakes: () => wakes };
  }

  /** Luna's requests: two new ones (German, Spanish), one at the pre-check, one declined. */
  async function lunaGone(setupResult: Awaited<ReturnType<typeof setup>>) {
    const { service, feed, anna, request } = setupResult;
    const maria = await request("adoption", "de", { dog: "Luna", dogId: "100" });
    const lola = await request("adoption", "es", {
      dog: "Luna",
      dogId: "100",
      name: "Lola Pérez",
      email: "lola@example.es",
    });
    const checked = await request("adoption", "de", {
      dog: "Luna",
      dogId: "100",
      name: "Petra Vorab",
      email: "petra@example.org",
    });
    await service.setStatus(checked, "precheck", anna);
    const declined = await request("adoption", "de", { dog: "Luna", dogId: "100", email: "d@example.org" });
    await service.setStatus(declined, "declined", anna);
    feed.set([rex]);
    const preview = (await service.informPreview("id:100"))!;
    return { maria, lola, checked, declined, preview };
  }

  const statusMails = (db: Db, id: string) =>
    db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.submissionId, id), eq(mailOutbox.kind, "status")));
  const statusOf = async (db: Db, id: string) =>
    (await db.select().from(submissions).where(eq(submissions.id, id)))[0]!.status;

  function inputFor(preview: InformPreview, selected: string[], token = "token-1"): InformInput {
    return {
      dogKey: preview.dog.key,
      shown: preview.dog.requests.map((entry) => ({ id: entry.id, revision: entry.revision })),
      selected,
      mails: {
        de: { subject: "Luna hat ein Zuhause", body: "Luna ist vergeben.\n\nViele Grüße\nAnna" },
        es: { subject: "Luna ya tiene hogar", body: "Luna ya no está disponible.\n\nUn saludo\nAnna" },
      },
      token,
    };
  }

  test("the preview: the open requests, those at the pre-check unticked, a draft per language", async () => {
    const setupResult = await setup();
    const { maria, lola, checked, preview } = await lunaGone(setupResult);
    expect(preview.dog).toMatchObject({ key: "id:100", name: "Luna", reason: "gone" });
    expect(preview.dog.requests.map((entry) => [entry.id, entry.preselected])).toEqual([
      [maria, true],
      [lola, true],
      [checked, false],
    ]);
    expect(preview.mails.de).toMatchObject({
      subject: "Neuigkeiten zu Luna",
      greeting: "Hallo Maria Müller,",
    });
    expect(preview.mails.de!.body).toContain("Luna");
    expect(preview.mails.de!.body).not.toContain("Hallo");
    expect(preview.mails.es).toMatchObject({
      subject: "Novedades sobre Luna",
      greeting: "Hola, Lola Pérez:",
    });
    // Reserved Rex has no requests: only dogs with open requests are offered.
    expect(await setupResult.service.informPreview("id:200")).toBeNull();
  });

  test("only the ticked requests get the edited mail and are closed; the others are untouched", async () => {
    const setupResult = await setup();
    const { db, service, anna, wakes } = setupResult;
    const { maria, lola, checked, preview } = await lunaGone(setupResult);
    const before = wakes();
    const result = await service.informDogApplicants(inputFor(preview, [maria, lola]), anna);
    expect(result).toEqual({ ok: true, sent: 2, repeated: 0, changed: [] });
    expect(wakes()).toBe(before + 1);

    const [german] = await statusMails(db, maria);
    expect(german).toMatchObject({
      recipient: "maria@example.org",
      replyTo: mailTo.de,
      subject: "Luna hat ein Zuhause",
      textBody: "Hallo Maria Müller,\n\nLuna ist vergeben.\n\nViele Grüße\nAnna",
    });
    const [spanish] = await statusMails(db, lola);
    expect(spanish).toMatchObject({
      recipient: "lola@example.es",
      replyTo: mailTo.es,
      subject: "Luna ya tiene hogar",
      textBody: "Hola, Lola Pérez:\n\nLuna ya no está disponible.\n\nUn saludo\nAnna",
    });
    expect(await statusOf(db, maria)).toBe("closed");
    expect(await statusOf(db, lola)).toBe("closed");
    // Not ticked: no mail, still at the pre-check, still listed.
    expect(await statusMails(db, checked)).toHaveLength(0);
    expect(await statusOf(db, checked)).toBe("precheck");
    expect((await service.informPreview("id:100"))!.dog.requests.map((entry) => entry.id)).toEqual([checked]);
    const history = await db.select().from(requestEvents).where(eq(requestEvents.submissionId, maria));
    expect(history.map((event) => [event.kind, event.actorName])).toEqual(
      expect.arrayContaining([
        ["mail", "Anna Beispiel"],
        ["status", "Anna Beispiel"],
      ]),
    );
  });

  test("requests it closes stop counting as unread", async () => {
    const setupResult = await setup();
    const { db, service, inbox, anna } = setupResult;
    const { maria, lola, preview } = await lunaGone(setupResult);
    // Setting the statuses opened none of them: all four are unread.
    expect(await inbox.unreadCount()).toBe(4);
    await service.informDogApplicants(inputFor(preview, [maria, lola]), anna);
    expect(await inbox.unreadCount()).toBe(2);
    const [row] = await db.select().from(submissions).where(eq(submissions.id, maria));
    expect(row!.openedAt).not.toBeNull();
  });

  test("a request changed since the preview: nothing is sent, and the answer says who changed what", async () => {
    const setupResult = await setup();
    const { db, service, anna, jonas } = setupResult;
    const { maria, lola, preview } = await lunaGone(setupResult);
    // Jonas moves Lola's request on from his own page meanwhile (as the request page does it).
    const row = (await loadRequest(db, lola))!;
    await db.transaction(async (tx) => {
      await claimRevision(tx, lola, null);
      await moveStatus(tx, row, "in_review", jonas);
    });
    const result = await service.informDogApplicants(inputFor(preview, [maria, lola]), anna);
    expect(result).toEqual({
      ok: false,
      changed: [
        {
          id: lola,
          name: "Lola Pérez",
          actorName: "Jonas Muster",
          kind: "status",
          from: "new",
          to: "in_review",
        },
      ],
    });
    for (const id of [maria, lola]) expect(await statusMails(db, id)).toHaveLength(0);
    expect(await statusOf(db, maria)).toBe("new");
    expect(await statusOf(db, lola)).toBe("in_review");

    // Confirmed again with the refreshed preview: it goes out.
    const fresh = (await service.informPreview("id:100"))!;
    expect(await service.informDogApplicants(inputFor(fresh, [maria, lola], "token-2"), anna)).toMatchObject({
      ok: true,
      sent: 2,
    });
  });

  test("a repeated post (double click) sends nothing twice, also when both arrive at once", async () => {
    const setupResult = await setup();
    const { db, service, anna } = setupResult;
    const { maria, lola, preview } = await lunaGone(setupResult);
    const input = inputFor(preview, [maria, lola]);
    const results = await Promise.all([
      service.informDogApplicants(input, anna),
      service.informDogApplicants(input, anna),
    ]);
    for (const result of results) expect(result).toMatchObject({ ok: true, changed: [] });
    const sent = results.map((result) => (result.ok ? result.sent : -1));
    expect(sent[0]! + sent[1]!).toBe(2);
    expect(await service.informDogApplicants(input, anna)).toEqual({
      ok: true,
      sent: 0,
      repeated: 2,
      changed: [],
    });
    for (const id of [maria, lola]) expect(await statusMails(db, id)).toHaveLength(1);
  });

  test("a dog back in the feed (or a request of another dog) gets no such mail", async () => {
    const setupResult = await setup();
    const { db, service, feed, anna, request } = setupResult;
    const { maria, preview } = await lunaGone(setupResult);
    const rexRequest = await request("sponsorship", "de", { dogName: "Rex", dogId: "200" });
    const input = inputFor(preview, [maria, rexRequest]);
    input.shown.push({ id: rexRequest, revision: 0 });
    feed.set([luna, rex]);
    expect(await service.informDogApplicants(input, anna)).toMatchObject({ ok: true, sent: 0 });
    feed.set([rex]);
    expect(await service.informDogApplicants(input, anna)).toMatchObject({ ok: true, sent: 1 });
    expect(await statusMails(db, maria)).toHaveLength(1);
    expect(await statusMails(db, rexRequest)).toHaveLength(0);
  });

  test("refused input: nobody ticked, an empty subject, a subject of two lines", async () => {
    const setupResult = await setup();
    const { service, anna } = setupResult;
    const { maria, lola, preview } = await lunaGone(setupResult);
    expect(await service.informDogApplicants(inputFor(preview, []), anna)).toEqual({
      ok: false,
      errors: { form: "none_selected" },
    });
    const input = inputFor(preview, [maria, lola]);
    input.mails = {
      de: { subject: "Betreff\r\nBcc: x@example.org", body: "Text" },
      es: { subject: " ", body: "" },
    };
    expect(await service.informDogApplicants(input, anna)).toEqual({
      ok: false,
      errors: { "subject-de": "subject_line_break", "subject-es": "subject_empty", "body-es": "body_empty" },
    });
    // Only the languages of the ticked requests need a mail.
    const germanOnly = inputFor(preview, [maria]);
    germanOnly.mails = { de: germanOnly.mails.de };
    expect(await service.informDogApplicants(germanOnly, anna)).toMatchObject({ ok: true, sent: 1 });
  });
});
