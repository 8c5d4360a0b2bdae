import { fill } from "~/i18n/format";
import type { MembershipFormText } from "~/content/types/forms";
import { membershipSteps, type MembershipStep } from "~/domain/forms/membership-wizard";

/** Four bars with the steps' names (names from 640 px; on phones the heading says them). */
export function StepIndicator({ step, text }: { step: MembershipStep; text: MembershipFormText }) {
  return (
    <ol aria-label={text.progress} className="grid grid-cols-4 gap-2">
      {membershipSteps.map((each) => (
        <li key={each} aria-current={each === step ? "step" : undefined} className="flex flex-col gap-1.5">
          <span
            aria-hidden="true"
            className={`h-1.5 rounded-full ${each <= step ? "bg-brand-700" : "bg-stone-300"}`}
          />
          <span
            className={`sr-only text-sm sm:not-sr-only ${each === step ? "font-semibold text-brand-900" : "text-stone-600"}`}
          >
            <span className="sr-only">
              {fill(text.stepOf, { step: each, count: membershipSteps.length })}:{" "}
            </span>
            {text.steps[each]}
          </span>
        </li>
      ))}
    </ol>
  );
}
