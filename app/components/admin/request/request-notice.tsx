import type { AdminText } from "~/content/types/admin";
import { fill } from "~/i18n/format";
import type { ChangeLine, Conflict } from "../../../../server/back-office/request-types";
import { statusLabel } from "./types";

/**
 * What the page says about the action just done or refused, shown in the section it was made in
 * (the page returns there): done (a status), refused (an alert), refused as stale (an alert that
 * names who changed what and when, then that the page now shows the current state).
 */
export type RequestNotice =
  | { kind: "done"; text: string }
  | { kind: "error"; text: string }
  | { kind: "conflict"; text: string; next: string };

function changeLine(line: ChangeLine, words: AdminText["request"]["conflict"], shell: AdminText["common"]) {
  switch (line.kind) {
    case "status":
      return line.reason === "dog_unavailable"
        ? words.statusDog
        : fill(words.status, { to: statusLabel(shell, line.to) });
    case "assigned": {
      const names = { from: line.from ?? "", to: line.to ?? "" };
      const phrase = {
        took: words.took,
        took_from: words.tookFrom,
        assigned: words.assigned,
        gave: words.gave,
        removed: words.removed,
      }[line.assignment];
      return fill(phrase, names);
    }
    case "mail":
      return fill(words.mail, { subject: line.subject });
    default:
      return words.dogUnavailable;
  }
}

/** "Vera Volunteer hat inzwischen den Status auf „Vorkontrolle“ gesetzt (14:02)." */
export function conflictSentence(
  conflict: Conflict | null,
  text: AdminText["request"],
  shell: AdminText["common"],
): string {
  if (!conflict || conflict.changes.length === 0) return text.errors.stale;
  const words = text.conflict;
  return fill(words.message, {
    actor: conflict.actorName ?? words.site,
    changes: conflict.changes.map((line) => changeLine(line, words, shell)).join(words.and),
    time: conflict.at,
  });
}

/** `id`: the form's error id (`{form id}-error`), so that the form refused points at its notice. */
export function Notice({ notice, id }: { notice: RequestNotice | null; id?: string }) {
  if (!notice) return null;
  if (notice.kind === "done") {
    return (
      <p
        role="status"
        className="mb-4 rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900 ring-1 ring-emerald-200"
      >
        {notice.text}
      </p>
    );
  }
  return (
    <div id={id} role="alert" className="mb-4 rounded-lg bg-rose-50 p-3 text-rose-900 ring-1 ring-rose-200">
      <p className="font-medium break-words">{notice.text}</p>
      {notice.kind === "conflict" ? <p className="mt-1">{notice.next}</p> : null}
    </div>
  );
}
