import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { catalogs } from "~/content/catalogs.server";
import type { LastingRelationKind } from "~/domain/back-office/pipeline";
import type { Locale } from "~/i18n/locale";
import { workbookText } from "../back-office/csv";
import type { Relation } from "./service";

/** How Excel shows a day: the volunteer's usual order. */
const dayFormats: Record<Locale, string> = { de: "dd.mm.yyyy", es: "dd/mm/yyyy" };
const euroFormat = "#,##0.00";

type Column = { header: string; key: string; width: number; style?: Partial<ExcelJS.Style> };
type Sheet = {
  name: string;
  columns: Column[];
  rows: Record<string, unknown>[];
  totalRow?: Record<string, unknown>;
};

/** A yyyy-mm-dd day as a cell Excel shows as that date (no time zone). */
const dayCell = (day: string | null | undefined) =>
  typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
/** A text cell, kept as text when a spreadsheet would run it as a formula. */
const textCell = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? workbookText(value) : null;

/** Fields of a membership form that bear bank details, should the form ask for them (IBAN, BIC, holder). */
const bankField = /iban|bic|swift|bank|account|konto|mandate|mandat/i;

/**
 * The treasurer's lists of the lasting relations as Excel workbooks (issue 28 item 2): members with
 * their interval and entry date, sponsors per dog with the monthly amounts and a sum per dog,
 * foster homes with their current dog and how many dogs they take, placed dogs per month. Headers
 * in the volunteer's language, days as dates, amounts as numbers, every text that could run as a
 * formula kept as text. Written by exceljs's streaming writer, as the inbox's workbook.
 */
