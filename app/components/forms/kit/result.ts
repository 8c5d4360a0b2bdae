import type { SubmissionResult } from "@conform-to/react";

/** The hidden field that names the form a post comes from, so one page can hold several forms. */
export const formTypeField = "formType";

/**
 * The honeypot's name, as app/domain/forms/form-types.ts has it (a test keeps them equal; that
 * module stays out of the forms' first load).
 */
export const honeypotName = "website";

/**
 * How a request form's post ended, as the page action answers it (and the client action when the
 * post never reached the server). `submission` is Conform's `lastResult`: the field errors and
 * the posted values, so a page rendered after a post without JavaScript keeps what was typed.
 */
export type RequestFormOutcome =
  "success" | "invalid" | "honeypot" | "rate_limited" | "unavailable" | "refused";

export type RequestFormResult = {
  formType: string;
  outcome: RequestFormOutcome;
  submission: SubmissionResult<string[]>;
};

export function isRequestFormResult(value: unknown): value is RequestFormResult {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { formType?: unknown }).formType === "string" &&
    typeof (value as { outcome?: unknown }).outcome === "string"
  );
}

/** What the panels show for an outcome; 'invalid' shows the field errors in the form instead. */
export type RequestFormPanel = "success" | "error" | "honeypot";

export function panelOf(outcome: RequestFormOutcome): RequestFormPanel | undefined {
  return outcome === "invalid"
    ? undefined
    : outcome === "success" || outcome === "honeypot"
      ? outcome
      : "error";
}
