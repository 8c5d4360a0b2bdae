import type { DogRecord, FeedDog } from "~/domain/dogs/types";

export type ParsedFeed = { records: DogRecord[]; skipped: number; cacheTimestamp: string | null };

/**
 * The feed in any shape CONTRACT.md allows: an array of dogs, or an object with `dogs` or `pets`
 * and maybe `cacheTimestamp`. Null when it is none of these (garbage: keep the last good copy).
 */
export function parseFeed(json: unknown, sanitize: (html: string) => string): ParsedFeed | null {
  let list: unknown;
  let cacheTimestamp: string | null = null;
  if (Array.isArray(json)) {
    list = json;
  } else if (isObject(json)) {
    list = Array.isArray(json.dogs) ? json.dogs : json.pets;
    cacheTimestamp = timestampOf(json.cacheTimestamp);
  }
  if (!Array.isArray(list)) return null;
  const records: DogRecord[] = [];
  const seen = new Set<string>();
  for (const raw of list) {
    const record = normaliseDog(raw, sanitize);
    if (!record || seen.has(record.id)) continue;
    seen.add(record.id);
    records.push(record);
  }
  return { records, skipped: list.length - records.length, cacheTimestamp };
}

/** One dog with every field well-typed, or null when it lacks an id or a title (it never renders). */
export function normaliseDog(raw: unknown, sanitize: (html: string) => string): DogRecord | null {
  if (!isObject(raw)) return null;
  const dog = raw as FeedDog;
  const id = idOf(dog.id);
  const title = text(dog.title);
  if (!id || !title) return null;
  const description = text(dog.publicDescription) ?? text(dog.description) ?? "";
  // The Spanish text goes through the same sanitiser; one that sanitises to nothing counts as absent.
  const descriptionEs = text(dog.publicDescriptionEs);
  return {
    id,
    title,
    name: text(dog.name) ?? title,
    species: text(dog.species) ?? "",
    tags: tagsOf(dog.tags),
    reserved: flag(dog.reserved),
    mediated: flag(dog.mediated),
    inGermany: flag(dog.inGermany),
    imageIds: imageIdsOf(dog),
    headline: text(dog.publicHeadline),
    descriptionHtml: description ? sanitize(description) : "",
    headlineEs: text(dog.publicHeadlineEs),
    descriptionHtmlEs: (descriptionEs && sanitize(descriptionEs)) || null,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

function idOf(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return text(value);
}

const truthy = new Set(["true", "yes", "ja", "si", "sí", "1"]);

function flag(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value === 1;
  return typeof value === "string" && truthy.has(value.trim().toLowerCase());
}

function tagsOf(value: unknown): string[] {
  const items = typeof value === "string" ? value.split(",") : Array.isArray(value) ? value : [];
  return items
    .map((item) => (typeof item === "number" ? String(item) : text(item)))
    .filter((tag): tag is string => !!tag);
}

function imageIdsOf(dog: FeedDog): string[] {
  const fromList = (value: unknown) =>
    Array.isArray(value) ? value.map((item) => idOf(isObject(item) ? (item.id ?? item.imageId) : item)) : [];
  const ids = [idOf(dog.imageId), ...fromList(dog.imageIds), ...fromList(dog.images)];
  return [...new Set(ids.filter((id): id is string => !!id))];
}

function timestampOf(value: unknown): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}