export async function relationsWorkbook(
  kind: LastingRelationKind,
  rows: readonly Relation[],
  locale: Locale,
  /** Amounts are bank-relevant: the adoption fees only in an admin's list. */
  { withAmounts = true }: { withAmounts?: boolean } = {},
): Promise<Buffer> {
  const text = catalogs[locale].admin.relations;
  const columns = text.excel.columns;
  const choices = text.choices;
  const day = { style: { numFmt: dayFormats[locale] } };
  const euro = { style: { numFmt: euroFormat } };
  const sheets: Sheet[] = [];
  switch (kind) {
    case "membership": {
      const bankKeys = [
        ...new Set(rows.flatMap((row) => Object.keys(row.data).filter((key) => bankField.test(key)))),
      ].sort();
      sheets.push({
        name: text.excel.sheets.membership,
        columns: [
          { header: columns.lastName, key: "lastName", width: 18 },
          { header: columns.firstName, key: "firstName", width: 18 },
          { header: columns.email, key: "email", width: 28 },
          { header: columns.phone, key: "phone", width: 18 },
          { header: columns.address, key: "address", width: 28 },
          { header: columns.postcode, key: "postcode", width: 10 },
          { header: columns.city, key: "city", width: 18 },
          { header: columns.membershipType, key: "membershipType", width: 18 },
          { header: columns.paymentInterval, key: "paymentInterval", width: 16 },
          { header: columns.entryDate, key: "entryDate", width: 14, ...day },
          { header: columns.since, key: "since", width: 14, ...day },
          ...bankKeys.map((key) => ({ header: key, key: `bank:${key}`, width: 26 })),
          { header: columns.id, key: "id", width: 38 },
        ],
        rows: [...rows]
          .sort((a, b) =>
            String(a.data.lastName ?? a.name).localeCompare(String(b.data.lastName ?? b.name), locale),
          )
          .map((row) => ({
            lastName:
              textCell(row.data.lastName) ?? (textCell(row.data.firstName) ? null : textCell(row.name)),
            firstName: textCell(row.data.firstName),
            email: textCell(row.email),
            phone: textCell(row.phone),
            address: textCell(row.data.street),
            postcode: textCell(row.data.postalCode),
            city: textCell(row.data.city),
            membershipType: row.details.membershipType
              ? choices.membershipType[row.details.membershipType]
              : null,
            paymentInterval: row.details.paymentInterval
              ? choices.paymentInterval[row.details.paymentInterval]
              : null,
            entryDate: dayCell(typeof row.data.entryDate === "string" ? row.data.entryDate : row.startedOn),
            since: dayCell(row.startedOn),
            ...Object.fromEntries(bankKeys.map((key) => [`bank:${key}`, textCell(row.data[key])])),
            id: row.submissionId,
          })),
      });
      break;
    }
    case "sponsorship": {
      const byDog = new Map<string, { dog: string; dogId: string | null; sponsors: number; sum: number }>();
      const sorted = [...rows].sort(
        (a, b) =>
          (a.dogName ?? "").localeCompare(b.dogName ?? "", locale) || a.name.localeCompare(b.name, locale),
      );
      for (const row of sorted) {
        const key = row.dogId ?? `name:${(row.dogName ?? "").toLowerCase()}`;
        const entry = byDog.get(key) ?? { dog: row.dogName ?? "", dogId: row.dogId, sponsors: 0, sum: 0 };
        entry.sponsors += 1;
        entry.sum += row.details.monthlyAmount ?? 0;
        byDog.set(key, entry);
      }
      const dogs = [...byDog.values()];
      sheets.push({
        name: text.excel.sheets.sponsorship,
        columns: [
          { header: columns.dog, key: "dog", width: 18 },
          { header: columns.dogId, key: "dogId", width: 12 },
          { header: columns.name, key: "name", width: 24 },
          { header: columns.email, key: "email", width: 28 },
          { header: columns.monthlyAmount, key: "amount", width: 14, ...euro },
          { header: columns.since, key: "since", width: 14, ...day },
          { header: columns.id, key: "id", width: 38 },
        ],
        rows: sorted.map((row) => ({
          dog: textCell(row.dogName),
          dogId: textCell(row.dogId),
          name: textCell(row.name),
          email: textCell(row.email),
          amount: row.details.monthlyAmount,
          since: dayCell(row.startedOn),
          id: row.submissionId,
        })),
      });
      sheets.push({
        name: text.excel.sheets.perDog,
        columns: [
          { header: columns.dog, key: "dog", width: 18 },
          { header: columns.dogId, key: "dogId", width: 12 },
          { header: columns.sponsors, key: "sponsors", width: 10 },
          { header: columns.sum, key: "sum", width: 18, ...euro },
        ],
        rows: dogs.map((dog) => ({
          dog: textCell(dog.dog),
          dogId: textCell(dog.dogId),
          sponsors: dog.sponsors,
          sum: dog.sum,
        })),
        totalRow: {
          dog: columns.total,
          sponsors: dogs.reduce((sum, dog) => sum + dog.sponsors, 0),
          sum: dogs.reduce((sum, dog) => sum + dog.sum, 0),
        },
      });
      break;
    }
    case "foster_home":
      sheets.push({
        name: text.excel.sheets.foster_home,
        columns: [
          { header: columns.name, key: "name", width: 24 },
          { header: columns.email, key: "email", width: 28 },
          { header: columns.phone, key: "phone", width: 18 },
          { header: columns.postcode, key: "postcode", width: 10 },
          { header: columns.capacity, key: "capacity", width: 12 },
          { header: columns.currentDog, key: "dog", width: 18 },
          { header: columns.dogId, key: "dogId", width: 12 },
          { header: columns.since, key: "since", width: 14, ...day },
          { header: columns.id, key: "id", width: 38 },
        ],
        rows: [...rows]
          .sort((a, b) => a.name.localeCompare(b.name, locale))
          .map((row) => ({
            name: textCell(row.name),
            email: textCell(row.email),
            phone: textCell(row.phone),
            postcode: textCell(row.data.zipCode),
            capacity: row.details.capacity,
            dog: textCell(row.details.currentDogName),
            dogId: textCell(row.details.currentDogId),
            since: dayCell(row.startedOn),
            id: row.submissionId,
          })),
      });
      break;
    case "adoption": {
      const sorted = [...rows].sort((a, b) => a.startedOn.localeCompare(b.startedOn));
      const perMonth = new Map<string, number>();
      for (const row of sorted)
        perMonth.set(row.startedOn.slice(0, 7), (perMonth.get(row.startedOn.slice(0, 7)) ?? 0) + 1);
      sheets.push({
        name: text.excel.sheets.adoption,
        columns: [
          { header: columns.month, key: "month", width: 10 },
          { header: columns.placedOn, key: "placedOn", width: 14, ...day },
          { header: columns.dog, key: "dog", width: 18 },
          { header: columns.dogId, key: "dogId", width: 12 },
          { header: columns.name, key: "name", width: 24 },
          { header: columns.email, key: "email", width: 28 },
          ...(withAmounts ? [{ header: columns.fee, key: "fee", width: 16, ...euro }] : []),
          { header: columns.returnedOn, key: "returnedOn", width: 14, ...day },
          { header: columns.id, key: "id", width: 38 },
        ],
        rows: sorted.map((row) => ({
          month: row.startedOn.slice(0, 7),
          placedOn: dayCell(row.startedOn),
          dog: textCell(row.dogName),
          dogId: textCell(row.dogId),
          name: textCell(row.name),
          email: textCell(row.email),
          fee: row.details.fee,
          returnedOn: row.active ? null : dayCell(row.endedOn),
          id: row.submissionId,
        })),
      });
      sheets.push({
        name: text.excel.sheets.perMonth,
        columns: [
          { header: columns.month, key: "month", width: 10 },
          { header: columns.count, key: "count", width: 14 },
        ],
        rows: [...perMonth].map(([month, count]) => ({ month, count })),
        totalRow: { month: columns.total, count: sorted.length },
      });
      break;
    }
  }
  return writeWorkbook(sheets, catalogs[locale].admin.common.title);
}

async function writeWorkbook(sheets: readonly Sheet[], creator: string): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    output.on("end", resolve);
    output.on("error", reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = creator;
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name, { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = spec.columns;
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for (const row of spec.rows) sheet.addRow(row).commit();
    if (spec.totalRow) {
      const total = sheet.addRow(spec.totalRow);
      total.font = { bold: true };
      total.commit();
    }
    sheet.commit();
  }
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}
