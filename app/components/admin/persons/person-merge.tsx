import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { fill } from "~/i18n/format";
import type { PersonData } from "~/routes/admin/persons-detail";

const panel = "scroll-mt-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5";
const link = "font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900";

/** The first message of a refused merge or split (the form's own, else its fields'). */
function refusal(reply: SubmissionResult<string[]> | undefined): string | undefined {
  const errors = reply?.error;
  if (!errors) return undefined;
  return Object.values(errors).find((messages) => messages && messages.length > 0)?.[0];
}

function Alert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mb-3 rounded-xl border-2 border-rose-700 bg-rose-50 px-4 py-3 font-medium text-rose-900"
    >
      {message}
    </p>
  );
}

function Confirm({ label, name = "confirm" }: { label: string; name?: string }) {
  return (
    <label className="flex items-start gap-2 font-medium text-stone-800">
      <input type="checkbox" name={name} required className="mt-1 size-5 shrink-0 accent-brand-800" />
      <span>{label}</span>
    </label>
  );
}

/**
 * Merging another record of the same person into this one: find it, choose it, confirm; and the
 * merges made into this record, each of which can be split again (after a confirmation).
 */
export function PersonMerge({
  data,
  replyTo,
}: {
  data: PersonData;
  replyTo: (intent: string) => SubmissionResult<string[]> | undefined;
}) {
  const { text, person, find, candidates, other, merges, done, restored } = data;
  const words = text.merge;
  const base = `/admin/persons/${person.id}`;
  const findQuery = find ? `find=${encodeURIComponent(find)}&` : "";
  return (
    <>
      <section id="merge" aria-labelledby="merge-heading" className={panel}>
        <h2 id="merge-heading" className="mb-1 text-lg font-bold text-brand-900">
          {words.heading}
        </h2>
        <p className="mb-3 text-sm text-stone-700">{words.intro}</p>
        {done === "merge" && !replyTo("merge") ? (
          <p role="status" className="mb-3 rounded-md bg-emerald-50 px-3 py-2 font-medium text-emerald-900">
            {words.done}
          </p>
        ) : null}
        <Alert message={refusal(replyTo("merge"))} />
        <Form method="get" action={`${base}#merge`} role="search" className="flex flex-wrap items-end gap-2">
          <label className="flex min-w-0 grow flex-col text-sm font-medium text-stone-800">
            {words.searchLabel}
            <input
              type="search"
              name="find"
              defaultValue={find}
              maxLength={200}
              className="mt-1 w-full rounded-md border border-stone-400 px-3 py-2 text-base"
            />
          </label>
          <Button type="submit" size="sm" variant="secondary">
            {words.search}
          </Button>
        </Form>
        {find && candidates.length === 0 ? (
          <p className="mt-3 text-stone-700">{fill(words.none, { query: find })}</p>
        ) : null}
        {candidates.length > 0 ? (
          <ul className="mt-3 divide-y divide-stone-200">
            {candidates.map((candidate) => (
              <li key={candidate.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="block font-semibold text-stone-900">{candidate.name || text.noName}</span>
                  <span className="block text-sm text-stone-700">
                    {[candidate.email || text.noEmail, candidate.phone].filter(Boolean).join(" · ")}
                  </span>
                </span>
                <Link to={`${base}?${findQuery}other=${candidate.id}#merge`} className={link}>
                  {words.choose}
                  <span className="sr-only">: {candidate.name || candidate.email}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {other ? (
          <Form
            method="post"
            action={`${base}#merge`}
            className="mt-4 grid gap-3 rounded-xl border-2 border-accent-400 bg-accent-50 p-3"
          >
            <p className="font-semibold text-stone-900">
              {fill(words.chosen, { name: other.name || other.email })}
            </p>
            <input type="hidden" name="intent" value="merge" />
            <input type="hidden" name="other" value={other.id} />
            <Confirm
              label={fill(words.confirm, {
                name: other.name || text.noName,
                email: other.email || text.noEmail,
              })}
            />
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit">{words.submit}</Button>
              <Link to={`${base}${find ? `?find=${encodeURIComponent(find)}` : ""}#merge`} className={link}>
                {words.cancel}
              </Link>
            </div>
          </Form>
        ) : null}
      </section>
      {merges.length > 0 || done === "split" ? (
        <section id="merges" aria-labelledby="merges-heading" className={panel}>
          <h2 id="merges-heading" className="mb-3 text-lg font-bold text-brand-900">
            {words.historyHeading}
          </h2>
          {done === "split" && restored && !replyTo("split") ? (
            <p role="status" className="mb-3 rounded-md bg-emerald-50 px-3 py-2 font-medium text-emerald-900">
              {words.splitDone}{" "}
              <Link to={`/admin/persons/${restored.id}`} className={link}>
                {fill(words.splitOpen, { name: restored.name })}
              </Link>
            </p>
          ) : null}
          <Alert message={refusal(replyTo("split"))} />
          <ul className="space-y-3">
            {merges.map((merge) => {
              const names = {
                name: merge.mergedName || text.noName,
                email: merge.mergedEmail || text.noEmail,
                when: merge.createdLabel,
                by: merge.byName ?? "",
              };
              return (
                <li key={merge.id} className="rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
                  <p className="text-stone-900">
                    {fill(merge.byName ? words.historyEntry : words.historyEntryNoBy, names)}
                    {" – "}
                    {merge.requestCount === 1
                      ? words.historyRequestsOne
                      : fill(words.historyRequests, { count: merge.requestCount })}
                  </p>
                  {merge.splitLabel ? (
                    <p className="mt-1 text-sm text-stone-700">
                      {fill(words.splitAt, { when: merge.splitLabel })}
                    </p>
                  ) : (
                    <Form method="post" action={`${base}#merges`} className="mt-2 grid gap-2">
                      <input type="hidden" name="intent" value="split" />
                      <input type="hidden" name="merge" value={merge.id} />
                      <Confirm label={fill(words.splitConfirm, { name: names.name })} />
                      <Button type="submit" variant="outline" size="sm" className="justify-self-start">
                        {words.split}
                      </Button>
                    </Form>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
