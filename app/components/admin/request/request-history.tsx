import { Panel } from "~/components/admin/panel";
import type { AdminText } from "~/content/types/admin";
import { isStatusMailTemplate } from "~/domain/back-office/pipeline";
import { fill } from "~/i18n/format";
import type { HistoryEntry } from "../../../../server/back-office/request-types";
import { statusLabel, type RequestPartProps } from "./types";

function channelWord(words: AdminText["request"]["history"]["channels"], channel: string): string {
  return channel in words ? words[channel as keyof typeof words] : channel;
}

/** One history entry as a sentence in the interface's language. */
export function historySentence(entry: HistoryEntry, text: AdminText["request"], shell: AdminText["common"]) {
  const h = text.history;
  const actor = entry.actorName ?? h.site;
  switch (entry.kind) {
    case "received":
      // Recorded by hand (issue 28): who wrote it down and how it came, e.g. "(Telefon)".
      return entry.channel && entry.actorName
        ? fill(h.recorded, { actor, channel: channelWord(h.channels, entry.channel) })
        : fill(h.received, { actor });
    case "opened":
      return fill(h.opened, { actor });
    case "status":
      return entry.reason === "dog_unavailable"
        ? fill(h.statusDog, { actor })
        : fill(h.status, { actor, from: statusLabel(shell, entry.from), to: statusLabel(shell, entry.to) });
    case "assigned": {
      const names = { actor, from: entry.from ?? "", to: entry.to ?? "" };
      // Said from the actor's side: "hat die Anfrage übernommen", not "… sich selbst zugewiesen".
      switch (entry.assignment ?? (entry.to ? "assigned" : "removed")) {
        case "took":
          return fill(h.took, names);
        case "took_from":
          return fill(h.tookFrom, names);
        case "gave":
          return fill(h.gave, names);
        case "removed":
          return fill(h.removed, names);
        default:
          return fill(h.assigned, names);
      }
    }
    case "note":
      return fill(h.note, { actor });
    case "mail":
      return fill(h.mail, { actor, subject: entry.subject ?? "" });
    case "dog_unavailable":
      return fill(h.dogUnavailable, { actor });
    case "home_check":
      return fill(entry.reason === "report" ? h.homeCheckReport : h.homeCheck, { actor, to: entry.to ?? "" });
    case "relation":
      return fill(h.relation, { actor, changes: entry.changes ?? "" });
    default:
      return fill(h.other, { actor, kind: entry.kind });
  }
}

/** Who changed what and when; a sent mail with its template and its text to unfold. */
export function RequestHistory({ text, shell, detail }: RequestPartProps) {
  const templateLabel = (template: string) =>
    isStatusMailTemplate(template) ? text.mail.templates[template] : template;
  return (
    <Panel labelled={false} id="history" heading={text.history.heading}>
      {detail.history.length === 0 ? (
        <p className="text-stone-700">{text.history.none}</p>
      ) : (
        <ol className="space-y-3">
          {detail.history.map((entry) => (
            <li key={entry.id} className="border-l-4 border-brand-200 pl-3">
              <p className="text-sm text-stone-600">{entry.at}</p>
              <p className="break-words text-stone-900">{historySentence(entry, text, shell)}</p>
              {entry.kind === "mail" && entry.template ? (
                <p className="text-sm text-stone-600">
                  {fill(text.history.mailTemplate, { template: templateLabel(entry.template) })}
                </p>
              ) : null}
              {entry.kind === "mail" && entry.body ? (
                <details className="mt-1">
                  <summary className="cursor-pointer text-sm font-medium text-brand-800">
                    {text.history.mailBody}
                  </summary>
                  <p className="mt-2 rounded-lg bg-stone-50 p-3 break-words whitespace-pre-wrap text-stone-900 ring-1 ring-stone-200">
                    {entry.body}
                  </p>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
