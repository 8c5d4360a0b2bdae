import { z } from "zod";
import { membershipTypes, paymentIntervals } from "~/domain/forms/membership-schema";
import { lastingRelations, type LastingRelationKind } from "./pipeline";
import { isOneLine, storedText } from "./request-page-schemas";

// Zod's JIT probes `new Function`, which the site's CSP forbids (as in account-schemas.ts).
z.config({ jitless: true });

/**
 * The lasting relations' forms (issue 28 item 2): the details per kind, ending one with a date and
 * a reason, and a request a volunteer records by hand (item 5). The screens check with them as you
 * type; the actions and the relations service check again.
 */

export const relationKinds = Object.keys(lastingRelations) as LastingRelationKind[];

export function isRelationKind(value: unknown): value is LastingRelationKind {
  return typeof value === "string" && (relationKinds as readonly string[]).includes(value);
}

/** Which kinds' exports carry bank-relevant data (amounts, bank fields): admins only (CONTRACT.md). */
export const adminOnlyExports: readonly LastingRelationKind[] = ["membership", "sponsorship"];

/** The details of a relation per kind, as the lists, the request page and the exports show them. */
export type RelationDetails = {
  fee: number | null;
  membershipType: (typeof membershipTypes)[number] | null;
  paymentInterval: (typeof paymentIntervals)[number] | null;
  monthlyAmount: number | null;
  capacity: number | null;
  currentDogId: string | null;
  currentDogName: string | null;
};

/** Which relations a list shows: the lasting ones (default), the ended ones, or all. */
export const relationStates = ["active", "ended", "all"] as const;
export type RelationState = (typeof relationStates)[number];

export const endReasonMaxLength = 500;
export const capacityMax = 20;
export const amountMax = 100_000;

