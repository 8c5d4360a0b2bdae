import { and, asc, eq, exists, isNull, lte, notExists, sql } from "drizzle-orm";
import { digestDue, localDay } from "~/domain/back-office/tasks";
import type { IsoDate } from "~/domain/forms/dates";
import type { Locale } from "~/i18n/locale";
import { fill } from "~/i18n/format";
import { catalogs } from "~/content/catalogs.server";
import { people, taskDigests, tasks } from "../db/relations-schema";
import { mailOutbox, staffAccounts, submissions } from "../db/schema";
import type { BackOfficeDeps } from "../back-office/deps";
import { statusMailHtml } from "../back-office/status-mail";

/**
 * Staff accounts have no language of their own: the daily mail is written in the language of most
 * of the requests its tasks belong to (a team works in its site's language; for a task on a person
 * alone, that person's), German when none, and links to that site's back office.
 */
const digestLocale: Locale = "de";

function languageOf(due: { locale: string | null }[]): Locale {
  const spanish = due.filter((task) => task.locale === "es").length;
  const german = due.filter((task) => task.locale === "de").length;
  return spanish > german ? "es" : digestLocale;
}

function formatDate(date: IsoDate, locale: Locale): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(catalogs[locale].mail.intlLocale, {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)));
}

/** A due task as the mail lists it; `about`: whom it is on and that page's back-office path. */
export type DigestTask = { title: string; dueOn: IsoDate; about?: { name: string; path: string } | null };

/** The mail's text: the overdue tasks, then today's, each with its page, and the day's view's link. */
export function digestText(
  name: string,
  due: DigestTask[],
  today: IsoDate,
  origin: string,
  locale: Locale = digestLocale,
): { subject: string; body: string } {
  const tasksText = catalogs[locale].admin.tasks;
  const text = tasksText.digest;
  const line = (task: DigestTask) => {
    const what = fill(text.line, { title: task.title, date: formatDate(task.dueOn, locale) });
    if (!task.about) return what;
    const about = { name: task.about.name || tasksText.today.noName, url: `${origin}${task.about.path}` };
    return `${what}\n${fill(text.about, about)}`;
  };
  const overdue = due.filter((task) => task.dueOn < today);
  const dueToday = due.filter((task) => task.dueOn >= today);
  const parts = [fill(text.greeting, { name }), text.intro];
  if (overdue.length > 0) parts.push([`${text.overdue}:`, ...overdue.map(line)].join("\n"));
  if (dueToday.length > 0) parts.push([`${text.today}:`, ...dueToday.map(line)].join("\n"));
  parts.push(fill(text.link, { url: `${origin}/admin/today` }));
  parts.push(fill(text.off, { url: `${origin}/admin/account` }));
  return { subject: fill(text.subject, { count: due.length }), body: parts.join("\n\n") };
}

/** The request a task is on (its page), else the person (theirs). */
function aboutOf(row: {
  requestId: string | null;
  requestName: string | null;
  personId: string | null;
  personName: string | null;
}): DigestTask["about"] {
  if (row.requestId)
    return { name: row.requestName || row.personName || "", path: `/admin/requests/${row.requestId}` };
  if (row.personId) return { name: row.personName ?? "", path: `/admin/persons/${row.personId}` };
  return null;
}

/**
 * The daily mail of due tasks: at or after REMINDER_HOUR (the association's local time), one mail
 * per active volunteer with the daily mail on and at least one open task assigned, due today or
 * overdue. The (volunteer, day) row of `task_digests` is inserted first in the mail's transaction:
 * of two instances (or two runs) only the one whose insert took it queues the mail. Returns the
 * number of mails queued; wakes the mail worker when any.
 */
export async function sendTaskDigests(
  deps: Pick<BackOfficeDeps, "db" | "origins" | "wakeMailer"> & {
    config: Pick<BackOfficeDeps["config"], "reminderHour" | "mailTo">;
  },
  now: Date,
): Promise<number> {
  const { db, config } = deps;
  if (!digestDue(now, config.reminderHour)) return 0;
  const day = localDay(now);
  const candidates = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name, email: staffAccounts.email })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.disabled, false),
        eq(staffAccounts.dailyMail, true),
        exists(
          db
            .select({ one: sql`1` })
            .from(tasks)
            .where(and(eq(tasks.assigneeId, staffAccounts.id), isNull(tasks.doneAt), lte(tasks.dueOn, day))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(taskDigests)
            .where(and(eq(taskDigests.staffId, staffAccounts.id), eq(taskDigests.day, day))),
        ),
      ),
    );
  let queued = 0;
  for (const staff of candidates) {
    const sent = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(taskDigests)
        .values({ staffId: staff.id, day })
        .onConflictDoNothing()
        .returning({ staffId: taskDigests.staffId });
      if (claimed.length === 0) return false;
      const rows = await tx
        .select({
          title: tasks.title,
          dueOn: tasks.dueOn,
          requestId: submissions.id,
          requestName: submissions.name,
          personId: people.id,
          personName: people.name,
          // A task on a person alone: their language.
          locale: sql<string | null>`coalesce(${submissions.locale}, ${people.locale})`,
        })
        .from(tasks)
        .leftJoin(submissions, eq(submissions.id, tasks.submissionId))
        .leftJoin(people, eq(people.id, tasks.personId))
        .where(and(eq(tasks.assigneeId, staff.id), isNull(tasks.doneAt), lte(tasks.dueOn, day)))
        .orderBy(asc(tasks.dueOn), asc(tasks.createdAt))
        .limit(50);
      if (rows.length === 0) return false;
      const locale = languageOf(rows);
      const due = rows.map((row) => ({ ...row, about: aboutOf(row) }));
      const { subject, body } = digestText(staff.name, due, day, deps.origins[locale], locale);
      await tx.insert(mailOutbox).values({
        submissionId: null,
        kind: "digest",
        recipient: staff.email,
        replyTo: config.mailTo[locale],
        subject,
        textBody: body,
        htmlBody: statusMailHtml(body, locale),
      });
      return true;
    });
    if (sent) queued++;
  }
  if (queued > 0) deps.wakeMailer();
  return queued;
}
