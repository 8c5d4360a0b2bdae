import { Panel } from "~/components/admin/panel";
import type { AdminText } from "~/content/types/admin";
import { fill } from "~/i18n/format";
import type { RequestDog } from "../../../../server/back-office/request-types";

type DogText = AdminText["request"]["dog"];

/** Where a dog stands in the feed, as a sentence. */
function standing(text: DogText, inFeed: boolean, status: RequestDog["status"]): string {
  if (!inFeed) return text.gone;
  if (status === "reserved") return text.reserved;
  if (status === "hidden") return text.hidden;
  return text.available;
}

const linkStyle = "font-medium text-brand-800 underline underline-offset-2";

/**
 * The dog a request is about: its name, feed id, where it stands and its public page. When the
 * request gives no id and several dogs of the feed have its name, it says so and lists them all,
 * rather than picking one.
 */
export function RequestDogPanel({ text, dog }: { text: DogText; dog: RequestDog }) {
  if (dog.sameName.length > 0) {
    return (
      <Panel labelled={false} id="dog" heading={text.heading}>
        <p className="text-stone-900">{fill(text.ambiguous, { name: dog.name })}</p>
        <ul className="mt-2 space-y-2">
          {dog.sameName.map((candidate) => (
            <li key={candidate.id} className="border-l-4 border-accent-200 pl-3">
              <p className="font-semibold break-words text-stone-900">
                {candidate.name}{" "}
                <span className="text-sm font-normal text-stone-600">
                  {fill(text.id, { id: candidate.id })}
                </span>
              </p>
              <p>{standing(text, true, candidate.status)}</p>
              <p>
                <a href={candidate.url} target="_blank" rel="noopener noreferrer" className={linkStyle}>
                  {fill(text.pageWithId, { name: candidate.name, id: candidate.id })}
                  <span className="sr-only"> {text.newTab}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      </Panel>
    );
  }
  return (
    <Panel labelled={false} id="dog" heading={text.heading}>
      <p className="font-semibold break-words text-stone-900">
        {dog.name}
        {dog.id ? (
          <>
            {" "}
            <span className="ml-1 text-sm font-normal text-stone-600">{fill(text.id, { id: dog.id })}</span>
          </>
        ) : null}
      </p>
      <p className="mt-1">{standing(text, dog.inFeed, dog.status)}</p>
      {dog.url ? (
        <p className="mt-2">
          <a href={dog.url} target="_blank" rel="noopener noreferrer" className={linkStyle}>
            {fill(text.page, { name: dog.name })}
            <span className="sr-only"> {text.newTab}</span>
          </a>
        </p>
      ) : null}
    </Panel>
  );
}
