import { fill } from "~/i18n/format";
import type { ReactNode } from "react";
import type { MembershipFormText } from "~/content/types/forms";
import { firstOfNextMonth, type IsoDate } from "~/domain/forms/dates";
import {
  entryMonth,
  membershipSteps,
  type MembershipField,
  type MembershipStep,
  type MembershipSummary,
} from "~/domain/forms/membership-wizard";
import type { CountryOption } from "~/domain/forms/countries";
import { RadioGroupField, TextField, type Field } from "~/components/forms/kit";
import { CountrySelect } from "./country-select";

export type StepFields = Record<MembershipField, Field>;
type StepProps = { fields: StepFields; text: MembershipFormText };

export const stepHeadingId = (step: MembershipStep) => `membership-step-${step}`;

/**
 * One step's fields under its heading ('Schritt 2 von 4 · Persönliche Daten'). Without JavaScript
 * all four show at once as one form; with it only the current one, the others `hidden` (their
 * values stay in the form and are posted with it).
 */
export function StepGroup({
  step,
  text,
  hidden,
  separated,
  children,
}: {
  step: MembershipStep;
  text: MembershipFormText;
  hidden: boolean;
  /** A rule above it, where all steps show as one form. */
  separated: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-labelledby={stepHeadingId(step)}
      hidden={hidden}
      className={`flex flex-col gap-5 ${separated ? "border-t border-stone-200 pt-6" : ""}`}
    >
      <h3 id={stepHeadingId(step)} tabIndex={-1} className="scroll-mt-28 outline-none">
        <span className="block text-sm font-semibold text-brand-800">
          {fill(text.stepOf, { step, count: membershipSteps.length })}
        </span>
        <span className="block text-xl font-bold text-stone-900">{text.steps[step]}</span>
      </h3>
      {children}
    </div>
  );
}

const tile =
  "flex cursor-pointer items-start gap-3 rounded-xl bg-white p-4 ring-2 ring-stone-200 hover:ring-stone-400 " +
  "has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-700 [fieldset[aria-invalid=true]_&]:ring-rose-700";

export function TypeStep({ fields, text }: StepProps) {
  // The labels' order is the options' order; the content's type lists every value of the schema.
  const options = Object.entries(text.membershipType.options).map(([value, option]) => ({
    value,
    label: (
      <>
        <span className="block font-semibold text-stone-900">{option.label}</span>
        <span className="mt-1 block text-sm text-stone-700">{option.text}</span>
      </>
    ),
  }));
  return (
    <RadioGroupField
      meta={fields.membershipType}
      label={text.membershipType.legend}
      required
      options={options}
      optionsClassName="grid gap-3 sm:grid-cols-2"
      optionClassName={tile}
    />
  );
}

/** `birthdayMax`: the latest birthday of someone who is 18 today (the server works it out). */
export function PersonStep({ fields, text, birthdayMax }: StepProps & { birthdayMax: IsoDate }) {
  const salutationOptions = Object.entries(text.salutation.options).map(([value, label]) => ({
    value,
    label,
  }));
  return (
    <>
      <RadioGroupField
        meta={fields.salutation}
        label={text.salutation.legend}
        required
        options={salutationOptions}
        optionsClassName="flex flex-wrap gap-x-8 gap-y-2"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.firstName} label={text.firstName.label} required autoComplete="given-name" />
        <TextField meta={fields.lastName} label={text.lastName.label} required autoComplete="family-name" />
        <TextField
          meta={fields.birthday}
          type="date"
          label={text.birthday.label}
          hint={text.birthday.hint}
          required
          autoComplete="bday"
          min="1900-01-01"
          max={birthdayMax}
        />
        <TextField
          meta={fields.facebookUsername}
          label={text.facebookUsername.label}
          hint={text.facebookUsername.hint}
          optional
        />
      </div>
    </>
  );
}

export type CountryOptions = { primary: CountryOption[]; others: CountryOption[] };

export function AddressStep({ fields, text, countries }: StepProps & { countries: CountryOptions }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        meta={fields.street}
        label={text.street.label}
        required
        autoComplete="address-line1"
        className="sm:col-span-2"
      />
      <TextField
        meta={fields.addressAddition}
        label={text.addressAddition.label}
        hint={text.addressAddition.hint}
        optional
        autoComplete="address-line2"
        className="sm:col-span-2"
      />
      <TextField meta={fields.postalCode} label={text.postalCode.label} required autoComplete="postal-code" />
      <TextField meta={fields.city} label={text.city.label} required autoComplete="address-level2" />
      <CountrySelect meta={fields.country} countries={countries} text={text.country} />
      <TextField meta={fields.email} type="email" label={text.email.label} required autoComplete="email" />
      <p id="membership-phones" className="text-sm text-stone-700 sm:col-span-2">
        {text.phones}
      </p>
      <TextField
        meta={fields.phone}
        type="tel"
        label={text.phone.label}
        autoComplete="tel"
        aria-describedby={describedBy(fields.phone)}
      />
      <TextField
        meta={fields.mobile}
        type="tel"
        label={text.mobile.label}
        autoComplete="mobile tel"
        aria-describedby={describedBy(fields.mobile)}
      />
    </div>
  );
}

/** The phone rule applies to both numbers; each field points at it and at its own error. */
function describedBy(meta: Field): string {
  return meta.errors ? `membership-phones ${meta.errorId}` : "membership-phones";
}

export function PaymentStep({
  fields,
  text,
  today,
  summary,
}: StepProps & { today: IsoDate; summary: MembershipSummary | null }) {
  const intervals = Object.entries(text.paymentInterval.options).map(([value, label]) => ({ value, label }));
  return (
    <>
      <TextField
        meta={fields.entryDate}
        type="month"
        label={text.entryDate.label}
        hint={text.entryDate.hint}
        required
        min={entryMonth(firstOfNextMonth(today))}
        className="sm:max-w-xs"
      />
      <RadioGroupField
        meta={fields.paymentInterval}
        label={text.paymentInterval.legend}
        hint={text.paymentInterval.hint}
        required
        options={intervals}
        optionsClassName="grid gap-2 sm:grid-cols-2"
      />
      {summary ? <Summary summary={summary} text={text} /> : null}
    </>
  );
}

function Summary({ summary, text }: { summary: MembershipSummary; text: MembershipFormText }) {
  const rows = [
    [
      text.summary.type,
      summary.membershipType ? text.membershipType.options[summary.membershipType].label : "",
    ],
    [text.summary.name, summary.name],
    [text.summary.email, summary.email],
  ] as const;
  return (
    <div role="group" aria-labelledby="membership-summary" className="rounded-xl bg-stone-100 p-4 sm:p-5">
      <h4 id="membership-summary" className="font-semibold text-stone-900">
        {text.summary.heading}
      </h4>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm text-stone-600 sm:text-base">{term}</dt>
            <dd className="break-words font-semibold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
