// Optimistic concurrency and repeated posts in the requests service (issue 25, item 1), on PGlite
// and on PostgreSQL (where two transactions really run at once).
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import { parseConfig } from "../config";
import { mailOutbox, requestEvents, requestNotes, staffAccounts, submissions } from "../db/schema";
import { submitRequest } from "../submissions/submit-request";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { exampleRequests } from "../../tests/support/submissions/requests";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import { createRequestsServices } from "./requests-service";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };

describe.each(await databaseKinds())("concurrent work on one request, $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  async function setup() {
    const fresh = await freshDatabase(kind);
    onTestFinished(fresh.dispose);
    const db = fresh.database.db;
    let wakes = 0;
    const service = createRequestsServices({
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
      origins: { de: "https://hunde.example", es: "https://perros.example" },
      wakeMailer: () => void wakes++,
    });
    const [vera, alex] = await db
      .insert(staffAccounts)
      .values([
        { email: "vera@verein.example", name: "Vera Volunteer", passwordHash: "x" },
        { email: "alex@verein.example", name: "Alex Admin", passwordHash: "x", role: "admin" },
      ])
      .returning({ id: staffAccounts.id, name: staffAccounts.name });
    const result = await submitRequest({
      db,
      formType: "adoption",
      locale: "de",
      data: exampleRequests.adoption,
      mailTo,
    });
    if (!result.ok) throw new Error("seed failed");
    const id = result.id;
    await db.update(submissions).set({ email: "maria@example.org" }).where(eq(submissions.id, id));
    const row = async () => (await db.select().from(submissions).where(eq(submissions.id, id)))[0]!;
    const count = async (kind: string) =>
      (
        await db
          .select()
          .from(requestEvents)
          .where(and(eq(requestEvents.submissionId, id), eq(requestEvents.kind, kind)))
      ).length;
    const mails = () => db.select().from(mailOutbox).where(eq(mailOutbox.kind, "status"));
    return { db, service, id, vera: vera!, alex: alex!, row, count, mails, wakes: () => wakes };
  }

  const mail = (subject: string, status: string) => ({
    template: "free",
    subject,
    body: `Hallo Maria,\n\n${subject}`,
    status,
  });

  test("every change from an older page is refused and changes nothing; a note is not", async () => {
    const { service, id, vera, alex, row, count, mails, wakes } = await setup();
    const seen = (await row()).revision;
    expect((await service.detail(id, "de"))!.revision).toBe(seen);
    expect(await service.setStatus(id, "in_review", vera, { seen })).toEqual({ ok: true });
    expect((await row()).revision).toBe(seen + 1);

    const stale = { ok: false, errors: { form: "stale" } };
    expect(await service.setStatus(id, "declined", alex, { seen })).toEqual(stale);
    expect(await service.assign(id, alex.id, alex, { seen })).toEqual(stale);
    expect(await service.sendMail(id, mail("Absage", "declined"), alex, { seen })).toEqual(stale);
    expect(await service.addNote(id, "Trotzdem notiert", alex, { seen })).toEqual({ ok: true });

    const after = await row();
    expect([after.status, after.assigneeId, after.revision]).toEqual(["in_review", null, seen + 1]);
    expect([await count("status"), await count("assigned"), await count("mail")]).toEqual([1, 0, 0]);
    expect(await mails()).toHaveLength(0);
    expect(wakes()).toBe(0);
    // What the refusal names: who, what, when.
    expect(await service.conflict(id, "de")).toMatchObject({
      actorName: "Vera Volunteer",
      changes: [{ kind: "status", to: "in_review" }],
    });
    // A change to what already is, from an older page, changes nothing and is fine.
    expect(await service.setStatus(id, "in_review", alex, { seen })).toEqual({ ok: true });
    expect((await row()).revision).toBe(seen + 1);
  });

  test("the same post repeated is done once and answered as done", async () => {
    const { service, id, vera, row, count, mails } = await setup();
    const token = randomUUID();
    const seen = (await row()).revision;
    const first = await service.sendMail(id, mail("Einmal", "in_review"), vera, { seen, token });
    const second = await service.sendMail(id, mail("Einmal", "in_review"), vera, { seen, token });
    expect([first, second]).toEqual([{ ok: true }, { ok: true, repeated: true }]);
    expect(await mails()).toHaveLength(1);
    expect([await count("mail"), await count("status")]).toEqual([1, 1]);

    // Two forms of one page, each with its own token (the same token twice would be one post).
    const next = { seen: (await row()).revision, token: randomUUID() };
    const noteToken = randomUUID();
    for (let i = 0; i < 2; i++) {
      await service.assign(id, vera.id, vera, next);
      await service.addNote(id, "Einmal notiert", vera, { ...next, token: noteToken });
    }
    expect([await count("assigned"), await count("note")]).toEqual([1, 1]);
  });

  test("two posts at once: the same post once; two volunteers' contradicting mails, only one goes out", async () => {
    const { db, service, id, vera, alex, row, count, mails } = await setup();
    let seen = (await row()).revision;
    const token = randomUUID();
    const same = await Promise.all([
      service.sendMail(id, mail("Doppelklick", "in_review"), vera, { seen, token }),
      service.sendMail(id, mail("Doppelklick", "in_review"), vera, { seen, token }),
    ]);
    expect(same.every((result) => result.ok)).toBe(true);
    expect(await mails()).toHaveLength(1);
    expect(await count("mail")).toBe(1);

    seen = (await row()).revision;
    const rival = await Promise.all([
      service.sendMail(id, mail("Zusage", "approved"), vera, { seen, token: randomUUID() }),
      service.sendMail(id, mail("Absage", "declined"), alex, { seen, token: randomUUID() }),
    ]);
    expect(rival.filter((result) => result.ok)).toHaveLength(1);
    expect(rival.filter((result) => !result.ok)).toEqual([{ ok: false, errors: { form: "stale" } }]);
    const subjects = (await mails()).map((queued) => queued.subject).sort();
    expect(subjects).toHaveLength(2);
    const winner = subjects.find((subject) => subject !== "Doppelklick");
    expect((await row()).status).toBe(winner === "Zusage" ? "approved" : "declined");

    // A token of its own (one the mail above used would make the note a repeat of it).
    const noteToken = randomUUID();
    const notes = await Promise.all(
      [1, 2, 3].map(() => service.addNote(id, "Nur einmal", vera, { seen: null, token: noteToken })),
    );
    expect(notes.every((result) => result.ok)).toBe(true);
    expect(await db.select().from(requestNotes).where(eq(requestNotes.submissionId, id))).toHaveLength(1);
  });

  test("history says who took, gave or removed the request, from the actor's side", async () => {
    const { service, id, vera, alex } = await setup();
    await service.assign(id, vera.id, vera); // took
    await service.assign(id, alex.id, alex); // took it from Vera
    await service.assign(id, vera.id, alex); // gave it to Vera
    await service.assign(id, null, vera); // gave it up
    await service.assign(id, alex.id, vera); // assigned to Alex
    await service.assign(id, null, vera); // removed Alex
    const lines = (await service.detail(id, "de"))!.history
      .filter((entry) => entry.kind === "assigned")
      .map((entry) => [entry.actorName, entry.assignment, entry.from, entry.to]);
    expect(lines).toEqual([
      ["Vera Volunteer", "took", null, "Vera Volunteer"],
      ["Alex Admin", "took_from", "Vera Volunteer", "Alex Admin"],
      ["Alex Admin", "assigned", "Alex Admin", "Vera Volunteer"],
      ["Vera Volunteer", "gave", "Vera Volunteer", null],
      ["Vera Volunteer", "assigned", null, "Alex Admin"],
      ["Vera Volunteer", "removed", "Alex Admin", null],
    ]);
  });
});
