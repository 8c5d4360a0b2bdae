import type { ReactNode } from "react";
import type { ContactFormText } from "~/content/types/forms";
import { fill } from "~/i18n/format";
import {
  PrivacyCheckbox,
  RequestForm,
  SubmitButton,
  TextAreaField,
  TextField,
  useRequestForm,
  type FormText,
} from "~/components/forms/kit";

/** The dog of a `?hund=` (`?perro=`) link; longer names are cut (the schema takes 200 characters). */
export function dogFromQuery(search: URLSearchParams, text: ContactFormText): string | undefined {
  const value = search.get(text.dogQuery)?.trim().slice(0, 200);
  return value ? value : undefined;
}

/**
 * Spec 2 sections 2, 3 and 5: name, e-mail, phone (optional), message, consent; dogName if given.
 * `dog`: what shows the dog a message is about and sends its name (DogChip on the contact page,
 * DogInterest on the adoption page). `text`: the loader's `formTextFor(context.text, "contact")`.
 */
export function ContactForm({ id, dog, text }: { id: string; dog?: ReactNode; text: FormText<"contact"> }) {
  const request = useRequestForm({
    formType: "contact",
    text: text.kit,
    schema: (forms, { messages }) => forms.contactSchema(messages),
  });
  const { fields } = request;
  const { labels, ...form } = text.contact;
  return (
    <RequestForm request={request} id={id} success={form.success} errorText={form.error}>
      {dog}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.name} label={labels.name} required autoComplete="name" />
        <TextField meta={fields.email} type="email" label={labels.email} required autoComplete="email" />
      </div>
      <TextField meta={fields.phone} type="tel" label={labels.phone} optional autoComplete="tel" />
      <TextAreaField meta={fields.message} label={labels.message} rows={6} required />
      <PrivacyCheckbox meta={fields.privacyAccepted} />
      <SubmitButton submitting={request.submitting}>{form.submit}</SubmitButton>
    </RequestForm>
  );
}

/** The adoption page's banner for a dog passed from its page; the name is sent as `dogName`. */
export function DogInterest({ name, text }: { name: string; text: ContactFormText }) {
  return (
    <div data-dog-interest="" className="rounded-xl bg-accent-50 p-4 ring-1 ring-accent-200">
      <input type="hidden" name="dogName" value={name} />
      <p className="font-bold text-accent-950">{fill(text.interest, { name })}</p>
      <p className="mt-1 text-sm text-accent-950">{fill(text.interestText, { name })}</p>
    </div>
  );
}
