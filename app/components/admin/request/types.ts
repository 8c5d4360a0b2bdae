import type { AdminText } from "~/content/types/admin";
import type { RequestDetail } from "../../../../server/back-office/request-types";

/** What every part of the request page gets: its texts, the shared words, the request. */
export type RequestPartProps = {
  text: AdminText["request"];
  shell: AdminText["common"];
  detail: RequestDetail;
};

/** The parts with forms also get what every form sends back: the page's revision and form token. */
export type GuardedPartProps = RequestPartProps & { guard: { revision: number; token: string } };

export function statusLabel(shell: AdminText["common"], status: string | null | undefined): string {
  return status && status in shell.statuses
    ? shell.statuses[status as keyof typeof shell.statuses]
    : (status ?? "");
}

/**
 * Where a form of the page posts: the page itself, with the fragment of its section, so that the
 * answer (a refusal, or the redirect after it was done) shows that section, with or without JavaScript.
 */
export function actionFor(detail: RequestDetail, section: string): string {
  return `/admin/requests/${detail.id}#${section}`;
}
