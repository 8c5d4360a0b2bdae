import type { Locale } from "~/i18n/locale";
import { shownHeadline } from "./texts";
import type { Dog, DogStatus } from "./types";

/** What a dog card needs: the list page sends only this to the browser, not descriptions. */
export type DogCard = Pick<Dog, "id" | "slug" | "name" | "title" | "species" | "types" | "status"> & {
  /** The headline this language's site shows (what its search looks at), or null. */
  headline: string | null;
  /** The headline's language when it is not the page's (a German text on the Spanish site), else null. */
  headlineLang: Locale | null;
  /** The first photo in the card size (500x500); the list sends each card with its page. */
  image: string | null;
};

export function toCard(dog: Dog, locale: Locale): DogCard {
  const { id, slug, name, title, species, types, status } = dog;
  const headline = shownHeadline(dog, locale);
  return {
    id,
    slug,
    name,
    title,
    headline: headline?.text ?? null,
    headlineLang: headline?.lang ?? null,
    species,
    types,
    status,
    image: dog.images[0]?.small ?? null,
  };
}

/**
 * The status a card and the profile box say (spec 1 section 2.6, docs/decisions): 'reserved' always,
 * 'available' only for a dog a visitor can adopt or sponsor (a hospice dog's status is hidden; a dog
 * that is neither, such as one placed already, is not 'available' for anything), else nothing.
 */
export function shownStatus(dog: Pick<Dog, "status" | "types">): Exclude<DogStatus, "hidden"> | null {
  if (dog.status === "reserved") return "reserved";
  if (dog.status === "available" && (dog.types.adoption || dog.types.sponsorship)) return "available";
  return null;
}
