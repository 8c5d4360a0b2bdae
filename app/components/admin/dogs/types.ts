import type { SubmissionResult } from "@conform-to/react";
import type { AdminText } from "~/content/types/admin";
import type { ChangedRequest, InformPreview } from "../../../../server/back-office/request-types";

/**
 * The dogs page's answer to a post it did not carry out (a redirect otherwise): refused (`invalid`)
 * or not (all) done because requests changed since the preview; Conform's reply keeps what the
 * volunteer posted (their edited text is never lost) and says what was refused.
 */
export type InformOutcome =
  | { kind: "invalid"; reply: SubmissionResult<string[]> }
  | { kind: "changed"; changed: ChangedRequest[]; sent: number | null; reply: SubmissionResult<string[]> };

/** The preview as the page gets it: dates already in the interface's words, and the post's token. */
export type InformPreviewData = InformPreview & { token: string };

export type DogsText = AdminText["dogs"];
export type ShellText = AdminText["common"];
