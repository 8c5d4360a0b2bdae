import type { ReactNode } from "react";
import { CopyButton } from "~/components/ui/copy-button";

export type Detail = {
  label: string;
  /** What is shown; `copy` is what lands in the clipboard when it differs (an IBAN without spaces). */
  value: ReactNode;
  copy: string;
  copyLabel: string;
  mono?: boolean;
};

/** Label and value pairs, each value with its copy button. */
export function DetailList({ details, className = "" }: { details: Detail[]; className?: string }) {
  return (
    <dl className={`min-w-0 divide-y divide-stone-200 ${className}`}>
      {details.map((detail) => (
        <div key={detail.copyLabel} className="py-2.5 first:pt-0 last:pb-0">
          <dt className="text-sm font-semibold text-stone-600">{detail.label}</dt>
          <dd className="mt-0.5 flex items-center justify-between gap-3">
            <span
              className={`min-w-0 font-semibold wrap-anywhere text-stone-900 ${detail.mono ? "font-mono text-sm tracking-tight sm:text-base" : ""}`}
            >
              {detail.value}
            </span>
            <CopyButton value={detail.copy} label={detail.copyLabel} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
