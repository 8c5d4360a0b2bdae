import {
  PrivacyCheckbox,
  RequestForm,
  SubmitButton,
  TextAreaField,
  TextField,
  useRequestForm,
  type FormText,
} from "~/components/forms/kit";

/** Spec 1 sections 3 and 5: the adoption request for one dog, the dog prefilled and read-only. */
export function AdoptionForm({
  dogName,
  dogId,
  id,
  text: all,
}: {
  dogName: string;
  /** The dog's feed id, sent beside its name (two dogs may share a name). */
  dogId: string;
  id: string;
  text: FormText<"dog">;
}) {
  const text = all.dog.adoption;
  const request = useRequestForm({
    formType: "adoption",
    text: all.kit,
    schema: (forms, { messages }) => forms.adoptionSchema(messages),
    defaultValue: { dog: dogName },
  });
  const { fields } = request;
  const labels = text.labels;
  return (
    <RequestForm request={request} id={id} success={text.success} errorText={text.error}>
      <input type="hidden" name="dogId" value={dogId} />
      <TextField meta={fields.dog} label={labels.dog} required readOnly />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.name} label={labels.name} required autoComplete="name" />
        <TextField meta={fields.email} type="email" label={labels.email} required autoComplete="email" />
      </div>
      <TextField meta={fields.phone} type="tel" label={labels.phone} required autoComplete="tel" />
      <TextAreaField
        meta={fields.livingSituation}
        label={labels.livingSituation}
        hint={text.hints.livingSituation}
        rows={4}
        required
      />
      <TextAreaField
        meta={fields.experience}
        label={labels.experience}
        hint={text.hints.experience}
        rows={4}
        required
      />
      <TextAreaField
        meta={fields.message}
        label={labels.message}
        hint={text.hints.message}
        rows={6}
        required
      />
      <PrivacyCheckbox meta={fields.privacyAccepted} />
      <SubmitButton submitting={request.submitting}>{text.submit}</SubmitButton>
    </RequestForm>
  );
}
