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
