import { and, eq, inArray, sql } from "drizzle-orm";
import { statusAfterMail } from "~/domain/back-office/pipeline";
import type { FormType } from "~/domain/forms/form-types";
import type { Locale } from "~/i18n/locale";
import { requestEvents, submissions } from "../db/schema";
import type { BackOfficeDeps } from "./deps";
import { isNotifiable, unavailableDogs } from "./dog-availability";
import { recordEvent } from "./history";
import { isUuid } from "./ids";
import { asLocale, claimRevision, emailOf, lastChange, type SubmissionRow, type Tx } from "./request-store";
import type {
  ChangedRequest,
  InformError,
  InformInput,
  InformMail,
  InformPreview,
  InformResult,
} from "./request-types";
import type { Actor } from "./staff-member";
import { queueStatusMail, statusMailDraft, validateMail } from "./status-mail";

/**
 * The "no longer available" draft of a request split at its first paragraph: the greeting, which
 * names the person and so differs per mail, and the rest, which the volunteer edits once per language.
 */
function draftOf(deps: Pick<BackOfficeDeps, "site" | "origins">, row: SubmissionRow) {
  const draft = statusMailDraft(deps, row, "dog_unavailable");
  const [greeting = "", ...rest] = draft.body.split("\n\n");
  return { subject: draft.subject, greeting, body: rest.join("\n\n") };
}

