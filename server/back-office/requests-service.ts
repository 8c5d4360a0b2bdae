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
import { guardedChange, unguarded, type ChangeGuard } from "./change-guard";
import { readConflict } from "./conflict";
import { unavailableDogs } from "./dog-availability";
import { informDogApplicants, informPreview } from "./dog-inform";
import { recordEvent } from "./history";
import { isUuid } from "./ids";
import { readRequestDetail } from "./request-detail";
import { emailOf, loadRequest, moveStatus, plainText } from "./request-store";
import {
  noteMaxLength,
  type ChangeResult,
  type Conflict,
  type InformInput,
  type InformPreview,
  type InformResult,
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
  /**
   * The changes take the page's `guard` (change-guard.ts): the revision it showed (a change from an
   * older page is refused as stale, `form: "stale"`) and its form token (a repeated post is done once).
   */
  assign(id: string, staffId: string | null, actor: Actor, guard?: ChangeGuard): Promise<ChangeResult>;
  setStatus(id: string, status: string, actor: Actor, guard?: ChangeGuard): Promise<ChangeResult>;
  /** Notes do not claim the revision (they contradict nothing); the token still counts. */
  addNote(id: string, body: string, actor: Actor, guard?: ChangeGuard): Promise<ChangeResult>;
  /** `signer`: the volunteer who writes the mail; the draft is signed with their name. */
  mailDraft(id: string, template: string, signer?: Actor): Promise<MailDraft | null>;
  sendMail(id: string, input: SendMailInput, actor: Actor, guard?: ChangeGuard): Promise<ChangeResult>;
  /** Who changed the request last, what and when: what a stale change's refusal says. */
  conflict(id: string, locale: Locale): Promise<Conflict | null>;
  unavailableDogs(): Promise<UnavailableDog[]>;
  /** "Inform everyone and close" for one dog: the recipients and the mail, before anything is sent. */
  informPreview(dogKey: string): Promise<InformPreview | null>;
  informDogApplicants(input: InformInput, actor: Actor): Promise<InformResult>;
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

    async assign(id, staffId, actor, guard = unguarded) {
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
      return guardedChange(db, id, guard, {
        counts: true,
        unchanged: (row) => (row.assigneeId ?? null) === (target?.id ?? null),
        async apply(tx, row, stamp) {
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
              ...stamp,
            },
          });
        },
      });
    },

    async setStatus(id, status, actor, guard = unguarded) {
      const row = await loadRequest(db, id);
      if (!row) return { ok: false, errors: { form: "not_found" } };
      if (!allowsStatus(row.formType as FormType, status)) {
        return { ok: false, errors: { status: "invalid_status" } };
      }
      return guardedChange(db, id, guard, {
        counts: true,
        unchanged: (current) => current.status === status,
        apply: async (tx, current, stamp) => {
          await moveStatus(tx, current, status, actor, undefined, stamp);
        },
      });
    },

    async addNote(id, body, actor, guard = unguarded) {
      const row = await loadRequest(db, id);
      if (!row) return { ok: false, errors: { form: "not_found" } };
      const text = plainText(body);
      if (text === "") return { ok: false, errors: { body: "note_empty" } };
      if (text.length > noteMaxLength) return { ok: false, errors: { body: "note_too_long" } };
      return guardedChange(db, id, guard, {
        counts: false,
        async apply(tx, current, stamp) {
          const [note] = await tx
            .insert(requestNotes)
            .values({
              submissionId: current.id,
              authorId: actor?.id ?? null,
              authorName: actor?.name ?? "",
              body: text,
            })
            .returning({ id: requestNotes.id });
          await recordEvent(tx, {
            submissionId: current.id,
            actor,
            kind: "note",
            detail: { noteId: note?.id, ...stamp },
          });
        },
      });
    },

    async mailDraft(id, template, signer) {
      const row = await loadRequest(db, id);
      if (!row || !isStatusMailTemplate(template)) return null;
      if (!templatesFor(row.formType as FormType).includes(template)) return null;
      return statusMailDraft(deps, row, template, signer);
    },

    async sendMail(id, input, actor, guard = unguarded) {
      const row = await loadRequest(db, id);
      if (!row) return { ok: false, errors: { form: "not_found" } };
      const formType = row.formType as FormType;
      const errors = validateMail(input, formType);
      if (!emailOf(row)) errors.form = "no_recipient";
      if (Object.keys(errors).length > 0) return { ok: false, errors };
      const template = input.template as StatusMailTemplate;
      const body = plainText(input.body);
      // The mail claims the revision like a status change: of two volunteers writing from the same
      // page state (two mails that may contradict each other), only the first one's goes out.
      const result = await guardedChange(db, id, guard, {
        counts: true,
        async apply(tx, current, stamp) {
          const mail = { template, subject: input.subject.trim(), body, ...stamp };
          await queueStatusMail(deps, tx, current, mail, actor);
          if (input.status && allowsStatus(formType, input.status)) {
            await moveStatus(tx, current, input.status, actor, undefined, stamp);
          }
        },
      });
      if (result.ok && !result.repeated) {
        deps.wakeMailer();
        deps.logger.info("status mail queued", { request: row.id, template });
      }
      return result;
    },

    conflict: (id, locale) => readConflict(db, id, locale),

    unavailableDogs: () => unavailableDogs(deps),
    informPreview: (dogKey) => informPreview(deps, dogKey),
    informDogApplicants: (input, actor) => informDogApplicants(deps, input, actor),
  };
}
