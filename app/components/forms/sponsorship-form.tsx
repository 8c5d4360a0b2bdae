import { useState, type FormEvent } from "react";
import type { DogFormsText } from "~/content/types/forms";
import type { ValidationMessages } from "~/content/types/validation";
import { formatEuro } from "~/domain/fees";
import { fill } from "~/i18n/format";
import { useSiteData } from "~/site-data";
import {
  appliedCustomAmount,
  customAmountField,
  customAmountProblem,
  sponsorshipAmount,
  summaryAmount,
  withCustomAmountData,
} from "./dog-request-forms";
import {
  CheckboxField,
  controlStyle,
  FieldError,
  FieldHint,
  FieldLabel,
  isFieldCheck,
  PrivacyNote,
  RequestForm,
  SubmitButton,
  TextField,
  useRequestForm,
  type Field,
  type FormText,
} from "~/components/forms/kit";

/** Spec 1 sections 3 and 5: a monthly sponsorship for one dog, the dog prefilled and read-only. */
export function SponsorshipForm({
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
  const text = all.dog.sponsorship;
  const request = useRequestForm({
    formType: "sponsorship",
    text: all.kit,
    schema: (forms, { messages }) => forms.sponsorshipSchema(messages),
    defaultValue: { dogName, amount: String(sponsorshipAmount.min) },
    prepare: withCustomAmountData,
  });
  const { fields } = request;
  const posted = request.result?.submission.initialValue;
  const labels = text.labels;
  // Whether the custom amount's problem shows: after leaving the field or a submit, until the form
  // starts over (a new key after success).
  const [checkedIn, setCheckedIn] = useState<string | null>(null);
  const customChecked = checkedIn !== null && checkedIn === String(request.formKey);
  const checkCustom = () => setCheckedIn(String(request.formKey));

  /** Another amount that does not apply is said next to it; nothing is sent with the preset instead. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const custom = event.currentTarget.querySelector<HTMLInputElement>(`#${fields.amount.id}-custom`);
    if (!isFieldCheck(event) && custom && customAmountProblem(custom.value)) {
      event.preventDefault();
      checkCustom();
      custom.focus();
      // The other fields' messages too, as a submit shows them (outside this submit event).
      window.setTimeout(() => request.form.validate());
      return;
    }
    request.onSubmit(event);
  }

  return (
    <RequestForm request={{ ...request, onSubmit }} id={id} success={text.success} errorText={text.error}>
      <p className="text-stone-700">{text.intro}</p>
      <input type="hidden" name="dogId" value={dogId} />
      <TextField meta={fields.dogName} label={labels.dogName} required readOnly />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.yourName} label={labels.yourName} required autoComplete="name" />
        <TextField meta={fields.email} type="email" label={labels.email} required autoComplete="email" />
      </div>
      <AmountPicker
        meta={fields.amount}
        hydrated={request.hydrated}
        postedAmount={typeof posted?.amount === "string" ? posted.amount : undefined}
        postedCustom={typeof posted?.[customAmountField] === "string" ? posted[customAmountField] : ""}
        customChecked={customChecked}
        checkCustom={checkCustom}
        text={text}
        messages={request.validation?.messages.amount}
      />
      <CheckboxField meta={fields.publishName} label={labels.publishName} />
      <PrivacyNote />
      <SubmitButton submitting={request.submitting}>{text.submit}</SubmitButton>
    </RequestForm>
  );
}

/**
 * Presets as radio tiles plus another amount. With JavaScript the chosen amount travels in a
 * hidden field; a custom amount below 10 (or above 10,000, or not whole) is not applied, and after
 * leaving the field or on submit its message shows right under it (and the form is not sent).
 * Without JavaScript the radios and the custom field post as they are: a typed amount wins, and
 * the server's message for one that does not apply shows in the same place.
 */
function AmountPicker({
  meta,
  hydrated,
  postedAmount,
  postedCustom,
  customChecked,
  checkCustom,
  text,
  messages,
}: {
  meta: Field;
  hydrated: boolean;
  postedAmount: string | undefined;
  postedCustom: string;
  customChecked: boolean;
  checkCustom: () => void;
  text: DogFormsText["sponsorship"];
  /** The amount messages of the page's language, once the validation has arrived. */
  messages: ValidationMessages["amount"] | undefined;
}) {
  const { locale } = useSiteData();
  const [custom, setCustom] = useState(postedCustom);
  const [amount, setAmount] = useState(
    () => appliedCustomAmount(postedCustom) ?? appliedCustomAmount(postedAmount) ?? sponsorshipAmount.min,
  );
  const customTyped = custom.trim() !== "";
  const summary = summaryAmount(custom, amount);
  const customId = `${meta.id}-custom`;
  const customErrorId = `${customId}-error`;
  const problem = customAmountProblem(custom);
  // The server's message about the amount belongs to the custom field when that is what was posted.
  const serverCustomError =
    postedCustom.trim() !== "" && custom === postedCustom ? meta.errors?.[0] : undefined;
  const customError = (customChecked && problem ? messages?.[problem] : undefined) ?? serverCustomError;
  const invalid = meta.errors !== undefined && serverCustomError === undefined;

  function typeCustom(value: string) {
    setCustom(value);
    const applied = appliedCustomAmount(value);
    if (applied !== null) setAmount(applied);
  }

  return (
    <fieldset
      aria-describedby={invalid ? `${meta.errorId} ${meta.descriptionId}` : meta.descriptionId}
      className="flex flex-col gap-1.5"
    >
      <FieldLabel as="legend" required>
        {text.labels.amount}
      </FieldLabel>
      <FieldHint meta={meta}>{text.amountHint}</FieldHint>
      {hydrated ? <input type="hidden" name={meta.name} value={amount} /> : null}
      <div className="mt-1 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {sponsorshipAmount.presets.map((preset) => (
          <label
            key={preset}
            className="flex cursor-pointer items-center justify-center rounded-xl bg-white px-4 py-3 text-lg font-bold text-brand-900 ring-2 ring-stone-300 transition hover:ring-brand-700 has-checked:bg-brand-800 has-checked:text-white has-checked:ring-brand-800 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500"
          >
            <input
              type="radio"
              name={hydrated ? `${meta.name}-preset` : meta.name}
              value={preset}
              checked={amount === preset && !customTyped}
              onChange={() => {
                setAmount(preset);
                setCustom("");
              }}
              required
              className="sr-only"
            />
            {formatEuro(preset, locale)}
          </label>
        ))}
      </div>
      <div className="mt-3 flex flex-col gap-1.5">
        <label htmlFor={customId} className="font-semibold text-stone-900">
          {text.labels.custom}
        </label>
        <p id={`${customId}-hint`} className="text-sm text-stone-600">
          {text.customHint}
        </p>
        <div className="relative sm:max-w-xs">
          <input
            id={customId}
            type="number"
            name={hydrated ? undefined : customAmountField}
            inputMode="numeric"
            min={sponsorshipAmount.min}
            max={sponsorshipAmount.max}
            step={1}
            value={custom}
            onChange={(event) => typeCustom(event.target.value)}
            onBlur={() => checkCustom()}
            aria-invalid={customError ? true : undefined}
            aria-describedby={customError ? `${customErrorId} ${customId}-hint` : `${customId}-hint`}
            className={`${controlStyle} pl-9`}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 font-semibold text-stone-600"
          >
            €
          </span>
        </div>
        <div id={customErrorId} aria-live="polite">
          {customError ? <p className="text-sm font-semibold text-rose-700">{customError}</p> : null}
        </div>
      </div>
      {hydrated ? (
        <p
          aria-live="polite"
          data-chosen-amount={summary ?? ""}
          className="mt-1 font-semibold text-brand-900"
        >
          {summary === null ? null : fill(text.perMonth, { amount: formatEuro(summary, locale) })}
        </p>
      ) : null}
      {invalid ? <FieldError meta={meta} /> : <div id={meta.errorId} aria-live="polite" />}
    </fieldset>
  );
}
