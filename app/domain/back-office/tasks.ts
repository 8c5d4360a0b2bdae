import { z } from "zod";
import { associationTimeZone, isIsoDate, todayIn, type IsoDate } from "~/domain/forms/dates";
import type { FormType } from "~/domain/forms/form-types";
import type { Locale } from "~/i18n/locale";

// Zod's JIT probes `new Function`, which the site's CSP forbids (as in account-schemas.ts).
z.config({ jitless: true });

/**
 * Tasks and reminders (issue 28): dated tasks on a request or a person. Pure rules here: the
 * pipeline's default follow-ups, calendar arithmetic on 'YYYY-MM-DD' dates, the association's day
 * and hour (Europe/Berlin) and the daily mail's moment.
 */

export const taskOrigins = ["manual", "follow_up", "sponsor_news", "home_check"] as const;
export type TaskOrigin = (typeof taskOrigins)[number];

/** A calendar step: days or months (a month from 31 January is the last day of February). */
export type DateOffset = { days: number } | { months: number };

/**
 * The follow-ups an adoption gets when it is placed: after two weeks and after three months. Each
 * task's date can be changed afterwards (edit its due date).
 */
export const followUpOffsets: readonly DateOffset[] = [{ days: 14 }, { months: 3 }];

/** A sponsorship's "send news of the dog": one a year, the next made when one is done. */
export const sponsorNewsOffset: DateOffset = { months: 12 };

function parts(date: IsoDate): [number, number, number] {
  const [year = 0, month = 0, day = 0] = date.split("-").map(Number);
  return [year, month, day];
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = parts(date);
  return iso(new Date(Date.UTC(year, month - 1, day + days)));
}

export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = parts(date);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))));
}

export function addOffset(date: IsoDate, offset: DateOffset): IsoDate {
  return "days" in offset ? addDays(date, offset.days) : addMonths(date, offset.months);
}

/** The association's calendar day of an instant. */
export function localDay(now: Date): IsoDate {
  return todayIn(associationTimeZone, now);
}

/** The association's hour (0–23) of an instant, summer time included. */
export function localHour(now: Date): number {
  const hour = new Intl.DateTimeFormat("en-GB", {
    timeZone: associationTimeZone,
    hour: "2-digit",
    hourCycle: "h23",
  }).format(now);
  return Number(hour);
}

/** Whether the daily mail of `REMINDER_HOUR` may go out at this instant (at or after the hour). */
export function digestDue(now: Date, reminderHour: number): boolean {
  return localHour(now) >= reminderHour;
}

/** Today, overdue (before today) or later: how a list shows an open task. */
export function dueState(dueOn: IsoDate, today: IsoDate): "overdue" | "today" | "later" {
  return dueOn < today ? "overdue" : dueOn === today ? "today" : "later";
}

export const taskTitleMaxLength = 200;
export const taskNoteMaxLength = 2000;

/** What the task forms' messages are keyed by (content/{de,es}/admin/tasks.ts `errors`). */
export type TaskFormErrors = {
  titleMissing: string;
  titleTooLong: string;
  noteTooLong: string;
  dateInvalid: string;
};

const isoDate = (message: string) =>
  z.string({ error: message }).trim().refine(isIsoDate, { error: message });

/** A new task by hand (the tasks panel of a request's or a person's page). */
export function taskCreateSchema(errors: TaskFormErrors) {
  return z.object({
    intent: z.literal("task-add"),
    title: z
      .string({ error: errors.titleMissing })
      .trim()
      .min(1, { error: errors.titleMissing })
      .max(taskTitleMaxLength, { error: errors.titleTooLong }),
    note: z.string().trim().max(taskNoteMaxLength, { error: errors.noteTooLong }).optional(),
    dueOn: isoDate(errors.dateInvalid),
    assignee: z.string().optional(),
  });
}

/** One tap on a task: done, undo, or a new due date or assignee. */
export function taskChangeSchema(errors: TaskFormErrors) {
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("task-done"), task: z.string() }),
    z.object({ intent: z.literal("task-reopen"), task: z.string() }),
    z.object({
      intent: z.literal("task-edit"),
      task: z.string(),
      dueOn: isoDate(errors.dateInvalid),
      assignee: z.string().optional(),
    }),
  ]);
}

/** One task as the lists show it, with what is needed to reach the person behind it. */
export type TaskItem = {
  id: string;
  title: string;
  note: string | null;
  dueOn: IsoDate;
  origin: TaskOrigin;
  assignee: { id: string; name: string } | null;
  doneAt: string | null;
  doneByName: string | null;
  createdByName: string | null;
  request: TaskRequest | null;
  person: TaskPerson | null;
};

/** The person a task is on (also set for a task on one of their requests), and how to reach them. */
export type TaskPerson = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  locale: Locale;
  /** In their language: the WhatsApp message and the mail's subject (a task on no one request). */
  whatsappText: string;
  mailSubject: string;
};

/** A request as the day's view lists it: who, what, and the contact links' prefilled texts. */
export type TaskRequest = {
  id: string;
  formType: FormType;
  status: string;
  locale: Locale;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  dogName: string | null;
  revision: number;
  /** In the applicant's language: the WhatsApp message and the mail's subject. */
  whatsappText: string;
  mailSubject: string;
};

/** The day's view ("Heute"): new requests nobody took, mine still open, tasks due today or before. */
export type TodayView = {
  today: IsoDate;
  unassigned: TaskRequest[];
  mine: TaskRequest[];
  tasks: TaskItem[];
};

const intlLocales: Record<Locale, string> = { de: "de-DE", es: "es-ES" };

/** A calendar date as the interface shows it ("5. Dez. 2026", "5 dic 2026"). */
export function formatDay(date: IsoDate, locale: Locale): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
