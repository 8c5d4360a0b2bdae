import { fill } from "~/i18n/format";
import { statusLabel } from "~/components/admin/request/types";
import type { ChangedRequest } from "../../../../server/back-office/request-types";
import type { DogsText, ShellText } from "./types";

/** One request someone changed since the preview: who changed what, as a sentence. */
function changeSentence(change: ChangedRequest, text: DogsText["changed"], shell: ShellText): string {
  const values = { name: change.name, actor: change.actorName ?? text.someone };
  switch (change.kind) {
    case "status":
      return fill(text.status, {
        ...values,
        from: statusLabel(shell, change.from),
        to: statusLabel(shell, change.to),
      });
    case "assigned":
      return fill(text.assigned, values);
    case "mail":
      return fill(text.mail, { ...values, subject: change.to ?? "" });
    default:
      return fill(text.other, values);
  }
}

/**
 * Why nothing (or not everything) was sent: the requests changed since the preview, each with who
 * changed what. An alert, so that a screen reader says it at once after the post.
 */
export function ChangedRequests({
  changed,
  sent,
  text,
  shell,
}: {
  changed: ChangedRequest[];
  sent: number | null;
  text: DogsText["changed"];
  shell: ShellText;
}) {
  return (
    <div role="alert" className="rounded-xl bg-rose-50 p-4 text-stone-900 ring-1 ring-rose-200">
      <p className="font-bold">{sent === null ? text.heading : fill(text.partial, { count: sent })}</p>
      {sent === null ? <p className="mt-1">{text.intro}</p> : null}
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {changed.map((change) => (
          <li key={change.id} className="break-words">
            {changeSentence(change, text, shell)}
          </li>
        ))}
      </ul>
    </div>
  );
}
