import type { ValidationMessages } from "~/content/types/validation";
import type { Locale } from "~/i18n/locale";
import type * as Schemas from "./validation";

/**
 * What arrives when the visitor starts on a form: Zod with the shared schemas (./validation.ts)
 * and the validation messages of the page's language, each language a chunk of its own. Neither
 * is part of a page's first load.
 */
export type Validation = typeof Schemas & { messages: ValidationMessages };

const messagesOf: Record<Locale, () => Promise<{ validation: ValidationMessages }>> = {
  de: () => import("~/content/de/validation"),
  es: () => import("~/content/es/validation"),
};

const loading: Partial<Record<Locale, Promise<Validation>>> = {};
const loaded: Partial<Record<Locale, Validation>> = {};
let failed = false;

/** Starts loading the validation chunks (once; again after a failure); resolves with them. */
export function loadValidation(locale: Locale): Promise<Validation> {
  return (loading[locale] ??= Promise.all([import("./validation"), messagesOf[locale]()]).then(
    ([schemas, { validation: messages }]) => (loaded[locale] = { ...schemas, messages }),
    (error: unknown) => {
      failed = true;
      loading[locale] = undefined;
      throw error;
    },
  ));
}

/** The validation of this language if it has arrived, else undefined. */
export function loadedValidation(locale: Locale): Validation | undefined {
  return loaded[locale];
}

/** The chunks could not be loaded (offline?): posts go unchecked, the server validates them. */
export function validationFailed(): boolean {
  return failed;
}
