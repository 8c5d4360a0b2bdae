import {
  PrivacyCheckbox,
  RequestForm,
  SubmitButton,
  TextAreaField,
  TextField,
  useRequestForm,
  type FormText,
} from "~/components/forms/kit";

/**
 * The foster-home application (spec 2 sections 3-5): ten fields, the privacy consent and the
 * honeypot; editing, sending, success and error as the form kit handles them. `text`: the loader's
 * `formTextFor(context.text, "foster")`.
 */
export function FosterHomeForm({ text: all }: { text: FormText<"foster"> }) {
  const text = all.foster;
  const request = useRequestForm({
    formType: "foster_home",
    text: all.kit,
    schema: (forms, { messages }) => forms.fosterHomeSchema(messages),
  });
  const { fields } = request;
  const label = text.fields;
  return (
    <RequestForm request={request} id={text.cardId} success={text.success} errorText={text.error}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          meta={fields.name}
          label={label.name.label}
          placeholder={label.name.placeholder}
          required
          autoComplete="name"
          className="sm:col-span-2"
        />
        <TextField meta={fields.email} type="email" label={label.email.label} required autoComplete="email" />
        <TextField meta={fields.phone} type="tel" label={label.phone.label} required autoComplete="tel" />
        <TextField
          meta={fields.address}
          label={label.address.label}
          placeholder={label.address.placeholder}
          required
          autoComplete="address-line1"
          className="sm:col-span-2"
        />
        <TextField meta={fields.zipCode} label={label.zipCode.label} required autoComplete="postal-code" />
      </div>
      <TextAreaField
        meta={fields.experience}
        label={label.experience.label}
        hint={label.experience.hint}
        rows={4}
        required
      />
      <TextAreaField
        meta={fields.existingPets}
        label={label.existingPets.label}
        hint={label.existingPets.hint}
        rows={3}
        optional
      />
      <TextAreaField
        meta={fields.livingSituation}
        label={label.livingSituation.label}
        hint={label.livingSituation.hint}
        rows={4}
        required
      />
      <TextAreaField
        meta={fields.availability}
        label={label.availability.label}
        hint={label.availability.hint}
        rows={4}
        required
      />
      <TextAreaField
        meta={fields.message}
        label={label.message.label}
        hint={label.message.hint}
        rows={6}
        required
      />
      <PrivacyCheckbox meta={fields.privacyAccepted} />
      <div>
        <SubmitButton submitting={request.submitting}>{text.submit}</SubmitButton>
      </div>
    </RequestForm>
  );
}
