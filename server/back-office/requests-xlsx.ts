import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { catalogs } from "~/content/catalogs.server";
import { formFields } from "~/domain/forms/validate";
import type { Locale } from "~/i18n/locale";
import { formatFieldValue } from "../submissions/mail-render";
import { workbookText } from "./csv";
import type { InboxRow } from "./inbox-service";

/** One request as the workbook lists it: the inbox's row and the form's answers. */
export type WorkbookRow = InboxRow & { data: Record<string, unknown> };

/** How Excel shows the arrival: the volunteer's usual date order, local time. */
const dateFormats: Record<Locale, string> = { de: "dd.mm.yyyy hh:mm", es: "dd/mm/yyyy hh:mm" };

/**
 * The date and time a clock in `timeZone` showed, as a Date whose UTC fields are that wall-clock
 * time: Excel has no time zones and shows a cell's time as written.
 */
export function wallClock(date: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(
    Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second")),
  );
}

/**
 * The form answers' columns: every field of the kinds in the list, in the forms' order, labelled in
 * the volunteer's language. Fields with the same label (the adoption's `name` and the sponsorship's
 * `yourName` are both "Name") share a column.
 */
function answerColumns(rows: readonly WorkbookRow[], locale: Locale) {
  const labels = catalogs[locale].mail.labels;
  const kinds = new Set(rows.map((row) => row.type));
  const columns = new Map<string, { label: string; fields: Map<string, string> }>();
  for (const kind of Object.keys(formFields) as (keyof typeof formFields)[]) {
    if (!kinds.has(kind)) continue;
    const kindLabels: Record<string, string> = labels[kind];
    for (const field of formFields[kind] as readonly string[]) {
      const label = kindLabels[field] ?? field;
      const column = columns.get(label) ?? { label, fields: new Map<string, string>() };
      column.fields.set(kind, field);
      columns.set(label, column);
    }
  }
  return [...columns.values()];
}

function answerCell(row: WorkbookRow, field: string | undefined, locale: Locale): string | number | null {
  if (field === undefined) return null;
  const value = row.data[field];
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "number") return value;
  return workbookText(formatFieldValue(field, value, catalogs[locale].mail, locale));
}

/**
 * The inbox's filtered list as an Excel workbook for people (the CSV is for programs): headers,
 * kinds and statuses in the volunteer's language, arrival in local time (Europe/Berlin on the
 * German back office, Europe/Madrid on the Spanish one), one column per form answer, every text
 * that could run as a formula kept as text. Written by exceljs's streaming writer, so a long list
 * is not held as a workbook in memory.
 */
export async function requestsWorkbook(rows: readonly WorkbookRow[], locale: Locale): Promise<Buffer> {
  const { admin, mail } = catalogs[locale];
  const text = admin.inbox.excel;
  const common = admin.common;
  const answers = answerColumns(rows, locale);
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    output.on("end", resolve);
    output.on("error", reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = common.title;
  const sheet = workbook.addWorksheet(text.sheet, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [
    { header: text.columns.received, key: "received", width: 17, style: { numFmt: dateFormats[locale] } },
    { header: text.columns.type, key: "type", width: 16 },
    { header: text.columns.status, key: "status", width: 16 },
    { header: text.columns.assignee, key: "assignee", width: 18 },
    { header: text.columns.locale, key: "locale", width: 10 },
    ...answers.map((column, i) => ({ header: column.label, key: `answer${i}`, width: 24 })),
    { header: text.columns.dogId, key: "dogId", width: 12 },
    { header: text.columns.id, key: "id", width: 38 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) {
    const values: Record<string, unknown> = {
      received: wallClock(new Date(row.created), mail.timeZone),
      type: common.formTypes[row.type],
      status: row.status in common.statuses ? common.statuses[row.status] : row.status,
      assignee: row.assigneeName === null ? text.unassigned : workbookText(row.assigneeName),
      locale: common.locales[row.locale],
      dogId: row.dogId === null ? null : workbookText(row.dogId),
      id: row.id,
    };
    answers.forEach((column, i) => {
      values[`answer${i}`] = answerCell(row, column.fields.get(row.type), locale);
    });
    sheet.addRow(values).commit();
  }
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}
