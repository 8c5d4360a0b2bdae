import { Link } from "react-router";
import type { AdminText } from "~/content/types/admin";
import { fill } from "~/i18n/format";
import type { RequestDetail } from "../../../../server/back-office/request-types";

/**
 * The request's person at the top of its page (issue 28): a link to their record with all their
 * requests, the home check when there was one, and, when the association places no dog with them,
 * a warning with the reason that no one opening the request can miss.
 */
export function PersonNotice({
  person,
  text,
}: {
  person: RequestDetail["person"];
  text: AdminText["persons"]["notice"];
}) {
  if (!person) return null;
  return (
    <div className="space-y-3">
      {person.doNotPlace ? (
        <section
          aria-labelledby="do-not-place-warning"
          data-testid="do-not-place-warning"
          className="rounded-xl border-2 border-rose-700 bg-rose-50 p-4 text-rose-950"
        >
          <h2 id="do-not-place-warning" className="text-lg font-bold">
            {text.doNotPlace}
          </h2>
          {person.doNotPlaceReason ? (
            <p className="mt-1 font-medium whitespace-pre-line">
              {fill(text.reason, { reason: person.doNotPlaceReason })}
            </p>
          ) : null}
        </section>
      ) : null}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        <span>
          {text.person}:{" "}
          <Link
            to={`/admin/persons/${person.id}`}
            className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {person.name ? fill(text.open, { name: person.name }) : text.openNoName}
          </Link>
        </span>
        {person.homeCheckedOn ? (
          <span data-testid="home-checked">
            {person.homeCheckedBy
              ? fill(text.homeChecked, { date: person.homeCheckedOn, by: person.homeCheckedBy })
              : fill(text.homeCheckedNoBy, { date: person.homeCheckedOn })}
          </span>
        ) : null}
      </p>
    </div>
  );
}
