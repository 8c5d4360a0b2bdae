import { and, eq, isNull, sql } from "drizzle-orm";
import {
  allowsStatus,
  isStatusMailTemplate,
  templatesFor,
  type StatusMailTemplate,
} from "~/domain/back-office/pipeline";
import type { FormType } from "~/domain/forms/form-types";
import type { Locale } from "~/i18n/locale";
import { requestNotes, staffAccounts, submissions } from "../db/schema";
import type { BackOfficeDeps } from "./deps";
import { notifyDogUnavailable, unavailableDogs } from "./dog-availability";
import { recordEvent } from "./history";
import { isUuid } from "./ids";
import { readRequestDetail } from "./request-detail";
import { emailOf, loadRequest, moveStatus, plainText } from "./request-store";
import {
  noteMaxLength,
  type ChangeResult,
  type MailDraft,
  type RequestDetail,
  type SendMailInput,
  type UnavailableDog,
} from "./request-types";
import type { Actor } from "./staff-member";
import { queueStatusMail, statusMailDraft, validateMail } from "./status-mail";

/**
 * One request's pipeline as the request page and the dogs page work it (`context.backOffice.requests`):
 * reading it, opening, assigning, moving its status, notes, status mails, and the dogs no longer
 * available. Every change writes the history in its transaction.
 */
export type RequestsServices = {
  detail(id: string, locale: Locale): Promise<RequestDetail | null>;
  markOpened(id: string, actor: Actor): Promise<void>;
  assign(id: string, staffId: string | null, actor: Actor): Promise<ChangeResult>;
  setStatus(id: string, status: string, actor: Actor): Promise<ChangeResult>;
  addNote(id: string, body: string, actor: Actor): Promise<ChangeResult>;
  /** `signer`: the volunteer who writes the mail; the draft is signed with their name. */
  mailDraft(id: string, template: string, signer?: Actor): Promise<MailDraft | null>;
  sendMail(id: string, input: SendMailInput, actor: Actor): Promise<ChangeResult>;
  unavailableDogs(): Promise<UnavailableDog[]>;
  notifyDogUnavailable(dogKey: string, actor: Actor): Promise<number>;
};

export function createRequestsServices(deps: BackOfficeDeps): RequestsServices {
  const { db } = deps;
  return {
    async detail(id, locale) {
      const row = await loadRequest(db, id);
      return row ? readRequestDetail(deps, row, locale) : null;
    },

    async markOpened(id, actor) {
      if (!isUuid(id)) return;
      await db.transaction(async (tx) => {
        const opened = await tx
          .update(submissions)
          .set({ openedAt: sql`now()` })
          .where(and(eq(submissions.id, id), isNull(submissions.openedAt)))
          .returning({ id: submissions.id });
        if (opened.length > 0) await recordEvent(tx, { submissionId: id, actor, kind: "opened" });
      });
    },

    async assign(id, staffId, actor) {
      const row = await loadRequest(db, id);
      if (!row) return { ok: false, errors: { form: "not_found" } };
      let target: { id: string; name: string } | null = null;
      if (staffId !== null) {
        if (!isUuid(staffId)) return { ok: false, errors: { assignee: "invalid_assignee" } };
        const [account] = await db
          .select({ id: staffAccounts.id, name: staffAccounts.name })
          .from(staffAccounts)
          .where(and(eq(staffAccounts.id, staffId), eq(staffAccounts.disabled, false)));
        if (!account) return { ok: false, errors: { assignee: "invalid_assignee" } };
        target = account;
      }
      if ((row.assigneeId ?? null) === (target?.id ?? null)) return { ok: true };
      await db.transaction(async (tx) => {
        const [previous] = row.assigneeId
          ? await tx
              .select({ name: staffAccounts.name })
              .from(staffAccounts)
              .where(eq(staffAccounts.id, row.assigneeId))
          : [];
        await tx
          .update(submissions)
          .set({ assigneeId: target?.id ?? null })
          .where(eq(submissions.id, row.id));
        await recordEvent(tx, {
          submissionId: row.id,
          actor,
          kind: "assigned",
          detail: {
            fromId: row.assigneeId,
            fromName: previous?.name ?? null,
            toId: target?.id ?? null,
            toName: target?.name ?? null,
          },
        });
      });
      return { ok: true };
    },

    async setStatus(id, status, actor) {
      const row = await loadRequest(db, id);
      if (!row) return { ok: false, errors: { form: "not_found" } };
      if (!allowsStatus(row.formType as FormType, status)) {
        return { ok: false, errors: { status: "invalid_status" } };
      }
      await db.transaction((tx) => moveStatus(tx, row, status, actor));
      return { ok: true };
    },

    async addNote(id, body, actor) {
      const row = await loadRequest(db, id);
      if (!row) return { ok: false, errors: { form: "not_found" } };
      const text = plainText(body);
      if (text === "") return { ok: false, errors: { body: "note_empty" } };
      if (text.length > noteMaxLength) return { ok: false, errors: { body: "note_too_long" } };
      await db.transaction(async (tx) => {
        const [note] = await tx
          .insert(requestNotes)
          .values({
            submissionId: row.id,
            authorId: actor?.id ?? null,
            authorName: actor?.name ?? "",
            body: text,
          })
          .returning({ id: requestNotes.id });
        await recordEvent(tx, { submissionId: row.id, actor, kind: "note", detail: { noteId: note?.id } });
      });
      return { ok: true };
    },

    async mailDraft(id, template, signer) {
      const row = await loadRequest(db, id);
      if (!row || !isStatusMailTemplate(template)) return null;
      if (!templatesFor(row.formType as FormType).includes(template)) return null;
      return statusMailDraft(deps, row, template, signer);
    },

    async sendMail(id, input, actor) {
      const row = await loadRequest(db, id);
      if (!row) return { ok: false, errors: { form: "not_found" } };
      const formType = row.formType as FormType;
      const errors = validateMail(input, formType);
      if (!emailOf(row)) errors.form = "no_recipient";
      if (Object.keys(errors).length > 0) return { ok: false, errors };
      const template = input.template as StatusMailTemplate;
      const body = plainText(input.body);
      await db.transaction(async (tx) => {
        await queueStatusMail(deps, tx, row, { template, subject: input.subject.trim(), body }, actor);
        if (input.status && allowsStatus(formType, input.status)) {
          await moveStatus(tx, row, input.status, actor);
        }
      });
      deps.wakeMailer();
      deps.logger.info("status mail queued", { request: row.id, template });
      return { ok: true };
    },

    unavailableDogs: () => unavailableDogs(deps),
    notifyDogUnavailable: (dogKey, actor) => notifyDogUnavailable(deps, dogKey, actor),
  };
}