/** What a schema says when a value is refused (the interface's language). */
export type RelationErrors = {
  date: string;
  dateFuture: string;
  dateBeforeStart: string;
  reasonEmpty: string;
  reasonTooLong: string;
  amount: string;
  capacity: string;
  choice: string;
  dog: string;
  name: string;
  contact: string;
  email: string;
  phone: string;
  message: string;
  confirmationWithoutEmail: string;
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as the date field sends it (yyyy-mm-dd), a real day. */
export function isIsoDay(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** A euro amount as typed ("12", "12,50", "12.50"): 0 to amountMax, at most two decimals; empty: none. */
function euros(message: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .transform((text) => text.trim().replace(",", "."))
      .refine((text) => /^\d{1,6}(\.\d{1,2})?$/.test(text), message)
      .transform(Number)
      .refine((amount) => amount <= amountMax, message)
      .optional(),
  );
}

function day(errors: RelationErrors) {
  return z.string({ error: errors.date }).trim().refine(isIsoDay, errors.date);
}

function optionalChoice<T extends readonly [string, ...string[]]>(choices: T, message: string) {
  return z.preprocess(blankToUndefined, z.enum(choices, { error: message }).optional());
}

/** The details of each kind, as the request page's form sends them (empty fields: not known). */
export function relationDetailsSchema(kind: LastingRelationKind, errors: RelationErrors) {
  const startedOn = z.preprocess(blankToUndefined, day(errors).optional());
  switch (kind) {
    case "adoption":
      return z.object({ startedOn, fee: euros(errors.amount) });
    case "membership":
      return z.object({
        startedOn,
        membershipType: optionalChoice(membershipTypes, errors.choice),
        paymentInterval: optionalChoice(paymentIntervals, errors.choice),
      });
    case "sponsorship":
      return z.object({ startedOn, monthlyAmount: euros(errors.amount) });
    case "foster_home":
      return z.object({
        startedOn,
        capacity: z.preprocess(
          blankToUndefined,
          z
            .string({ error: errors.capacity })
            .trim()
            .refine((text) => /^\d{1,2}$/.test(text), errors.capacity)
            .transform(Number)
            .refine((n) => n >= 1 && n <= capacityMax, errors.capacity)
            .optional(),
        ),
        currentDogId: z.preprocess(
          blankToUndefined,
          z.string({ error: errors.dog }).max(64, errors.dog).optional(),
        ),
      });
  }
}

export type RelationDetailsInput = {
  startedOn?: string;
  fee?: number;
  membershipType?: (typeof membershipTypes)[number];
  paymentInterval?: (typeof paymentIntervals)[number];
  monthlyAmount?: number;
  capacity?: number;
  currentDogId?: string;
};

/** Ending a relation: the day (not after today) and why. */
export function endRelationSchema(errors: RelationErrors, today: string) {
  return z.object({
    endedOn: day(errors).refine((value) => value <= today, errors.dateFuture),
    reason: z
      .string({ error: errors.reasonEmpty })
      .transform(storedText)
      .pipe(z.string().min(1, errors.reasonEmpty).max(endReasonMaxLength, errors.reasonTooLong)),
  });
}

/** How a request reached the association when a volunteer records it (submissions.channel). */
export const manualChannels = ["phone", "whatsapp", "event", "email", "other"] as const;
export type ManualChannel = (typeof manualChannels)[number];
export const requestChannels = ["web", ...manualChannels] as const;

export const manualFormTypes = ["adoption", "sponsorship", "foster_home", "membership", "contact"] as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function oneLine(max: number, message: string) {
  return z.string({ error: message }).trim().refine(isOneLine, message).pipe(z.string().max(max, message));
}

/** A request taken by phone, WhatsApp, at an event or by mail: who, what about, how to answer. */
export function manualRequestSchema(errors: RelationErrors) {
  return z
    .object({
      channel: z.enum(manualChannels, { error: errors.choice }),
      formType: z.enum(manualFormTypes, { error: errors.choice }),
      dogId: z.preprocess(blankToUndefined, z.string({ error: errors.dog }).max(64, errors.dog).optional()),
      name: oneLine(100, errors.name).pipe(z.string().min(2, errors.name)),
      email: z.preprocess(
        blankToUndefined,
        z
          .string({ error: errors.email })
          .trim()
          .max(200, errors.email)
          .refine((value) => emailPattern.test(value), errors.email)
          .optional(),
      ),
      phone: z.preprocess(blankToUndefined, oneLine(30, errors.phone).optional()),
      locale: z.enum(["de", "es"], { error: errors.choice }),
      message: z.preprocess(
        blankToUndefined,
        z
          .string({ error: errors.message })
          .transform(storedText)
          .pipe(z.string().max(2000, errors.message))
          .optional(),
      ),
      sendConfirmation: z.preprocess((value) => value === "on" || value === true, z.boolean()),
    })
    .superRefine((value, ctx) => {
      if (!value.email && !value.phone) {
        ctx.addIssue({ code: "custom", path: ["phone"], message: errors.contact });
      }
      if (value.sendConfirmation && !value.email) {
        ctx.addIssue({
          code: "custom",
          path: ["sendConfirmation"],
          message: errors.confirmationWithoutEmail,
        });
      }
      if ((value.formType === "adoption" || value.formType === "sponsorship") && !value.dogId) {
        ctx.addIssue({ code: "custom", path: ["dogId"], message: errors.dog });
      }
    });
}

export type ManualRequestInput = z.output<ReturnType<typeof manualRequestSchema>>;

/** The request page's form that ends a relation: the day, the reason and the tick that confirms it. */
export function endRelationFormSchema(errors: RelationErrors & { confirmMissing: string }, today: string) {
  return endRelationSchema(errors, today).extend({
    intent: z.literal("end"),
    revision: z
      .string()
      .optional()
      .transform((revision) => (revision && /^\d{1,9}$/.test(revision) ? Number(revision) : -1)),
    formToken: z.string().optional(),
    confirm: z.preprocess((value) => value === "on", z.literal(true, { error: errors.confirmMissing })),
  });
}

/** The request page's form of a relation's details (the kind's fields and its start). */
export function relationDetailsFormSchema(kind: LastingRelationKind, errors: RelationErrors) {
  return relationDetailsSchema(kind, errors).extend({ intent: z.literal("details") });
}
