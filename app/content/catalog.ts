import type { RouteKey } from "~/i18n/routes";
import type { ShellText } from "./de/shell";
import type { AdminText } from "./types/admin";
import type { AboutContent } from "./types/about";
import type { AdoptionContent } from "./types/adoption";
import type { DonationFormText } from "./types/donation-form";
import type { DonationsText } from "./types/donations";
import type { FincaChaosText } from "./types/finca-chaos";
import type { HospiceText } from "./types/hospice";
import type { LegalText, PrivacyText } from "./types/legal";
import type { ResidenciaMonikaText } from "./types/residencia-monika";
import type { FaqText } from "./types/faq";
import type { BlogText } from "./types/blog";
import type { DogCardText, DogDetailText, DogListText } from "./types/dogs";
import type { GuidesText } from "./types/guides";
import type { HomeText } from "./types/home";
import type { HomeCheckText } from "./types/home-check";
import type { ContactPageText } from "./types/contact";
import type { FormsText } from "./types/forms";
import type { FosterHomeContent } from "./types/foster-home";
import type { MailText } from "./types/mail";
import type { StatusMailText } from "./types/status-mails";
import type { MembershipContent } from "./types/membership";
import type { SubmissionAnswers } from "./types/submission-answers";
import type { ValidationMessages } from "./types/validation";

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
  privacy: PrivacyText;
  residenciaMonika: ResidenciaMonikaText;
  about: AboutContent;
  /** Every FAQ answer; the FAQ page and the pages' FAQ blocks name them by key. */
  faq: FaqText;
  home: HomeText;
  /** What every dog card and the dog page say about a dog (badges, status, a text's language). */
  dogCard: DogCardText;
  dogList: DogListText;
  dogDetail: DogDetailText;
  blog: BlogText;
  guides: GuidesText;
  contact: ContactPageText;
  fosterHome: FosterHomeContent;
  membership: MembershipContent;
  confirmation: import("./types/confirmation").ConfirmationText; // the applicant's confirmation mail (server only)
  /** The request forms' labels, hints and panels (loader data of the pages with a form). */
  forms: FormsText;
  /** The schemas' messages: on the server from here, in the browser as a lazily loaded chunk. */
  validation: ValidationMessages;
  /** The notification mail (server only). */
  mail: MailText;
  /** The status mails the back office sends applicants (server only). */
  statusMails: StatusMailText;
  /** The JSON endpoints' `error` texts (server only). */
  submissionAnswers: SubmissionAnswers;
  /** The back office (/admin), as loader data of its screens only. */
  admin: AdminText;
  /** A home checker's mail and report page (issue 28). */
  homeCheck: HomeCheckText;
};
