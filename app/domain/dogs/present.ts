/** Turning records into public dogs, and the counts and picks the pages show (spec 1 sections 2.4-2.6). */
import { intlLocale, type Locale } from "~/i18n/locale";
import { dogLocation, dogStatus, dogTypes } from "./classify";
import { dogSlug } from "./slug";
import type { Dog, DogImage, DogRecord } from "./types";

export const imageSizes = { small: "500x500", large: "1000x1000" } as const;

/** `{base}/vermittlungstiere/{dogId}/images/{imageId}/{size}` with encoded segments; base "" gives a root-relative URL. */
export function dogImageUrl(imageBase: string, dogId: string, imageId: string, size: string): string {
  const base = imageBase.replace(/\/+$/, "");
  return `${base}/vermittlungstiere/${encodeURIComponent(dogId)}/images/${encodeURIComponent(imageId)}/${size}`;
}

export function dogImages(dogId: string, imageIds: readonly string[], imageBase: string): DogImage[] {
  const unique = [...new Set(imageIds.filter((id) => id.trim() !== ""))];
  return unique.map((id) => ({
    id,
    small: dogImageUrl(imageBase, dogId, id, imageSizes.small),
    large: dogImageUrl(imageBase, dogId, id, imageSizes.large),
  }));
}

/** A dog card or detail renders only with an id and a title (spec 2.6). */
export function isRenderable(record: Pick<DogRecord, "id" | "title">): boolean {
  return record.id.trim() !== "" && record.title.trim() !== "";
}

/** The public dog (CONTRACT.md). The description is passed through as the record holds it. */
export function toDog(record: DogRecord, imageBase: string): Dog {
  const types = dogTypes(record);
  return {
    id: record.id,
    slug: dogSlug(record.name, record.id, record.title),
    name: record.name,
    title: record.title,
    headline: record.headline,
    descriptionHtml: record.descriptionHtml,
    headlineEs: record.headlineEs ?? null,
    descriptionHtmlEs: record.descriptionHtmlEs ?? null,
    species: record.species,
    tags: [...record.tags],
    types,
    status: dogStatus(record, types),
    location: dogLocation(record),
    images: dogImages(record.id, record.imageIds, imageBase),
  };
}

// Building a NumberFormat costs far more than using one; the dog list formats counts as you type.
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A count in the language's digits grouping: 1.234 / 1234. */
export function formatCount(n: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(intlLocale[locale])));
  return format.format(n);
}

/** A count's words by number, as the catalogue gives them: 'Schützling' / 'Schützlinge'. */
export type CountWords = { one: string; other: string };

/** A count with its words: '12 Schützlinge', '1 perro encontrado', '1.234 Hunde gefunden'. */
export function countLabel(n: number, locale: Locale, words: CountWords): string {
  return `${formatCount(n, locale)} ${n === 1 ? words.one : words.other}`;
}

/** Home page candidates: available adoption dogs. */
export function homeCandidates<T extends Pick<Dog, "types" | "status">>(dogs: readonly T[]): T[] {
  return dogs.filter((dog) => dog.types.adoption && dog.status === "available");
}

/**
 * Up to `count` distinct items in random order (partial Fisher-Yates on a copy). `random` returns
 * a number in [0, 1) like Math.random; out-of-range values are clamped.
 */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const wanted = Math.max(0, Math.min(pool.length, Math.floor(count)));
  for (let i = 0; i < wanted; i += 1) {
    const span = pool.length - i;
    const offset = Math.min(span - 1, Math.max(0, Math.floor(random() * span)));
    const j = i + (Number.isNaN(offset) ? 0 : offset);
    const picked = pool[j] as T;
    pool[j] = pool[i] as T;
    pool[i] = picked;
  }
  return pool.slice(0, wanted);
}
