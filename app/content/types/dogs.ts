import type { LocationLabelKey } from "~/domain/dogs/classify";
import type { CountWords } from "~/domain/dogs/present";
import type { Locale } from "~/i18n/locale";

/** What a dog card and the dog page say about any dog: its badges, status and a text's language. */
export type DogCardText = {
  types: { adoption: string; sponsorship: string; hospice: string };
  status: { available: string; reserved: string };
  /** After a dog's text that is not in the page's language, by the text's language. */
  textIn: Record<Locale, string>;
};

/** The dog list (spec 1 section 2.6): search, filters, counts, paging and the info cards. */
export type DogListText = {
  searchLabel: string;
  searchPlaceholder: string;
  searchButton: string;
  typeLabel: string;
  locationLabel: string;
  locations: { germany: string; spain: string };
  reset: string;
  /** The hero's count of every dog. */
  count: CountWords;
  /** The count of the dogs that match the active filters. */
  results: CountWords;
  /** `{shown}` and `{total}`: the paging line above 'show more'. */
  shownOf: string;
  showMore: string;
  empty: string;
  /** The dog list could not be loaded (also the dog page's answer then). */
  error: string;
  lastUpdate: string;
  infoHeading: string;
  info: Record<"fosterHome" | "fincaChaos" | "residenciaMonika" | "hospice", { title: string; text: string }>;
};

/** The dog page (spec 1 section 2.7); `{name}` is the dog's name. */
export type DogDetailText = {
  back: string;
  gallery: string;
  /** `{n}` of `{total}`. */
  showImage: string;
  imageAlt: string;
  placeholderAlt: string;
  profile: string;
  location: string;
  /** Where the dog lives, by the key the dog domain gives its location. */
  locations: Record<LocationLabelKey, string>;
  status: string;
  about: string;
  hospiceHeading: string;
  hospiceText: string;
  hospiceLink: string;
  whatsappHeading: string;
  whatsappText: string;
  whatsappButton: string;
  /** The prefilled WhatsApp message; `{url}` is the dog's page. */
  whatsappMessage: string;
  /** The page of a dog that does not exist (or no longer). */
  notFound: { title: string; heading: string; text: string; back: string };
};
