import { fill } from "~/i18n/format";
import { statusLabel, type RequestPartProps } from "./types";

/**
 * The summary's line on deletion (REQUEST_RETENTION_DAYS): the date, or that a lasting relation is
 * kept until its ending status, or that an open request is not deleted. A term and its description,
 * for the summary's list.
 */
export function RequestDeletionLine({
  text,
  shell,
  detail,
  termClass,
}: RequestPartProps & { termClass: string }) {
  const words = text.retention;
  const { deletion } = detail;
  const period = (days: number) => (days === 1 ? words.oneDay : fill(words.days, { days }));
  let description: string;
  switch (deletion.kind) {
    case "scheduled":
      description = fill(words.scheduled, { date: deletion.date, period: period(deletion.days) });
      break;
    case "due":
      description = fill(words.due, { period: period(deletion.days) });
      break;
    case "kept":
      description =
        detail.formType === "contact"
          ? words.open
          : fill(words.kept[detail.formType], { status: statusLabel(shell, deletion.ending) });
      break;
    default:
      description = words.open;
  }
  return (
    <>
      <dt className={termClass}>{words.term}</dt>
      <dd id="deletion" className="max-w-prose">
        {description}
      </dd>
    </>
  );
}
