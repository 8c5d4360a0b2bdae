import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";

export type AccordionItem = {
  /** The item's anchor: a URL hash with this id opens it. */
  id: string;
  question: ReactNode;
  /** Content, or an HTML string that is already safe (sanitised or our own). */
  answer: ReactNode | string;
  /** Further ids that open this item (older or other-language anchors). */
  aliases?: readonly string[];
};

/** How long after a hash change the opened item is scrolled to (spec 2 section 9). */
export const hashScrollDelayMs = 100;

/**
 * An accordion of native `<details name>` elements: one item open at a time, every item collapsible,
 * keyboard and screen-reader support from the browser, and no JavaScript needed. The anchors (the
 * item's id and its aliases) are empty elements inside the answer, at the item's top: a browser
 * that follows a link to an element inside a closed `<details>` opens it, so `/faq#transport` opens
 * its item without JavaScript (it would not if the id were on the `<details>` itself). The only script is
 * a small effect that opens the item named by the URL hash (on load, navigation and hashchange) and
 * scrolls to it after 100 ms. All items of one `group` share the exclusive behaviour, even across
 * several accordions on a page.
 */
export function Accordion({
  items,
  group,
  className = "",
}: {
  items: readonly AccordionItem[];
  group: string;
  className?: string;
}) {
  const root = useRef<HTMLDivElement>(null);
  useOpenFromHash(root);
  return (
    <div
      ref={root}
      className={`divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 ${className}`}
    >
      {items.map((item) => (
        <details
          key={item.id}
          name={group}
          data-accordion-item=""
          className="group/item relative scroll-mt-24"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-semibold text-stone-900 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="h-5 w-5 shrink-0 text-brand-800 transition-transform group-open/item:rotate-180"
            >
              <path
                d="M6 9l6 6 6-6"
                stroke="currentColor"
                strokeWidth="2.5"
                fill="none"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </summary>
          <div className="px-5 pb-5 leading-relaxed text-stone-700 [&_a]:text-brand-800 [&_a]:underline [&_p+p]:mt-3">
            {[item.id, ...(item.aliases ?? [])].map((anchor) => (
              <span key={anchor} id={anchor} className="absolute top-0 scroll-mt-24" />
            ))}
            {typeof item.answer === "string" ? (
              <div dangerouslySetInnerHTML={{ __html: item.answer }} />
            ) : (
              item.answer
            )}
          </div>
        </details>
      ))}
    </div>
  );
}

function useOpenFromHash(root: React.RefObject<HTMLDivElement | null>) {
  const { hash } = useLocation();
  useEffect(() => {
    let timer: number | undefined;
    function openFromHash() {
      const id = safeDecode(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      const item = target?.closest("details[data-accordion-item]");
      if (!(item instanceof HTMLDetailsElement) || !root.current?.contains(item)) return;
      item.open = true;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => item.scrollIntoView({ block: "start" }), hashScrollDelayMs);
    }
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => {
      window.removeEventListener("hashchange", openFromHash);
      window.clearTimeout(timer);
    };
  }, [hash, root]);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
