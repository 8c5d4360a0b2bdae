import type { DonationBlockText } from "./donation-form";
import type { Picture } from "./partner";

/** Spec 2, the hospice page: need, founder, the home, ways to help, the hospice dogs, donations. */
export type HospiceText = {
  heroDonate: string;
  heroDogs: string;
  need: { heading: string; text: readonly string[] };
  founder: {
    heading: string;
    name: string;
    role: string;
    portrait: Picture;
    portraitAlt: string;
    story: readonly string[];
  };
  about: { heading: string; text: readonly string[]; points: readonly string[] };
  help: {
    heading: string;
    intro: string;
    items: readonly { title: string; text: string; link: string; to: "form" | "donations" | "contact" }[];
  };
  dogs: HospiceDogsText;
  /** The founder's words, with the quotation marks of the language. */
  quote: { text: string; author: string; open: string; close: string };
  donation: DonationBlockText;
  /** The hospice as a schema.org Service (JSON-LD). */
  service: { name: string; serviceType: string; description: string };
};

export type HospiceDogsText = {
  /** The id of the dogs section, the target of the hero's link. */
  anchor: string;
  heading: string;
  /** `{count}` is the number of dogs. */
  countOne: string;
  countOther: string;
  empty: string;
  loading: string;
};
