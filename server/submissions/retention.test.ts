import { afterAll, expect, onTestFinished, test } from "vitest";
import { mailOutbox, submissions } from "../db/schema";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { deleteExpiredRequests } from "./store";

afterAll(disposeTemplates);

const yearsAgo = (years: number) => new Date(Date.now() - years * 365.25 * 24 * 3600 * 1000);

async function request(
  db: Awaited<ReturnType<typeof freshDatabase>>["database"]["db"],
  createdAt: Date,
  sent: boolean,
) {
  const [row] = await db
    .insert(submissions)
    .values({ formType: "contact", locale: "de", data: { name: "A" }, createdAt })
    .returning({ id: submissions.id });
  const id = row?.id as string;
  await db.insert(mailOutbox).values({
    submissionId: id,
    recipient: "to@example.org",
    replyTo: "a@example.org",
    subject: "s",
    textBody: "t",
    htmlBody: "h",
    sentAt: sent ? createdAt : null,
  });
  return id;
}

test("requests older than two years are deleted with their delivered mail; newer or undelivered ones stay", async () => {
  const { database, dispose } = await freshDatabase("pglite");
  onTestFinished(dispose);
  const { db } = database;
  const old = await request(db, yearsAgo(2.1), true);
  const recent = await request(db, yearsAgo(1.5), true);
  const undelivered = await request(db, yearsAgo(3), false);

  expect(await deleteExpiredRequests(db)).toBe(1);
  const left = (await db.select({ id: submissions.id }).from(submissions)).map((row) => row.id).sort();
  expect(left).toEqual([recent, undelivered].sort());
  expect(left).not.toContain(old);
  expect(await db.select().from(mailOutbox)).toHaveLength(2);
});
