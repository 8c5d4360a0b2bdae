import { parse, useForm, type DefaultValue } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { useActionData, useFetcher, type FetcherWithComponents } from "react-router";
import type { z } from "zod";
import type { FormKitText } from "~/content/types/forms";
import type { ValidationMessages } from "~/content/types/validation";
import type { IsoDate } from "~/domain/forms/dates";
import type { FormType } from "~/domain/forms/form-types";
import { useSiteData } from "~/site-data";
import { toast } from "~/components/ui/toast";
import {
  honeypotName,
  isRequestFormResult,
  panelOf,
  type RequestFormPanel,
  type RequestFormResult,
} from "./result";
import { useHydrated } from "./use-hydrated";
import { loadedValidation, loadValidation, validationFailed, type Validation } from "./validator";

/** The name of Conform's intent button (validation of one field, reset …). */
const conformIntent = "__intent__";

/**
 * Whether a submit event is Conform's own (the check of a field the visitor left), not the
 * visitor's: a form's own submit handler lets those through to `request.onSubmit` untouched.
 */
export function isFieldCheck(event: FormEvent<HTMLFormElement>): boolean {
  return (event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") === conformIntent;
}

type AnyObjectSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * Picks the shared schema out of app/domain/forms, which arrives with the validation chunk,
 * together with the messages of the page's language.
 */
export type SchemaOf<Schema extends AnyObjectSchema> = (
  forms: Validation["forms"],
  context: { messages: ValidationMessages; today: IsoDate },
) => Schema;

export type UseRequestFormOptions<Schema extends AnyObjectSchema> = {
  /** Which request this form sends; also its intent field, so one page can hold several forms. */
  formType: FormType;
  /** The kit's words (the loader's `formText.kit`); <RequestForm> hands them to its fields. */
  text: FormKitText;
  /**
   * The shared schema (the server validates with the same), picked from the lazily loaded domain
   * module with the messages of the page's language, e.g.
   * `(forms, { messages }) => forms.contactSchema(messages)`: Zod stays out of the first load.
   */
  schema: SchemaOf<Schema>;
  /** Initial values by field name, as the inputs hold them ('on' for a checked box). */
  defaultValue?: DefaultValue<z.input<Schema>>;
  /** Maps the posted data onto the schema's input, as the action's `prepare` does on the server. */
  prepare?: (formData: FormData) => FormData;
};

/**
 * A request form's state: Conform's `useForm` (validation after the first blur or submit, then as
 * you type, with the shared schema) fed by the answer of the page action, from a fetcher with
 * JavaScript or from the page's own action data after a post without it. `panel` says whether the
 * success panel, the error panel or the honeypot notice replaces the form. See ./index.ts.
 */
export function useRequestForm<Schema extends AnyObjectSchema>({
  formType,
  text: kit,
  schema,
  defaultValue,
  prepare,
}: UseRequestFormOptions<Schema>) {
  const { locale } = useSiteData();
  // The validation of the page's language once it has arrived (a render follows its arrival).
  const [validation, setValidation] = useState(() => loadedValidation(locale));
  const hydrated = useHydrated();
  const fetcher = useFetcher<unknown>();
  const actionData = useActionData<unknown>();
  // The fetcher's answer is this form's; the page's action data (a post without JavaScript) may
  // belong to another form of the page.
  const fetched = isRequestFormResult(fetcher.data) ? fetcher.data : undefined;
  const posted = isRequestFormResult(actionData) && actionData.formType === formType ? actionData : undefined;
  const result = fetched ?? posted;
  // Fields left before the validation chunk arrived; they are checked once it is there.
  const waiting = useRef(new Set<string>());

  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: `${formType}-form`,
    lastResult: result?.submission,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      const data = prepare ? prepare(formData) : formData;
      const validation = loadedValidation(locale);
      if (!validation) {
        // Not there yet (onSubmit waits for it): a field left meanwhile is checked once it is.
        return parse<z.output<Schema>, string[]>(data, {
          resolve: (_payload, intent) => {
            if (intent?.type === "validate" && intent.payload.name) waiting.current.add(intent.payload.name);
            return { error: {} };
          },
        });
      }
      const context = { messages: validation.messages, today: validation.today() };
      return validation.validate(data, schema(validation.forms, context));
    },
  });

  // A panel stays until its button is pressed; the next answer brings its own.
  const [dismissed, setDismissed] = useState<RequestFormResult>();
  const panel = result && result !== dismissed ? panelOf(result.outcome) : undefined;

  const cardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!result) return;
    const shown = panelOf(result.outcome);
    if (shown === "honeypot") toast.error(kit.honeypotToast);
    if (shown !== "success" && shown !== "error") return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    cardRef.current?.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [result, kit.honeypotToast]);

  /**
   * Runs `then` with the validation of the page's language, loading it first if the visitor was
   * quicker than the chunks; with undefined when they cannot be loaded (the server still checks).
   */
  const withValidation = useCallback(
    (then: (validation: Validation | undefined) => void) => {
      const loaded = loadedValidation(locale);
      if (loaded || validationFailed()) return then(loaded);
      void loadValidation(locale).then(
        (arrived) => {
          setValidation(arrived);
          then(arrived);
        },
        () => then(undefined),
      );
    },
    [locale],
  );

  /** The validation chunks start loading when the visitor first enters the form. */
  function onFocus() {
    if (loadedValidation(locale)) return;
    withValidation((arrived) => {
      if (!arrived) return;
      for (const name of waiting.current) form.validate({ name });
      waiting.current.clear();
    });
  }

  /** The honeypot is checked before anything is sent: a filled one sends nothing (spec 1 section 5). */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Conform validates a left field through a submit event of its own (the `__intent__` button).
    if (isFieldCheck(event)) return form.onSubmit(event);
    const element = event.currentTarget;
    const trap = element.elements.namedItem(honeypotName);
    if (trap instanceof HTMLInputElement && trap.value !== "") {
      event.preventDefault();
      toast.error(kit.honeypotToast);
      return;
    }
    // Without the validation chunk (it failed to load) the post goes unchecked: the server validates.
    if (validationFailed()) return;
    if (!loadedValidation(locale)) {
      event.preventDefault();
      withValidation(() => element.requestSubmit());
      return;
    }
    form.onSubmit(event);
  }

  /** Back to the form from a panel: after an error with everything kept, after success empty. */
  function dismiss() {
    setDismissed(result);
    requestAnimationFrame(() => {
      const first = formRef.current?.querySelector<HTMLElement>(
        "input:not([type=hidden]):not([tabindex='-1']), textarea, select",
      );
      first?.focus();
    });
  }

  return {
    formType,
    text: kit,
    /** The validation of the page's language (schemas and messages), once it has arrived. */
    validation: validation ?? loadedValidation(locale),
    withValidation,
    form,
    fields,
    formId: form.id,
    formKey: form.key,
    fetcher,
    result,
    panel,
    submitting: fetcher.state !== "idle",
    hydrated,
    onFocus,
    onSubmit,
    dismiss,
    cardRef,
    headingRef,
    formRef,
  };
}

/** What <RequestForm> needs of the hook's answer (everything but the typed `form` and `fields`). */
export type RequestFormHandle = {
  formType: FormType;
  text: FormKitText;
  formId: string;
  formKey: string | undefined;
  fetcher: FetcherWithComponents<unknown>;
  result: RequestFormResult | undefined;
  panel: RequestFormPanel | undefined;
  submitting: boolean;
  hydrated: boolean;
  onFocus: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  dismiss: () => void;
  cardRef: RefObject<HTMLDivElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  formRef: RefObject<HTMLFormElement | null>;
};
