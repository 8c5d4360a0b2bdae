import type { Step } from "~/content/shapes";
import { Prose } from "./rich-text";

/**
 * A numbered process. Each step has the id `${idPrefix}-${n}` (anchors for structured data and
 * links); the numbers come from the ordered list, the badge only shows them. In two columns an odd
 * last step takes the whole row; in three each step takes one column, none left empty.
 */
export function StepsList({
  steps,
  idPrefix,
  stepLabel,
  columns = 2,
}: {
  steps: readonly Step[];
  idPrefix: string;
  stepLabel: string;
  columns?: 2 | 3;
}) {
  return (
    <ol className={`grid gap-4 ${columns === 3 ? "md:grid-cols-3" : "lg:grid-cols-2"}`}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          id={`${idPrefix}-${index + 1}`}
          className={`grid min-w-0 scroll-mt-24 content-start grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:items-start sm:p-6 ${columns === 2 ? "lg:odd:last:col-span-full" : ""}`}
        >
          <span
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white sm:row-span-2"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-bold text-brand-900">
            <span className="sr-only">{`${stepLabel} ${index + 1}: `}</span>
            {step.title}
          </h3>
          <Prose paragraphs={step.text} className="col-span-2 text-stone-700 sm:col-span-1 sm:col-start-2" />
        </li>
      ))}
    </ol>
  );
}
