import { Link } from "react-router";
import type { ContactFormText } from "~/content/types/forms";
import { fill } from "~/i18n/format";

/**
 * The contact page's chip for the dog of a `?hund=` link, sent as `dogName`. Its remove button is
 * a link to the page without the query, so it works without JavaScript too.
 */
export function DogChip({ name, removeTo, text }: { name: string; removeTo: string; text: ContactFormText }) {
  return (
    <div>
      <input type="hidden" name="dogName" value={name} />
      <p
        data-dog-chip=""
        className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-4 font-semibold text-brand-950 ring-1 ring-brand-200"
      >
        {fill(text.dogChip, { name })}
        <Link
          to={removeTo}
          replace
          preventScrollReset
          aria-label={fill(text.removeDog, { name })}
          className="inline-flex h-8 w-8 items-center justify-center rounded-full text-brand-900 hover:bg-brand-100"
        >
          <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
            <path
              d="M6 6l12 12M18 6L6 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </Link>
      </p>
    </div>
  );
}
