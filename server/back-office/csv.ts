/**
 * CSV as spreadsheet programs read it (CONTRACT.md 'Back office', RFC 4180): UTF-8 with a byte
 * order mark (so Excel takes the umlauts and the ñ as UTF-8), CRLF line ends, a field quoted when it
 * holds a comma, a quote, CR or LF, quotes doubled. A cell that a spreadsheet would run as a formula
 * (starting with `=`, `+`, `-` or `@`, also after leading blanks, or with a tab or CR) gets a leading
 * `'`, so applicant-entered text can never become a formula (OWASP "CSV injection").
 */
export const csvContentType = "text/csv; charset=utf-8";

const byteOrderMark = "\uFEFF";
const formulaStart = /^[\s]*[=+\-@]|^[\t\r]/;
const needsQuotes = /[",\r\n]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

/** A text a spreadsheet would run as a formula, with the leading `'` that keeps it text. */
export function withoutFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/**
 * A workbook's text cell: an Excel file keeps text cells as text, so the `'` guards only against a
 * volunteer editing the cell later. A phone number ("+49 171 2345678") can carry no formula and
 * stays as written, without an apostrophe that would show.
 */
export function workbookText(text: string): string {
  return /^\+[0-9 ()/.-]+$/.test(text.trim()) ? text : withoutFormula(text);
}

/** One cell: neutralised against formulas, then quoted as RFC 4180 asks. */
export function csvCell(value: CsvValue): string {
  const text = withoutFormula(
    value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value),
  );
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: byte order mark, the header row, one line per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(row.map(csvCell).join(","));
  return `${byteOrderMark}${lines.join("\r\n")}\r\n`;
}
