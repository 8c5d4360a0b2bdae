import type { ReactNode } from "react";
import type { Paragraph } from "~/content/shapes";
import { RichText } from "./rich-text";

/**
 * A titled section of an information page; `id` is its anchor (the heading gets `${id}-heading`).
 * `narrow` keeps the content at reading width (accordions, running text).
 */
export function PageSection({
  id,
  heading,
  intro,
  children,
  narrow = false,
}: {
  id: string;
  heading: string;
  intro?: Paragraph;
  children?: ReactNode;
  narrow?: boolean;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="mx-auto max-w-7xl scroll-mt-24 px-4 pt-16 sm:px-6"
    >
      <h2 id={headingId} className="text-3xl font-bold text-balance">
        {heading}
      </h2>
      {intro ? (
        <p className="mt-3 max-w-3xl text-lg text-stone-700">
          <RichText text={intro} />
        </p>
      ) : null}
      {children ? <div className={narrow ? "mt-8 max-w-4xl" : "mt-8"}>{children}</div> : null}
    </section>
  );
}
