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

/** The dog a request is about as the feed knows it: its feed id (when known) and its name. */
export type DogRef = { id: string | null; name: string | null };

/**
 * Finds the feed's dog for a request: by the id the dog's page sent when the feed has it, else by
 * name (see dogResolver). Without it, no id is recorded.
 */
export type ResolveDog = (ref: DogRef) => DogRef;

/** The form's field that names the dog (adoption `dog`, sponsorship and contact `dogName`). */
export function dogNameFieldOf(formType: FormType): "dog" | "dogName" {
  return formType === "adoption" ? "dog" : "dogName";
}

/**
 * The validated data as stored, and the dog's feed id: the id the dog's page sent (`dogId`, never
 * stored among the fields) when the feed has that dog, with the feed dog's name in the dog field;
 * else the one dog of the feed with the name the form gives, as before ids were sent.
 */
export function linkDog(
  formType: FormType,
  validated: Record<string, unknown>,
  resolveDog?: ResolveDog,
): { data: Record<string, unknown>; dogId: string | null } {
  const { dogId: sent, ...data } = validated;
  const field = dogNameFieldOf(formType);
  const named = text(data[field]) || null;
  const sentId = typeof sent === "string" && sent !== "" ? sent : null;
  if (!resolveDog || (!named && !sentId)) return { data, dogId: null };
  const dog = resolveDog({ id: sentId, name: named });
  if (dog.id && dog.id === sentId && dog.name) return { data: { ...data, [field]: dog.name }, dogId: dog.id };
  return { data, dogId: dog.id };
}

/**
 * name (name, yourName, or firstName + lastName), e-mail, phone (membership: phone or mobile), the
 * dog (adoption `dog`, sponsorship and contact `dogName`) and its feed id (linkDog).
 */
export function requestColumns(
  formType: FormType,
  data: Record<string, unknown>,
  dogId: string | null = null,
): RequestColumns {
  const name =
    formType === "membership"
      ? [text(data.firstName), text(data.lastName)].filter(Boolean).join(" ")
      : text(data.name) || text(data.yourName);
  return {
    name,
    email: text(data.email).toLowerCase(),
    phone: text(data.phone) || text(data.mobile) || null,
    dogName: text(data[dogNameFieldOf(formType)]) || null,
    dogId,
  };
}

/**
 * `resolveDog` over the feed's dogs. An id the feed holds wins, with the feed dog's name (the page
 * may be older than a rename, and two dogs may share the name); an id it does not hold (a page
 * left open while the dog left the feed) counts as none. By name (case-insensitive, spaces
 * trimmed): the id of the one dog with that name; none when no dog or several have it.
 */
export function dogResolver(dogs: () => readonly { id: string; name: string }[]): ResolveDog {
  return ({ id, name }) => {
    const list = dogs();
    const byId = id ? list.find((dog) => dog.id === id) : undefined;
    if (byId) return { id: byId.id, name: byId.name };
    if (!name) return { id: null, name: null };
    const wanted = name.trim().toLocaleLowerCase("de");
    const found = list.filter((dog) => dog.name.trim().toLocaleLowerCase("de") === wanted);
    return { id: found.length === 1 ? (found[0]?.id ?? null) : null, name };
  };
}
