import { data, type RouterContextProvider } from "react-router";
import { submissionsContext } from "~/context";
import { isFormType, type FormType } from "~/domain/forms";
import { formTypeField, type RequestFormResult } from "./result";

/** Turns a form's posted entries into the request's data (e.g. a custom amount into `amount`). */
export type PrepareEntries = (entries: Record<string, string>) => Record<string, string>;

const noStore = { "Cache-Control": "no-store" };

function answer(result: RequestFormResult, status: number, headers: Record<string, string> = {}) {
  return data(result, { status, headers: { ...noStore, ...headers } });
}

/**
 * The action of a page with request forms: origin check and 64 KB limit, then the form named by
 * the posted `formType` (one of `forms`) through the same pipeline as POST /api/forms. Answers a
 * `RequestFormResult` with a fitting status; never throws for anything a client sends.
 *
 *   export const action = (args: Route.ActionArgs) => requestFormAction(args, { contact: true });
 */
export async function requestFormAction(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  forms: Partial<Record<FormType, PrepareEntries | true>>,
) {
  const submissions = context.get(submissionsContext);
  const post = await submissions.read(request);
  if (!post.ok)
    return answer({ formType: "", outcome: "refused", submission: { status: "error" } }, post.status);

  const { [formTypeField]: formType = "", ...entries } = post.entries;
  const prepare = isFormType(formType) ? forms[formType] : undefined;
  const kept = { status: "error", initialValue: entries, fields: Object.keys(entries) } as const;
  if (!isFormType(formType) || !prepare)
    return answer({ formType, outcome: "refused", submission: kept }, 400);

  const outcome = await submissions.submit(formType, prepare === true ? entries : prepare(entries));
  if (outcome.ok)
    return answer(
      { formType, outcome: "success", submission: { status: "success", initialValue: null } },
      200,
    );
  switch (outcome.error) {
    case "validation":
      return answer(
        { formType, outcome: "invalid", submission: { ...kept, error: outcome.fieldErrors } },
        422,
      );
    case "honeypot":
      return answer({ formType, outcome: "honeypot", submission: kept }, 400);
    case "rate_limited":
      return answer({ formType, outcome: "rate_limited", submission: kept }, 429, {
        "Retry-After": String(outcome.retryAfterSeconds),
      });
    case "unavailable":
      // As POST /api/forms answers it: the store is away, try again in a while.
      return answer({ formType, outcome: "unavailable", submission: kept }, 503, { "Retry-After": "30" });
  }
}

/**
 * A form page's `headers`: after a post the action's (`no-store`, `Retry-After`), so a page that
 * carries a form's result is never cached; otherwise those of every page (app/page-headers.ts).
 *
 *   export const headers = requestFormHeaders;
 */
export function requestFormHeaders({
  actionHeaders,
  parentHeaders,
}: {
  actionHeaders: Headers;
  parentHeaders: Headers;
}) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : parentHeaders;
}
