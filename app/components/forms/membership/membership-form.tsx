import { useEffect, useRef, useState, type FormEvent } from "react";
import type { MembershipFormText } from "~/content/types/forms";
import type { IsoDate } from "~/domain/forms/dates";
import { formEntries } from "~/domain/forms/form-entries";
import {
  initialWizardState,
  membershipStepFields,
  membershipSteps,
  membershipWizard,
  normaliseMembershipEntries,
  stepErrors,
  type MembershipMessages,
  type MembershipStep,
  type StepProblem,
  type WizardAction,
  type WizardContext,
  type WizardState,
} from "~/domain/forms/membership-wizard";
import type { FieldErrors } from "~/domain/forms/outcome";
import type { Locale } from "~/i18n/locale";
import { useSiteData } from "~/site-data";
import { toast } from "~/components/ui/toast";
import {
  buttonStyle,
  isFieldCheck,
  PrivacyNote,
  RequestForm,
  secondaryButtonStyle,
  SubmitButton,
  useRequestForm,
  type FormText,
  type RequestFormResult,
  type Validation,
} from "~/components/forms/kit";
import {
  AddressStep,
  PaymentStep,
  PersonStep,
  StepGroup,
  stepHeadingId,
  TypeStep,
  type CountryOptions,
} from "./membership-steps";
import { StepIndicator } from "./step-indicator";

const siteCountry = { de: "DE", es: "ES" } as const satisfies Record<Locale, string>;

/**
 * The four-step membership application (spec 2 sections 4 and 5) in one form: with JavaScript a
 * wizard (Next only when the step validates, Enter advances, Back, a summary on step 4), without
 * it all four steps at once, posted to the page and checked by the server with the same schema.
 */
export function MembershipForm({
  today,
  birthdayMax,
  countries,
  text: formText,
}: {
  today: IsoDate;
  birthdayMax: IsoDate;
  /** The country select's options in the page's language (the loader's `countryOptions`). */
  countries: CountryOptions;
  /** The loader's `formTextFor(context.text, "membership")`: this language's texts only. */
  text: FormText<"membership">;
}) {
  const { locale } = useSiteData();
  const text = formText.membership;
  const request = useRequestForm({
    formType: "membership",
    text: formText.kit,
    schema: (forms, context) => forms.membershipSchema(context.messages, context.today),
    defaultValue: { country: siteCountry[locale] },
    prepare: normaliseFormData,
  });
  const { result, hydrated, form, withValidation } = request;
  /** The step checks, from the validation the kit loads when the visitor starts on the form. */
  const contextOf = (validation: Validation | undefined): WizardContext => ({
    messages: validation?.messages.membership ?? null,
    schemas: validation ? validation.forms.membershipStepSchemas(validation.messages, today) : null,
  });
  const messages = request.validation?.messages.membership ?? null;

  const [wizard, setWizard] = useState(() => afterAnswer(messages, initialWizardState, result));
  // A new answer moves the wizard: back to step 1 after a success, to the failing step if refused.
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    setWizard(afterAnswer(messages, wizard, result));
  }
  /** The wizard's last error toast: a newer one, a step that passes or a sent application takes it away. */
  const lastToast = useRef<number>(undefined);
  const showToast = (message: string | null) => {
    if (lastToast.current !== undefined) toast.dismiss(lastToast.current);
    lastToast.current = message === null ? undefined : toast.error(message);
  };
  // The toast of a refusal names its kind, which the messages tell: after a post without
  // JavaScript they may still be on their way.
  useEffect(() => {
    if (result?.outcome === "success") return showToast(null);
    if (result?.outcome !== "invalid") return;
    withValidation((validation) => {
      const refused = afterAnswer(validation?.messages.membership ?? null, initialWizardState, result);
      if (refused.problem) showToast(notice(text, refused.problem, refused.errors, true));
    });
  }, [result, text, withValidation]);

  // The step's refused fields all corrected (Conform checks them as the visitor types): its toast goes.
  const stepInvalid = membershipStepFields[wizard.step].some(
    (name) => (request.fields[name].errors?.length ?? 0) > 0,
  );
  const wasInvalid = useRef(false);
  useEffect(() => {
    if (wasInvalid.current && !stepInvalid) showToast(null);
    wasInvalid.current = stepInvalid;
  }, [stepInvalid]);

  /** What gets the focus once the step shows: its heading, or the first field that failed. */
  const focusNext = useRef<string>(undefined);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = undefined;
    if (target === "heading") document.getElementById(stepHeadingId(wizard.step))?.focus();
    else if (target) focusField(request.formRef.current, target);
  }, [wizard, request.formRef]);

  /** `final`: the check before sending, whose toast has the title 'Fehler' (spec 2 section 8). */
  function run(context: WizardContext, action: WizardAction, final = false) {
    const next = membershipWizard(context, wizard, action);
    setWizard(next);
    showToast(next.problem ? notice(text, next.problem, next.errors, final) : null);
    if (next.problem) {
      // Outside the submit event: a form ignores requestSubmit while it fires one.
      const failed = Object.keys(next.errors);
      window.setTimeout(() => failed.forEach((name) => form.validate({ name })));
      focusNext.current = failed[0];
    } else if (next.step !== wizard.step) {
      focusNext.current = "heading";
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated || isFieldCheck(event)) return request.onSubmit(event);
    const values = formEntries(new FormData(event.currentTarget));
    if (wizard.step < 4) {
      event.preventDefault();
      // With the step checks, loaded first if the visitor was quicker than the chunks.
      request.withValidation((validation) => run(contextOf(validation), { type: "next", values }));
      return;
    }
    // The last check before sending covers every step; a failure shows the first failing one.
    const context = contextOf(request.validation);
    const fieldErrors = membershipSteps.reduce<FieldErrors>(
      (all, step) => ({ ...all, ...stepErrors(context, step, values) }),
      {},
    );
    if (Object.keys(fieldErrors).length > 0) {
      event.preventDefault();
      run(context, { type: "refused", fieldErrors }, true);
      return;
    }
    showToast(null);
    request.onSubmit(event);
  }

  const stepProps = { fields: request.fields, text };
  const group = (step: MembershipStep) => ({
    step,
    text,
    hidden: hydrated && wizard.step !== step,
    separated: !hydrated && step > 1,
  });
  return (
    <RequestForm
      request={{ ...request, onSubmit }}
      id={text.cardId}
      success={text.success}
      errorText={text.error}
    >
      {hydrated ? <StepIndicator step={wizard.step} text={text} /> : null}
      <StepGroup {...group(1)}>
        <TypeStep {...stepProps} />
      </StepGroup>
      <StepGroup {...group(2)}>
        <PersonStep {...stepProps} birthdayMax={birthdayMax} />
      </StepGroup>
      <StepGroup {...group(3)}>
        <AddressStep {...stepProps} countries={countries} />
      </StepGroup>
      <StepGroup {...group(4)}>
        <PaymentStep {...stepProps} today={today} summary={hydrated ? wizard.summary : null} />
      </StepGroup>
      <PrivacyNote />
      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:items-center">
        {hydrated && wizard.step > 1 ? (
          <button
            type="button"
            onClick={() => run(contextOf(undefined), { type: "back" })}
            className={secondaryButtonStyle}
          >
            {text.back}
          </button>
        ) : null}
        <div className="sm:ml-auto">
          {hydrated && wizard.step < 4 ? (
            <button type="submit" className={`${buttonStyle} w-full sm:w-auto`}>
              {text.next}
            </button>
          ) : (
            <SubmitButton submitting={request.submitting}>{text.submit}</SubmitButton>
          )}
        </div>
      </div>
    </RequestForm>
  );
}

