import type { ValidationMessages } from "~/content/types/validation";
import type { membershipFields } from "./membership-schema";
import type { membershipStepSchemas, membershipTypes } from "./membership-schema";
import type { FieldErrors } from "./outcome";

/**
 * The membership form's four steps (spec 2 section 4) as pure state: which step shows, and why
 * the last Next was refused. The form's values stay in the form itself; each action that needs
 * them gets them passed in, so the reducer has no hidden inputs.
 */
export const membershipSteps = [1, 2, 3, 4] as const;
export type MembershipStep = (typeof membershipSteps)[number];
export type MembershipField = (typeof membershipFields)[number];

export const membershipStepFields = {
  1: ["membershipType"],
  2: ["salutation", "firstName", "lastName", "birthday", "facebookUsername"],
  3: ["street", "addressAddition", "postalCode", "city", "country", "email", "phone", "mobile"],
  4: ["entryDate", "paymentInterval"],
} as const satisfies Record<MembershipStep, readonly MembershipField[]>;

/** Why a step was refused; it picks the toast's title (spec 2 section 8). */
export type StepProblem =
  | "membershipType"
  | "missing"
  | "birthday"
  | "phoneMissing"
  | "phoneInvalid"
  | "mobileInvalid"
  | "emailInvalid"
  | "invalid";

export type WizardState = {
  step: MembershipStep;
  /** The messages of the fields that failed the last Next (empty after a successful one). */
  errors: FieldErrors;
  /** Why the last action was refused, or null. */
  problem: StepProblem | null;
  /** What step 4 repeats, taken from the values that passed step 3 (null before that). */
  summary: MembershipSummary | null;
};

export type WizardAction =
  | { type: "next"; values: Record<string, unknown> }
  | { type: "back" }
  /** After a successful submission: back to an empty step 1. */
  | { type: "reset" }
  /** The whole application was refused (by the final check or the server): show its first step with an error. */
  | { type: "refused"; fieldErrors: FieldErrors };

/** The checks of the four steps: `membershipStepSchemas(messages, today)`. */
export type StepSchemas = Pick<ReturnType<typeof membershipStepSchemas>, MembershipStep>;

/** The membership messages of the page's language, which tell a refusal's kind (`stepProblem`). */
export type MembershipMessages = ValidationMessages["membership"];

/**
 * `schemas` and `messages` are passed in rather than imported, so the browser loads Zod and the
 * messages only when the visitor starts on the form. Null when they are not there (yet): every
 * step passes, the server checks the whole application as always, and a refusal counts as
 * 'invalid'.
 */
export type WizardContext = { messages: MembershipMessages | null; schemas: StepSchemas | null };

export const initialWizardState: WizardState = { step: 1, errors: {}, problem: null, summary: null };

export function membershipWizard(
  context: WizardContext,
  state: WizardState,
  action: WizardAction,
): WizardState {
  switch (action.type) {
    case "next": {
      const errors = stepErrors(context, state.step, action.values);
      if (Object.keys(errors).length > 0) {
        return { ...state, errors, problem: stepProblem(context.messages, state.step, errors) };
      }
      const step = state.step === 4 ? 4 : stepAfter(state.step);
      const summary = step === 4 ? membershipSummary(action.values) : state.summary;
      return { step, errors: {}, problem: null, summary };
    }
    case "back":
      return { ...state, step: state.step === 1 ? 1 : stepBefore(state.step), errors: {}, problem: null };
    case "reset":
      return initialWizardState;
    case "refused": {
      const step = firstStepWithError(action.fieldErrors);
      if (step === undefined) return state;
      const errors = pick(action.fieldErrors, membershipStepFields[step]);
      return { ...state, step, errors, problem: stepProblem(context.messages, step, errors) };
    }
  }
}

function stepAfter(step: 1 | 2 | 3): MembershipStep {
  return step === 1 ? 2 : step === 2 ? 3 : 4;
}

function stepBefore(step: 2 | 3 | 4): MembershipStep {
  return step === 4 ? 3 : step === 3 ? 2 : 1;
}

/** The messages of one step's fields, as the step's schema gives them (none when it validates). */
export function stepErrors(context: WizardContext, step: MembershipStep, values: Record<string, unknown>) {
  const errors: FieldErrors = {};
  const result = context.schemas?.[step].safeParse(normaliseMembershipEntries(values));
  if (!result || result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** Missing entries first: 'fill in all required fields' is the first thing to say. */
export function stepProblem(
  m: MembershipMessages | null,
  step: MembershipStep,
  errors: FieldErrors,
): StepProblem {
  if (step === 1) return "membershipType";
  if (!m) return "invalid";
  const has = (field: string, ...messages: string[]) =>
    (errors[field] ?? []).some((message) => messages.includes(message));
  // Each empty field says what is missing there; the toast says the spec's 'fill in all required fields'.
  const missing: readonly string[] = [m.required, ...Object.values(m.missing)];
  if (Object.values(errors).some((messages) => messages.some((message) => missing.includes(message))))
    return "missing";
  if (has("birthday", m.age, m.date)) return "birthday";
  if (has("phone", m.phoneMissing)) return "phoneMissing";
  const phoneRules = [m.phone, m.phoneCountryCode, m.phoneDigits];
  if (has("phone", ...phoneRules)) return "phoneInvalid";
  if (has("mobile", ...phoneRules)) return "mobileInvalid";
  if (has("email", m.email)) return "emailInvalid";
  return "invalid";
}

export function firstStepWithError(fieldErrors: FieldErrors): MembershipStep | undefined {
  return membershipSteps.find((step) =>
    membershipStepFields[step].some((field) => (fieldErrors[field]?.length ?? 0) > 0),
  );
}

function pick(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
}

/**
 * A month picker posts 'YYYY-MM'; the application stores the 1st of that month (spec 2 section 5).
 * Browsers without a month picker show a text field, so a full 'YYYY-MM-01' is kept as it is.
 */
export function normaliseMembershipEntries<T extends Record<string, unknown>>(values: T): T {
  const entryDate = values.entryDate;
  if (typeof entryDate !== "string" || !/^\d{4}-\d{2}$/.test(entryDate.trim())) return values;
  return { ...values, entryDate: `${entryDate.trim()}-01` };
}

/** The month picker's value for a stored entry date ('2026-07-01' to '2026-07'). */
export function entryMonth(entryDate: string): string {
  return /^\d{4}-\d{2}/.exec(entryDate)?.[0] ?? entryDate;
}

export type MembershipSummary = {
  membershipType: (typeof membershipTypes)[number] | null;
  name: string;
  email: string;
};

/** What step 4 repeats before the submit button (spec 2 section 4): type, name and e-mail. */
export function membershipSummary(values: Record<string, unknown>): MembershipSummary {
  const text = (field: MembershipField) => {
    const value = values[field];
    return typeof value === "string" ? value.trim() : "";
  };
  const type = text("membershipType");
  return {
    membershipType: type === "active" || type === "supporting" ? type : null,
    name: [text("firstName"), text("lastName")].filter(Boolean).join(" "),
    email: text("email"),
  };
}
