import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { databaseKinds, disposeTemplates, freshDatabase, projectRoot } from "../../tests/support/db/database";
import { migrate } from "../db/migrate";
import { people, relations as relationsTable, submissions } from "../db/schema";
import { personFor } from "./match";

afterAll(disposeTemplates);

/** A copy of the project's migrations as they were up to `tag` (a root for migrate()). */
async function migrationsUpTo(tag: string): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
  onTestFinished(() => rm(root, { recursive: true, force: true }));
  await cp(path.join(projectRoot, "drizzle"), path.join(root, "drizzle"), { recursive: true });
  const journalPath = path.join(root, "drizzle", "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return root;
}

describe.each(await databaseKinds())("one person per e-mail address on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  test("requests of one address in any case are one person, with the newest name and phone", async () => {
    const { database, dispose } = await freshDatabase(kind);
    onTestFinished(dispose);
    const { db } = database;
    const first = await personFor(db, { email: "Ana@Example.org", name: "Ana", phone: null, locale: "de" });
    const second = await personFor(db, {
      email: "ana@example.org ",
      name: "Ana García",
      phone: "+34 600 000 000",
      locale: "es",
    });
    expect(second).toBe(first);
    const third = await personFor(db, { email: "ANA@example.org", name: "", phone: null, locale: "es" });
    expect(third).toBe(first);
    const rows = await db.select().from(people);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "ana@example.org",
      name: "Ana García",
      phone: "+34 600 000 000",
      locale: "es",
    });
    // Without an address (a request taken by phone): a record of its own each time.
    const a = await personFor(db, { email: "", name: "Ben", phone: "0171", locale: "de" });
    const b = await personFor(db, { email: "", name: "Ben", phone: "0171", locale: "de" });
    expect(a).not.toBe(b);
  });

  test("a form's postcode lands on the person; a request without one keeps the one known", async () => {
    const { database, dispose } = await freshDatabase(kind);
    onTestFinished(dispose);
    const { db } = database;
    const contact = { email: "petra@example.org", name: "Petra Lange", phone: null, locale: "de" as const };
    const id = await personFor(db, { ...contact, postcode: " 24105 " });
    await personFor(db, { ...contact, postcode: null });
    const [row] = await db.select().from(people);
    expect(row).toMatchObject({ id, postcode: "24105" });
    await personFor(db, { ...contact, postcode: "24103" });
    expect((await db.select().from(people))[0]!.postcode).toBe("24103");
  });

  test("concurrent first requests of one address make one person", async () => {
    const { database, dispose } = await freshDatabase(kind);
    onTestFinished(dispose);
    const { db } = database;
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        db.transaction((tx) =>
          personFor(tx, { email: "same@example.org", name: `N${index}`, phone: null, locale: "de" }),
        ),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await db.select().from(people)).toHaveLength(1);
  });

  test("the migration gives the requests so far their people and their lasting relations", async () => {
    const { database, dispose } = await freshDatabase(kind, { migrated: false });
    onTestFinished(dispose);
    const { db } = database;
    // Migrate up to 0007, write requests as they were, then run 0008.
    await migrate(database, await migrationsUpTo("0007_content_editor"));
    await db.execute(sql`insert into submissions (form_type, locale, data, name, email, status, created_at, updated_at)
      values ('adoption', 'de', '{}', 'Old', 'x@example.org', 'new', '2026-01-02T10:00:00Z', '2026-01-02T10:00:00Z'),
             ('membership', 'es', '{}', 'Newer', 'x@example.org', 'accepted', '2026-03-01T10:00:00Z', '2026-03-04T23:30:00Z'),
             ('contact', 'de', '{}', 'Other', 'y@example.org', 'answered', now(), now())`);
    await migrate(database, projectRoot);
    const rows = await db.select().from(people).orderBy(people.email);
    expect(rows.map((row) => [row.email, row.name, row.locale])).toEqual([
      ["x@example.org", "Newer", "es"],
      ["y@example.org", "Other", "de"],
    ]);
    const linked = await db.select({ personId: submissions.personId }).from(submissions);
    expect(linked.every((row) => row.personId !== null)).toBe(true);
    const relations = await db
      .select({ kind: relationsTable.kind, startedOn: relationsTable.startedOn })
      .from(relationsTable);
    expect(relations).toEqual([{ kind: "membership", startedOn: "2026-03-05" }]);
  });
});
