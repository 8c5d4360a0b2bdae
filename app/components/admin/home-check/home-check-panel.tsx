import { Form } from "react-router";
import { fill } from "~/i18n/format";
import type { HomeCheckPanelData } from "./panel-data.server";
import { ReportPhotos } from "./report-photos";

const outcomeStyle = {
  suitable: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  not_suitable: "bg-rose-50 text-rose-900 ring-rose-200",
  unsure: "bg-accent-50 text-accent-900 ring-accent-200",
} as const;

/**
 * The request page's home check (issue 28): at the pre-check a volunteer picks a checker (those
 * whose areas fit the applicant's postcode first, marked) and confirms; the checker gets the mail
 * with the report link. Below, the links sent (sent, valid until, used) and the reports.
 */
export function HomeCheckPanel({ data, requestId }: { data: HomeCheckPanelData; requestId: string }) {
  const { text } = data;
  const errorText =
    data.error === null
      ? null
      : data.error === "confirm"
        ? text.confirmMissing
        : data.error === "checkerMissing"
          ? text.checkerMissing
          : text.errors[data.error];
  return (
    <section
      id="home-check"
      aria-labelledby="home-check-heading"
      className="scroll-mt-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id="home-check-heading" className="mb-3 text-lg font-bold text-brand-900">
        {text.heading}
      </h2>
      {data.sent ? (
        <p
          role="status"
          className="mb-3 rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900 ring-1 ring-emerald-200"
        >
          {text.sent}
        </p>
      ) : null}
      {errorText ? (
        <p
          role="alert"
          className="mb-3 rounded-lg bg-rose-50 p-3 font-medium text-rose-900 ring-1 ring-rose-200"
        >
          {errorText}
        </p>
      ) : null}
      {data.canRequest ? (
        data.checkers.length === 0 ? (
          <p className="text-stone-700">{text.noCheckers}</p>
        ) : (
          <Form method="post" action={`/admin/requests/${encodeURIComponent(requestId)}/home-check`}>
            <p className="text-sm text-stone-700">{text.intro}</p>
            <fieldset className="mt-3">
              <legend className="font-semibold text-stone-900">{text.checker}</legend>
              <ul className="mt-2 space-y-2">
                {data.checkers.map((checker, index) => (
                  <li key={checker.id}>
                    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-3 py-2 ring-1 ring-stone-300 has-[:checked]:ring-2 has-[:checked]:ring-brand-700">
                      <input
                        type="radio"
                        name="checkerId"
                        value={checker.id}
                        defaultChecked={index === 0 && checker.match > 0}
                        className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                      />
                      <span className="min-w-0">
                        <span className="block font-medium break-words text-stone-900">
                          {checker.name}
                          {checker.match > 0 ? (
                            <span className="ml-2 inline-block rounded-full bg-emerald-100 px-2 text-sm font-medium text-emerald-900">
                              {text.suggested}
                            </span>
                          ) : null}
                        </span>
                        {checker.areas ? (
                          <span className="block text-sm break-words text-stone-700">{checker.areas}</span>
                        ) : null}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <label className="mt-3 flex items-start gap-3">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
              />
              <span className="text-stone-900">{text.confirm}</span>
            </label>
            <button
              type="submit"
              className="mt-3 w-full rounded-lg bg-brand-800 px-4 py-2.5 font-semibold text-white hover:bg-brand-900 focus:ring-2 focus:ring-brand-700 focus:ring-offset-2 focus:outline-none sm:w-auto"
            >
              {text.send}
            </button>
          </Form>
        )
      ) : null}

      {data.links.length > 0 ? (
        <>
          <h3 className="mt-5 font-semibold text-stone-900">{text.linksHeading}</h3>
          <ul className="mt-2 space-y-2">
            {data.links.map((link, index) => (
              <li key={`${link.sent}-${index}`} className="border-l-4 border-brand-200 pl-3">
                <p className="font-medium break-words text-stone-900">{link.checkerName}</p>
                <p className="text-sm text-stone-700">
                  {fill(text.linkSent, { date: link.sent })} ·{" "}
                  {link.used
                    ? fill(text.linkUsed, { date: link.used })
                    : link.expired
                      ? text.linkExpired
                      : `${text.linkOpen}, ${fill(text.linkExpires, { date: link.expires })}`}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h3 className="mt-5 font-semibold text-stone-900">{text.reportsHeading}</h3>
      {data.reports.length === 0 ? (
        <p className="mt-1 text-stone-700">{text.noReports}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {data.reports.map((report) => (
            <li key={report.id} className="rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
              <p className="text-stone-900">
                <span
                  className={`mr-2 inline-block rounded-full px-2 font-medium ring-1 ${outcomeStyle[report.outcome]}`}
                >
                  {text.outcomes[report.outcome]}
                </span>
                {fill(text.reportBy, { name: report.checkerName, date: report.visitedOn })}
              </p>
              {report.notes ? (
                <p className="mt-2 break-words whitespace-pre-wrap text-stone-900">{report.notes}</p>
              ) : null}
              <ReportPhotos photos={report.photos} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
