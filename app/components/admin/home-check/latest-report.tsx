import type { AdminText } from "~/content/types/admin";
import type { HomeCheckOutcome } from "~/domain/back-office/home-check-schemas";
import { fill } from "~/i18n/format";
import type { ReportPhoto } from "./panel-data.server";
import { ReportPhotos } from "./report-photos";

export type LatestHomeCheck = {
  checkerName: string;
  visitedOn: string;
  outcome: HomeCheckOutcome;
  notes: string;
  photos: ReportPhoto[];
};

/** The person page's latest home-check report (read only; the request page has them all). */
export function LatestHomeCheckReport({
  report,
  text,
}: {
  report: LatestHomeCheck;
  text: AdminText["homeCheck"];
}) {
  return (
    <section
      aria-labelledby="home-check-latest-heading"
      className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id="home-check-latest-heading" className="mb-2 text-lg font-bold text-brand-900">
        {text.latest}
      </h2>
      <p className="text-stone-900">
        <span className="font-medium">{text.outcomes[report.outcome]}</span>
        {" – "}
        {fill(text.reportBy, { name: report.checkerName, date: report.visitedOn })}
      </p>
      {report.notes ? (
        <p className="mt-2 break-words whitespace-pre-wrap text-stone-800">{report.notes}</p>
      ) : null}
      <ReportPhotos photos={report.photos} />
    </section>
  );
}
