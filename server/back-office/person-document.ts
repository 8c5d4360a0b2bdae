import { catalogs } from "~/content/catalogs.server";
import { isFormType } from "~/domain/forms/form-types";
import { formFields } from "~/domain/forms/validate";
import { escapeHtml } from "~/domain/text";
import { fill } from "~/i18n/format";
import { isLocale, type Locale } from "~/i18n/locale";
import { formatFieldValue } from "../submissions/mail-render";
import type { PersonExport } from "./data-service";

/**
 * The language a person reads: that of their latest request (the export lists them oldest first),
 * else their record's (a person added by hand has no request), German when there is none.
 */
export function personLocale(exported: PersonExport): Locale {
  const latest = exported.requests.at(-1)?.locale ?? exported.person.records[0]?.language;
  return isLocale(latest) ? latest : "de";
}

/**
 * Everything stored about a person as a document they can read (GDPR art. 15): a small HTML file
 * in their language, every request with its answers under their form's labels, statuses in words,
 * dates written out in the association's local time, our notes, the history in sentences and the
 * mails. Every stored value is escaped; the file loads nothing from anywhere.
 */
export function personDocument(exported: PersonExport): { html: string; locale: Locale; file: string } {
  const locale = personLocale(exported);
  const { admin, mail } = catalogs[locale];
  const text = admin.personExport;
  const when = new Intl.DateTimeFormat(mail.intlLocale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: mail.timeZone,
  });
  const day = new Intl.DateTimeFormat(mail.intlLocale, { dateStyle: "long", timeZone: mail.timeZone });
  const date = (iso: string) => escapeHtml(when.format(new Date(iso)));
  const e = escapeHtml;
  const statusOf = (status: unknown) =>
    typeof status === "string" && status in admin.common.statuses
      ? admin.common.statuses[status as keyof typeof admin.common.statuses]
      : String(status ?? "");
  const eventText = (kind: string, detail: Record<string, unknown>) => {
    const str = (value: unknown) => (typeof value === "string" ? value : "");
    switch (kind) {
      case "received":
      case "opened":
      case "note":
      case "dog_unavailable":
        return text.events[kind];
      case "assigned": {
        const name = str(detail.toName) || str(detail.to);
        return name ? fill(text.events.assigned, { name }) : text.events.unassigned;
      }
      case "mail":
        return fill(text.events.mail, { subject: str(detail.subject) });
      case "status":
        return fill(text.events.status, { from: statusOf(detail.from), to: statusOf(detail.to) });
      default:
        return text.events.other;
    }
  };
  const sections = exported.requests.map((request) => {
    const type = isFormType(request.type) ? admin.common.formTypes[request.type] : request.type;
    const labels: Record<string, string> = isFormType(request.type) ? mail.labels[request.type] : {};
    // The form's order, then anything else stored with it.
    const known: readonly string[] = isFormType(request.type) ? formFields[request.type] : [];
    const fields = [...known, ...Object.keys(request.data).filter((field) => !known.includes(field))];
    const answers = fields
      .filter((field) => field in request.data && field !== "website")
      .map(
        (field) =>
          `<dt>${e(labels[field] ?? field)}</dt><dd>${e(formatFieldValue(field, request.data[field], mail, locale))}</dd>`,
      );
    const notes = request.notes.map(
      (note) =>
        `<li><p class="meta">${date(note.created)} · ${e(note.author)}</p><p>${e(note.text)}</p></li>`,
    );
    const history = request.history.map((entry) => {
      const line = eventText(entry.kind, entry.detail);
      const withName = entry.actor ? fill(text.by, { text: line, name: entry.actor }) : line;
      return `<li>${date(entry.created)}: ${e(withName)}</li>`;
    });
    const mails = request.mails.map(
      (sent) =>
        `<li><p class="meta">${date(sent.created)} · ${e(fill(text.mailTo, { recipient: sent.recipient, subject: sent.subject }))} · ${
          sent.sent ? e(fill(text.mailSent, { date: when.format(new Date(sent.sent)) })) : e(text.mailWaiting)
        }</p><pre>${e(sent.text)}</pre></li>`,
    );
    return `<section>
<h2>${e(fill(text.request, { type, date: day.format(new Date(request.created)) }))}</h2>
<dl><dt>${e(text.status)}</dt><dd>${e(statusOf(request.status))}</dd>
<dt>${e(text.received)}</dt><dd>${date(request.created)}</dd>
<dt>${e(text.updated)}</dt><dd>${date(request.updated)}</dd>
<dt>${e(text.language)}</dt><dd>${e(isLocale(request.locale) ? admin.common.locales[request.locale] : request.locale)}</dd></dl>
<h3>${e(text.answers)}</h3>
<dl>${answers.join("\n")}</dl>
<h3>${e(text.notes)}</h3>
${notes.length > 0 ? `<ul>${notes.join("\n")}</ul>` : `<p>${e(text.noNotes)}</p>`}
<h3>${e(text.history)}</h3>
<ul>${history.join("\n")}</ul>
<h3>${e(text.mails)}</h3>
${mails.length > 0 ? `<ul>${mails.join("\n")}</ul>` : `<p>${e(text.noMails)}</p>`}
</section>`;
  });
  const person = personSection(exported.person, text.person, {
    day: (value: string) => e(day.format(new Date(`${value}T12:00:00Z`))),
    date,
    kind: (kind: string) => (isFormType(kind) ? admin.common.formTypes[kind] : kind),
  });
  const intro = fill(text.intro, { email: exported.email, date: when.format(new Date(exported.exportedAt)) });
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(text.title)}</title>
<style>
body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1c1917; overflow-wrap: anywhere; }
section { border-top: 1px solid #d6d3d1; margin-top: 2rem; }
dl { display: grid; grid-template-columns: minmax(6rem, 14rem) minmax(0, 1fr); gap: 0.25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; white-space: pre-wrap; }
@media (max-width: 32rem) { dl { grid-template-columns: minmax(0, 1fr); gap: 0; } dd { margin-bottom: 0.5rem; } }
pre { white-space: pre-wrap; font-family: inherit; background: #f5f5f4; padding: 0.75rem; }
.meta { color: #57534e; margin-bottom: 0; }
</style>
</head>
<body>
<h1>${e(text.title)}</h1>
<p>${e(intro)}</p>
${person}
${sections.length > 0 ? sections.join("\n") : `<p>${e(text.none)}</p>`}
<p>${e(text.footer)}</p>
</body>
</html>
`;
  return { html, locale, file: text.file };
}

type PersonText = (typeof catalogs)["de"]["admin"]["personExport"]["person"];

/** The person's own record: contact, flags, notes on them, tasks, relations and home checks. */
function personSection(
  person: PersonExport["person"],
  t: PersonText,
  format: { day(value: string): string; date(iso: string): string; kind(kind: string): string },
): string {
  if (person.records.length === 0 && person.tasks.length === 0 && person.relations.length === 0) return "";
  const e = escapeHtml;
  const list = (heading: string, items: string[]) =>
    items.length > 0
      ? `<h3>${e(heading)}</h3>\n<ul>${items.map((item) => `<li>${item}</li>`).join("\n")}</ul>`
      : "";
  const records = person.records.flatMap((record) => [
    `${e([record.name, record.email, record.phone].filter(Boolean).join(" · "))}${
      record.postcode ? ` · ${e(t.postcode)} ${e(record.postcode)}` : ""
    }`,
    ...(record.doNotPlace ? [e(fill(t.doNotPlace, { reason: record.doNotPlace.reason ?? "" }))] : []),
    ...(record.homeChecked
      ? [
          fill(e(t.homeChecked), {
            date: format.day(record.homeChecked.on),
            name: e(record.homeChecked.by ?? ""),
          }),
        ]
      : []),
    ...(record.homeChecker ? [e(fill(t.homeChecker, { areas: record.homeChecker.areas ?? "" }))] : []),
  ]);
  return `<section>
<h2>${e(t.heading)}</h2>
${list(t.contact, records)}
${list(
  t.notes,
  person.notes.map(
    (note) => `<p class="meta">${format.date(note.created)} · ${e(note.author)}</p><p>${e(note.text)}</p>`,
  ),
)}
${list(
  t.relations,
  person.relations.map(
    (relation) =>
      fill(e(t.relationLine), { kind: e(format.kind(relation.kind)), since: format.day(relation.since) }) +
      (relation.ended ? ` (${fill(e(t.ended), { date: format.day(relation.ended) })})` : ""),
  ),
)}
${list(
  t.tasks,
  person.tasks.map((task) => fill(e(t.taskLine), { title: e(task.title), date: format.day(task.due) })),
)}
${list(
  t.homeChecks,
  person.homeChecks.map(
    (report) =>
      `${format.day(report.visited)} · ${e(report.checker)}: ${e(report.notes)}` +
      (report.photos > 0 ? ` (${e(fill(t.homeCheckPhotos, { n: String(report.photos) }))})` : ""),
  ),
)}
</section>`;
}
