import type { RequestFormResult } from "./result";

/**
 * A page's `clientAction` for request forms: the server action, and when the post never gets an
 * answer (offline, a proxy's 503) an 'unavailable' result instead of the route's error page, so
 * the form shows its error panel and keeps what was typed. (The answer goes to the fetcher of the
 * form that posted, so it needs no `formType`.)
 *
 *   export const clientAction = requestFormClientAction;
 */
export async function requestFormClientAction<T>({
  serverAction,
}: {
  serverAction: () => Promise<T>;
}): Promise<T | RequestFormResult> {
  try {
    return await serverAction();
  } catch {
    return { formType: "", outcome: "unavailable", submission: { status: "error" } };
  }
}
