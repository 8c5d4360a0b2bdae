import type { FormType } from "~/domain/forms/form-types";
import { displayLine } from "./display-text";

/** Longer than any real name a greeting would use, short enough that no sentence fits. */
export const greetingNameMaxLength = 60;

/**
 * The name for a greeting, as the person wrote it ("Familie Yılmaz", "María José García Núñez"),
 * when it reads as a name: letters of any script, spaces, apostrophes, hyphens and dots, at most
 * `greetingNameMaxLength` characters. Anything else – a link, an address, digits, a sentence with
 * punctuation – gives "", so the greeting has no name and the form cannot send a stranger chosen
 * words (docs/decisions/0010-back-office.md).
 */
export function greetingName(name: string): string {
  const line = displayLine(name);
  if (line.length > greetingNameMaxLength) return "";
  return /^[\p{L}\p{M}'’ .‐-]+$/u.test(line) && /\p{L}/u.test(line) ? line : "";
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * The greeting's name of a request: the first name where the form asks for one (membership),
 * else the whole name as written (no guessing which word is the first name). Checked by greetingName.
 */
export function greetingNameOf(formType: FormType | string, data: Record<string, unknown>): string {
  if (formType === "membership") return greetingName(text(data.firstName));
  return greetingName(text(data.name) || text(data.yourName));
}
