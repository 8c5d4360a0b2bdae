import type { ReactNode } from "react";
import { contactFormText } from "~/content/forms";
import { fill } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { useSiteData } from "~/site-data";
import { PrivacyCheckbox, SubmitButton } from "./kit/parts";
import { RequestForm } from "./kit/request-form";
import { TextAreaField, TextField } from "./kit/fields";
import { useRequestForm } from "./kit/use-request-form";

/** The dog of a `?hund=` (`?perro=`) link; longer names are cut (the schema takes 200 characters). */
export function dogFromQuery(search: URLSearchParams, locale: Locale): string | undefined {
  const value = search.get(contactFormText[locale].dogQuery)?.trim().slice(0, 200);
  return value ? value : undefined;
}

/** Spec 2 sections 2, 3 and 5: name, e-mail, phone (optional), message, consent; dogName if given. */
/**
 * `dog`: what shows the dog a message is about and sends its name (DogChip on the contact page,
 * DogInterest on the adoption page).
 */
export function ContactForm({ id, dog }: { id: string; dog?: ReactNode }) {
  const { locale } = useSiteData();
  const text = contactFormText[locale];
  const request = useRequestForm({
    formType: "contact",
    schema: (forms, context) => forms.contactSchema(context.locale),
  });
  const { fields } = request;
  const labels = text.labels;
  return (
    <RequestForm request={request} id={id} success={text.success} errorText={text.error}>
      {dog}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.name} label={labels.name} required autoComplete="name" />
        <TextField meta={fields.email} type="email" label={labels.email} required autoComplete="email" />
      </div>
      <TextField meta={fields.phone} type="tel" label={labels.phone} optional autoComplete="tel" />
      <TextAreaField meta={fields.message} label={labels.message} rows={6} required />
      <PrivacyCheckbox meta={fields.privacyAccepted} />
      <SubmitButton submitting={request.submitting}>{text.submit}</SubmitButton>
    </RequestForm>
  );
}

/** The adoption page's banner for a dog passed from its page; the name is sent as `dogName`. */
export function DogInterest({ name }: { name: string }) {
  const { locale } = useSiteData();
  const text = contactFormText[locale];
  return (
    <div data-dog-interest="" className="rounded-xl bg-accent-50 p-4 ring-1 ring-accent-200">
      <input type="hidden" name="dogName" value={name} />
      <p className="font-bold text-accent-950">{fill(text.interest, { name })}</p>
      <p className="mt-1 text-sm text-accent-950">{fill(text.interestText, { name })}</p>
    </div>
  );
}
