import type { FormType } from "~/domain/forms/form-types";
import type { FieldOf } from "~/domain/forms/validate";
import type { MembershipStep, StepProblem } from "~/domain/forms/membership-wizard";
import type { membershipTypes, paymentIntervals, salutations } from "~/domain/forms/membership-schema";

/**
 * Texts of the request forms (spec 1 sections 2.7, 4, 5, 8; spec 2 sections 2-5, 8): the form
 * kit's own words and each form's labels, hints and panels. The pages' loaders send a form its
 * part (`formTextFor`, app/components/forms/kit/form-text.ts); the browser's JavaScript holds none.
 * Placeholders in braces are filled with `fill` (app/i18n/format.ts). Validation messages are in
 * ./validation.ts, the notification mail's words in ./mail.ts.
 */
export type FormPanelText = { heading: string; text: string; again: string };

/**
 * A form's labels by field, from the request's stored fields (app/domain/forms/request-schemas.ts): a
 * field added there is missing here until both languages name it. `Without`: fields the form
 * labels otherwise (the consent checkbox, a dog passed in).
 */
type LabelsOf<F extends FormType, Without extends string = never> = Record<
  Exclude<FieldOf<F>, "privacyAccepted" | Without>,
  string
>;

export type FormKitText = {
  requiredNote: string;
  optional: string;
  sending: string;
  /** The error panel (spec 1 section 8): heading, retry button; the text is the form's own. */
  errorHeading: string;
  retry: string;
  rateLimited: string;
  honeypotToast: string;
  honeypotLabel: string;
  privacy: { before: string; link: string; after: string; newTab: string };
  /** Under forms without a consent checkbox (membership, sponsorship): a sentence linking the privacy page. */
  privacyNote: { before: string; link: string; after: string };
};

export type DogFormsText = {
  dogRequest: {
    heading: string;
    intro: string;
    choiceLabel: string;
    choice: { adoption: string; sponsorship: string };
    /** The query parameter and its values that pick a form without JavaScript. */
    query: { name: string; adoption: string; sponsorship: string };
    processLink: string;
    processText: string;
    /** The adoption page's `?hund=` (`?perro=`), as the contact form reads it. */
    dogQuery: string;
    /** Above the form of a reserved dog ({name}): that it is reserved, and what a request means then. */
    reserved: string;
  };
  adoption: {
    labels: LabelsOf<"adoption">;
    hints: { livingSituation: string; experience: string; message: string };
    submit: string;
    success: FormPanelText;
    error: string;
  };
  sponsorship: {
    intro: string;
    labels: {
      dogName: string;
      yourName: string;
      email: string;
      amount: string;
      custom: string;
      publishName: string;
    };
    amountHint: string;
    perMonth: string;
    customHint: string;
    submit: string;
    success: FormPanelText;
    error: string;
  };
};

export type ContactFormText = {
  /** `?hund=` / `?perro=`: the dog a message is about. */
  dogQuery: string;
  labels: LabelsOf<"contact", "dogName">;
  dogChip: string;
  removeDog: string;
  interest: string;
  interestText: string;
  submit: string;
  success: FormPanelText;
  error: string;
};

type FieldText = { label: string; hint?: string; placeholder?: string };

/** The foster-home application form (spec 2 sections 3, 4, 5 and 8). */
export type FosterFormText = {
  /** The form card's anchor (the view scrolls there after sending). */
  cardId: string;
  fields: Record<keyof LabelsOf<"foster_home">, FieldText>;
  submit: string;
  success: FormPanelText;
  /** The error panel's text (spec 2 section 8); heading and retry button are the kit's. */
  error: string;
};

type Notice = { title: string; text?: string };

/** The four-step membership application (spec 2 sections 3, 4, 5 and 8). */
export type MembershipFormText = {
  /** The form card's anchor (the view scrolls there after sending). */
  cardId: string;
  /** 'Schritt 2 von 4'. */
  /** "{step}" and "{count}" are filled in. */
  stepOf: string;
  steps: Record<MembershipStep, string>;
  /** The step indicator's name. */
  progress: string;
  /** Options in the order they show; every value of the schema's list needs one. */
  membershipType: {
    legend: string;
    options: Record<(typeof membershipTypes)[number], { label: string; text: string }>;
  };
  salutation: { legend: string; options: Record<(typeof salutations)[number], string> };
  firstName: FieldText;
  lastName: FieldText;
  birthday: FieldText;
  facebookUsername: FieldText;
  street: FieldText;
  addressAddition: FieldText;
  postalCode: FieldText;
  city: FieldText;
  country: FieldText & { choose: string; others: string };
  email: FieldText;
  phone: FieldText;
  mobile: FieldText;
  /** Explains the 'at least one number' rule above the two phone fields. */
  phones: string;
  /** The hint names the format for browsers without a month picker, which show a text field. */
  entryDate: FieldText;
  /** `hint`: what a membership costs and how it is paid; each option names its least amount. */
  paymentInterval: {
    legend: string;
    hint: string;
    options: Record<(typeof paymentIntervals)[number], string>;
  };
  summary: { heading: string; type: string; name: string; email: string };
  next: string;
  back: string;
  submit: string;
  /** The destructive toast of a refused step; a notice without text shows the field's message. */
  problems: Record<StepProblem, Notice>;
  /** The toast's title when the final check of the whole application fails. */
  submitProblem: string;
  /** Its text when required fields are empty (spec 2 section 5); 'before you continue' is for Next. */
  submitMissing: string;
  success: FormPanelText;
  /** The error panel's text (spec 2 section 8); heading and retry button are the kit's. */
  error: string;
};

/** Every form's texts in one language; a page's loader sends the kit's and its own forms'. */
export type FormsText = {
  kit: FormKitText;
  contact: ContactFormText;
  dog: DogFormsText;
  foster: FosterFormText;
  membership: MembershipFormText;
};
