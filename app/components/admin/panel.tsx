import type { ReactNode } from "react";

/**
 * A back-office screen's part: a white card under its heading. `labelled` names the section by its
 * heading (a landmark for screen readers); the request page leaves that out, as a dozen named
 * regions would drown its form fields.
 */
export function Panel({
  id,
  heading,
  labelled = true,
  children,
}: {
  id: string;
  heading: string;
  labelled?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={labelled ? undefined : id}
      aria-labelledby={labelled ? `${id}-heading` : undefined}
      className="scroll-mt-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id={labelled ? `${id}-heading` : undefined} className="mb-3 text-lg font-bold text-brand-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * A table that scrolls sideways inside its own focusable, named region on a narrow screen
 * (`relative`, so that visually hidden text inside never widens the page).
 */
export function TableRegion({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`relative overflow-x-auto ${className}`} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/**
 * For the region around a table: below the `md` width each row becomes a card of stacked cells
 * (the column heads visually hidden), so that a row's actions are on screen on a phone instead of
 * off to the right. Chromium and Firefox keep a table's meaning for screen readers whatever display
 * its cells get.
 */
export const stackedOnPhone = [
  "max-md:[&_table]:block max-md:[&_table]:min-w-0 max-md:[&_thead]:sr-only max-md:[&_tbody]:block",
  "max-md:[&_tr]:block max-md:[&_tr]:py-2 max-md:[&_td]:block max-md:[&_td]:py-1",
  "max-md:[&_tbody_th]:block max-md:[&_tbody_th]:py-1",
].join(" ");
