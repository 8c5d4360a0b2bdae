import { honeypotField } from "./form-types";

/**
 * A form post's entries as a plain record for the schemas: the first value of each name, files
 * dropped (no form takes files).
 */
export function formEntries(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (typeof value === "string" && !Object.hasOwn(record, name)) record[name] = value;
  }
  return record;
}

/** Whether the hidden honeypot field holds anything: then the post is a bot's. */
export function honeypotFilled(data: unknown): boolean {
  if (typeof data !== "object" || data === null) return false;
  const value: unknown = (data as Record<string, unknown>)[honeypotField];
  return value !== undefined && value !== null && value !== "";
}
