import type { DogTypes } from "~/domain/dogs/types";

import { sponsorshipAmount } from "~/domain/fees";

export { sponsorshipAmount };

export type DogRequestForm = "adoption" | "sponsorship";

/**
 * The request forms a dog's page offers (spec 1 section 2.7): both with a choice when the dog is
 * adoptable and sponsorable, only sponsorship when it is only sponsorable, none for a hospice dog,
 * otherwise adoption. The first is the default.
 */
export function dogRequestForms(types: DogTypes): DogRequestForm[] {
  if (types.hospice) return [];
  if (types.sponsorship) return types.adoption ? ["adoption", "sponsorship"] : ["sponsorship"];
  return ["adoption"];
}

/** The sponsorship form's field for another amount; not part of the request itself. */
export const customAmountField = "customAmount";

/** A typed custom amount counts only as a whole number of euros from 10 to 10,000. */
export function appliedCustomAmount(text: string | null | undefined): number | null {
  const trimmed = (text ?? "").trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount >= sponsorshipAmount.min && amount <= sponsorshipAmount.max ? amount : null;
}

/**
 * The amount the form's summary shows ("20 € im Monat"): a typed custom amount when it applies, the
 * chosen preset while nothing is typed, and none while the typed amount is refused – never an
 * amount the form would not send (nor an earlier one the visitor has typed over).
 */
export function summaryAmount(custom: string, preset: number): number | null {
  return custom.trim() === "" ? preset : appliedCustomAmount(custom);
}

/** Why a typed custom amount does not apply (the amount messages' keys); null when it does or is empty. */
export function customAmountProblem(text: string | null | undefined): "min" | "max" | "whole" | null {
  const trimmed = (text ?? "").trim();
  if (trimmed === "" || appliedCustomAmount(trimmed) !== null) return null;
  const amount = Number(trimmed.replace(",", "."));
  if (amount < sponsorshipAmount.min) return "min";
  if (amount > sponsorshipAmount.max) return "max";
  return "whole";
}

/**
 * The posted sponsorship entries with `amount` taken from the custom field whenever something is
 * typed there (a post without JavaScript may still have a preset checked): an amount that does not
 * apply is then refused by the schema with its message, never silently replaced by the preset.
 */
export function withCustomAmount(entries: Record<string, string>): Record<string, string> {
  const { [customAmountField]: custom, ...rest } = entries;
  const typed = (custom ?? "").trim();
  if (typed !== "") return { ...rest, amount: String(appliedCustomAmount(typed) ?? typed) };
  if (rest.amount === "custom") return { ...rest, amount: "" };
  return rest;
}

/** The same on the browser's form data, before the shared schema validates it. */
export function withCustomAmountData(formData: FormData): FormData {
  const entries: Record<string, string> = {};
  for (const [name, value] of formData)
    if (typeof value === "string" && !(name in entries)) entries[name] = value;
  const prepared = new FormData();
  for (const [name, value] of Object.entries(withCustomAmount(entries))) prepared.append(name, value);
  return prepared;
}
