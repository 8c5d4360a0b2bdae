import type { AdminText } from "~/content/types/admin";
import type { Locale } from "~/i18n/locale";
import type {
  ChangedRequest,
  InformError,
  InformMail,
  InformPreview,
} from "../../../../server/back-office/request-types";

/** What the volunteer posted, shown again after a refusal (their edited text is never lost). */
export type InformPosted = { selected: string[]; mails: Partial<Record<Locale, InformMail>> };

/** The dogs page's answer to a post it did not carry out (a redirect otherwise). */
export type InformOutcome =
  | { kind: "invalid"; errors: Partial<Record<string, InformError | "unknown">>; posted: InformPosted | null }
  | { kind: "changed"; changed: ChangedRequest[]; sent: number | null; posted: InformPosted };

/** The preview as the page gets it: dates already in the interface's words, and the post's token. */
export type InformPreviewData = InformPreview & { token: string };

export type DogsText = AdminText["dogs"];
export type ShellText = AdminText["common"];