/** The refused fields of an answer as the wizard takes them (Conform keeps null for 'unchanged'). */
function afterAnswer(
  messages: MembershipMessages | null,
  state: WizardState,
  result: RequestFormResult | undefined,
) {
  if (result?.outcome === "success") return initialWizardState;
  if (result?.outcome !== "invalid") return state;
  const fieldErrors: FieldErrors = {};
  for (const [field, messages] of Object.entries(result.submission.error ?? {})) {
    if (messages) fieldErrors[field] = messages;
  }
  return membershipWizard({ messages, schemas: null }, state, { type: "refused", fieldErrors });
}

/** The field whose message a problem's toast repeats (when the problem has no text of its own). */
const problemField: Partial<Record<StepProblem, string>> = {
  birthday: "birthday",
  phoneMissing: "phone",
  phoneInvalid: "phone",
  mobileInvalid: "mobile",
  emailInvalid: "email",
};

/**
 * The destructive toast: the spec's title, then what to do. `final`: the check before sending
 * (title 'Fehler'; empty fields without the 'before you continue' of a Next).
 */
function notice(text: MembershipFormText, problem: StepProblem, errors: FieldErrors, final: boolean) {
  const own = final && problem === "missing" ? { text: text.submitMissing } : text.problems[problem];
  const field = problemField[problem];
  const detail =
    own.text ?? (field ? errors[field]?.[0] : undefined) ?? Object.values(errors).flat()[0] ?? "";
  return `${final ? text.submitProblem : text.problems[problem].title}: ${detail}`;
}

function focusField(form: HTMLFormElement | null, name: string) {
  const element = form?.elements.namedItem(name);
  const first = element instanceof RadioNodeList ? element[0] : element;
  if (first instanceof HTMLElement) first.focus();
}

/** The month picker posts 'YYYY-MM'; the schema checks the 1st of that month. */
function normaliseFormData(formData: FormData): FormData {
  const prepared = new FormData();
  for (const [name, value] of Object.entries(normaliseMembershipEntries(formEntries(formData)))) {
    prepared.append(name, value);
  }
  return prepared;
}
