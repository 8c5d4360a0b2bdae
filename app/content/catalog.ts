import type { RouteKey } from "~/i18n/routes";
import type { ShellText } from "./de/shell";
import type { AboutContent } from "./types/about";
import type { AdoptionContent } from "./types/adoption";
import type { DonationFormText } from "./types/donation-form";
import type { DonationsText } from "./types/donations";
import type { FincaChaosText } from "./types/finca-chaos";
import type { HospiceText } from "./types/hospice";
import type { LegalText } from "./types/legal";
import type { ResidenciaMonikaText } from "./types/residencia-monika";
import type { FaqText } from "./types/faq";

/** Title and description (for the head) and heading and intro (for the hero) of a page. */
export type PageText = { title: string; description: string; heading: string; intro: string };
export type PageTexts = Record<RouteKey, PageText>;

/**
 * Every text of the site in one language: app/content/de/ and app/content/es/ each build one
 * `Catalog`, so a key missing in one language fails the typecheck. The server picks the request's
 * catalog (`context.text` in loaders and actions); pages receive their part as loader data, so the
 * browser's JavaScript holds no text of either language.
 */
export type Catalog = {
  shell: ShellText;
  pages: PageTexts;
  adoption: AdoptionContent;
  donationForm: DonationFormText;
  donations: DonationsText;
  fincaChaos: FincaChaosText;
  hospice: HospiceText;
  imprint: LegalText;
  privacy: LegalText;
  residenciaMonika: ResidenciaMonikaText;
  about: AboutContent;
  /** Every FAQ answer; the FAQ page and the pages' FAQ blocks name them by key. */
  faq: FaqText;
};
