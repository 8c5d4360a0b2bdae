import { useState } from "react";
import { dogFormsText } from "../../content/forms";
import { formatEuro } from "../../domain/fees";
import { fill } from "../../i18n/format";
import { useSiteData } from "../../site-data";
import {
  appliedCustomAmount,
  customAmountField,
  sponsorshipAmount,
  withCustomAmountData,
} from "./dog-request-forms";
import {
  CheckboxField,
  controlStyle,
  FieldError,
  FieldHint,
  FieldLabel,
  TextField,
  type Field,
} from "./kit/fields";
import { RequestForm } from "./kit/request-form";
import { SubmitButton } from "./kit/parts";
import { useRequestForm } from "./kit/use-request-form";

/** Spec 1 sections 3 and 5: a monthly sponsorship for one dog, the dog prefilled and read-only. */
export function SponsorshipForm({ dogName, id }: { dogName: string; id: string }) {
  const { locale } = useSiteData();
  const text = dogFormsText[locale].sponsorship;
  const request = useRequestForm({
    formType: "sponsorship",
    schema: (forms, context) => forms.sponsorshipSchema(context.locale),
    defaultValue: { dogName, amount: String(sponsorshipAmount.min) },
    prepare: withCustomAmountData,
  });
  const { fields } = request;
  const posted = request.result?.submission.initialValue;
  const labels = text.labels;
  return (
    <RequestForm request={request} id={id} success={text.success} errorText={text.error}>
      <p className="text-stone-700">{text.intro}</p>
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
      />
      <CheckboxField meta={fields.publishName} label={labels.publishName} />
      <SubmitButton submitting={request.submitting}>{text.submit}</SubmitButton>
    </RequestForm>
  );
}

/**
 * Presets as radio tiles plus another amount. With JavaScript the chosen amount travels in a
 * hidden field and a custom amount below 10 (or above 10,000) is simply not applied; without it
 * the radios and the custom field post as they are and the action applies the same rule.
 */
function AmountPicker({
  meta,
  hydrated,
  postedAmount,
  postedCustom,
}: {
  meta: Field;
  hydrated: boolean;
  postedAmount: string | undefined;
  postedCustom: string;
}) {
  const { locale } = useSiteData();
  const text = dogFormsText[locale].sponsorship;
  const [custom, setCustom] = useState(postedCustom);
  const [amount, setAmount] = useState(
    () => appliedCustomAmount(postedCustom) ?? appliedCustomAmount(postedAmount) ?? sponsorshipAmount.min,
  );
  const customApplied = appliedCustomAmount(custom) !== null;
  const customId = `${meta.id}-custom`;
  const invalid = meta.errors !== undefined;

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
            className="flex cursor-pointer items-center justify-center rounded-xl bg-white px-4 py-3 text-lg font-bold text-teal-900 ring-2 ring-stone-300 transition hover:ring-teal-700 has-checked:bg-teal-800 has-checked:text-white has-checked:ring-teal-800 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-amber-500"
          >
            <input
              type="radio"
              name={hydrated ? `${meta.name}-preset` : meta.name}
              value={preset}
              checked={amount === preset && !customApplied}
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
            aria-describedby={`${customId}-hint`}
            className={`${controlStyle} pl-9`}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 font-semibold text-stone-600"
          >
            €
          </span>
        </div>
      </div>
      {hydrated ? (
        <p aria-live="polite" data-chosen-amount={amount} className="mt-1 font-semibold text-teal-900">
          {fill(text.perMonth, { amount: formatEuro(amount, locale) })}
        </p>
      ) : null}
      <FieldError meta={meta} />
    </fieldset>
  );
}
