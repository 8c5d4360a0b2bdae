import type { FormType } from "~/domain/forms/form-types";
import { displayLine } from "./display-text";

/** The columns the back office filters and searches by, copied from a request's validated data. */
export type RequestColumns = {
  name: string;
  /** Lower-case: one person's requests are found by it (export, erasure, the hourly confirmation). */
  email: string;
  phone: string | null;
  dogName: string | null;
  dogId: string | null;
};

const text = (value: unknown): string => (typeof value === "string" ? displayLine(value) : "");

/**
 * name (name, yourName, or firstName + lastName), e-mail, phone (membership: phone or mobile) and
 * the dog (adoption `dog`, sponsorship and contact `dogName`); `dogId` when `resolveDogId` finds
 * exactly one dog of the feed by that name.
 */
export function requestColumns(
  formType: FormType,
  data: Record<string, unknown>,
  resolveDogId?: (name: string) => string | null,
): RequestColumns {
  const name =
    formType === "membership"
      ? [text(data.firstName), text(data.lastName)].filter(Boolean).join(" ")
      : text(data.name) || text(data.yourName);
  const dogName = text(formType === "adoption" ? data.dog : data.dogName) || null;
  return {
    name,
    email: text(data.email).toLowerCase(),
    phone: text(data.phone) || text(data.mobile) || null,
    dogName,
    dogId: dogName && resolveDogId ? resolveDogId(dogName) : null,
  };
}

/**
 * `resolveDogId` over a list of dogs: the id of the one dog with that name (case-insensitive,
 * spaces trimmed), null when none or several have it.
 */
export function dogIdResolver(dogs: () => readonly { id: string; name: string }[]) {
  return (name: string): string | null => {
    const wanted = name.trim().toLocaleLowerCase("de");
    const found = dogs().filter((dog) => dog.name.trim().toLocaleLowerCase("de") === wanted);
    return found.length === 1 ? (found[0]?.id ?? null) : null;
  };
}