async function rowsById(
  deps: Pick<BackOfficeDeps, "db">,
  ids: string[],
): Promise<Map<string, SubmissionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db.select().from(submissions).where(inArray(submissions.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * What "inform everyone and close" shows for one dog (`dogKey` from unavailableDogs): its
 * requests, each with its revision and whether it is ticked at first, and per language among them
 * the mail's draft. Null when the dog has no open requests (any more).
 */
export async function informPreview(deps: BackOfficeDeps, dogKey: string): Promise<InformPreview | null> {
  const dog = (await unavailableDogs(deps)).find((group) => group.key === dogKey);
  if (!dog) return null;
  const rows = await rowsById(
    deps,
    dog.requests.map((request) => request.id),
  );
  const mails: InformPreview["mails"] = {};
  for (const request of dog.requests) {
    const row = rows.get(request.id);
    if (row && !mails[request.locale]) mails[request.locale] = draftOf(deps, row);
  }
  return { dog, mails };
}

function mailErrors(formType: FormType, locale: Locale, mail: InformMail | undefined) {
  const errors: Partial<Record<string, InformError>> = {};
  const found = validateMail(
    { template: "dog_unavailable", subject: mail?.subject ?? "", body: mail?.body ?? "" },
    formType,
  );
  if (found.subject) errors[`subject-${locale}`] = found.subject as InformError;
  if (found.body) errors[`body-${locale}`] = found.body as InformError;
  return errors;
}

/** True when this post's token is already in the request's history: a repeated post. */
async function doneBefore(deps: Pick<BackOfficeDeps, "db">, id: string, token: string): Promise<boolean> {
  const [event] = await deps.db
    .select({ id: requestEvents.id })
    .from(requestEvents)
    .where(and(eq(requestEvents.submissionId, id), sql`${requestEvents.detail}->>'token' = ${token}`))
    .limit(1);
  return event !== undefined;
}

async function changedRequest(deps: Pick<BackOfficeDeps, "db">, row: SubmissionRow): Promise<ChangedRequest> {
  const change = await lastChange(deps.db, row.id);
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    id: row.id,
    name: row.name,
    actorName: change?.actorName ?? null,
    kind: change?.kind ?? "status",
    from: text(change?.detail.from) ?? text(change?.detail.fromName),
    to: text(change?.detail.to) ?? text(change?.detail.toName) ?? text(change?.detail.subject),
  };
}

/** Closes one request for the dog, with its mail; false when someone changed it since `seen`. */
async function closeOne(
  deps: BackOfficeDeps,
  tx: Tx,
  row: SubmissionRow,
  seen: number,
  mail: InformMail,
  token: string,
  actor: Actor,
): Promise<boolean> {
  // First in the transaction: the row stays locked, and a change since the preview wins.
  if (!(await claimRevision(tx, row.id, seen))) return false;
  const closed = statusAfterMail(row.formType as FormType, "dog_unavailable") ?? "closed";
  // Closing answers the request: it no longer counts as unread.
  await tx
    .update(submissions)
    .set({ status: closed, openedAt: sql`coalesce(${submissions.openedAt}, now())` })
    .where(eq(submissions.id, row.id));
  await recordEvent(tx, {
    submissionId: row.id,
    actor,
    kind: "status",
    detail: { from: row.status, to: closed, reason: "dog_unavailable", token },
  });
  if (emailOf(row)) {
    const greeting = draftOf(deps, row).greeting;
    const body = [greeting, mail.body.replace(/\r\n?/g, "\n").trim()].filter(Boolean).join("\n\n");
    await queueStatusMail(
      deps,
      tx,
      row,
      { template: "dog_unavailable", subject: mail.subject.trim(), body },
      actor,
    );
  }
  return true;
}

/**
 * Sends the ticked applicants of an unavailable dog the mail of their request's language as the
 * volunteer edited it (after the greeting by name) and closes their requests, one transaction each.
 * Refuses the whole send when a ticked request changed since the preview (revision), naming who
 * changed what; a post repeated with the same token sends nothing twice.
 */
export async function informDogApplicants(
  deps: BackOfficeDeps,
  input: InformInput,
  actor: Actor,
): Promise<InformResult> {
  const seen = new Map(
    input.shown.filter((entry) => isUuid(entry.id)).map((entry) => [entry.id, entry.revision]),
  );
  const selected = [...new Set(input.selected)].filter((id) => seen.has(id));
  if (selected.length === 0) return { ok: false, errors: { form: "none_selected" } };
  const rows = await rowsById(deps, selected);
  const errors: Partial<Record<string, InformError>> = {};
  const checked = new Set<Locale>();
  for (const row of rows.values()) {
    const locale = asLocale(row.locale);
    if (checked.has(locale)) continue;
    checked.add(locale);
    Object.assign(errors, mailErrors(row.formType as FormType, locale, input.mails[locale]));
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // Only requests of a dog that is still unavailable: one back in the feed gets no such mail.
  const group = (await unavailableDogs(deps)).find((dog) => dog.key === input.dogKey);
  const concerned = new Set(group?.requests.map((request) => request.id) ?? []);
  const changed: ChangedRequest[] = [];
  const todo: SubmissionRow[] = [];
  let repeated = 0;
  for (const id of selected) {
    const row = rows.get(id);
    if (!row) continue; // erased meanwhile: nothing to tell anyone
    if (await doneBefore(deps, id, input.token)) repeated++;
    else if (row.revision !== seen.get(id) || !isNotifiable(row))
      changed.push(await changedRequest(deps, row));
    else if (concerned.has(id)) todo.push(row);
  }
  if (changed.length > 0) return { ok: false, changed };

  let sent = 0;
  for (const row of todo) {
    const mail = input.mails[asLocale(row.locale)]!;
    const done = await deps.db.transaction((tx) =>
      closeOne(deps, tx, row, seen.get(row.id)!, mail, input.token, actor),
    );
    if (done) sent++;
    // The same post twice at once (a double click): the other one closed it.
    else if (await doneBefore(deps, row.id, input.token)) repeated++;
    // Changed between the check above and its transaction: untouched, and said.
    else changed.push(await changedRequest(deps, (await rowsById(deps, [row.id])).get(row.id) ?? row));
  }
  if (sent > 0) deps.wakeMailer();
  deps.logger.info("dog unavailable: applicants informed", { requests: sent, repeated });
  return { ok: true, sent, repeated, changed };
}
