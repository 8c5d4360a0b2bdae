import { Form } from "react-router";
import { Panel } from "~/components/admin/panel";
import { Button } from "~/components/ui/button";
import type { AdminText } from "~/content/types/admin";
import { fill } from "~/i18n/format";

/** Why an erasure did not happen (the people page's action). */
export type EraseError = "invalid" | "confirmMissing" | "changed" | "retype";

/**
 * The people page's erasure: what it deletes, what it cannot reach (the association's own
 * mailbox), the confirmation, and for a volunteer who is not an admin the address typed again as
 * the second confirmation (checked on the server).
 */
export function ErasePanel({
  text,
  email,
  count,
  mustRetype,
  error,
}: {
  text: AdminText["people"];
  email: string;
  count: number;
  mustRetype: boolean;
  error: EraseError | undefined;
}) {
  const erase = text.erase;
  const message = error
    ? error === "retype"
      ? fill(erase.retype.mismatch, { email })
      : erase[error === "invalid" ? "changed" : error]
    : undefined;
  return (
    <Panel id="erase" heading={erase.heading}>
      <p className="mb-3 max-w-prose text-stone-700">{erase.text}</p>
      <p className="mb-4 max-w-prose rounded-lg bg-accent-50 p-3 break-words text-stone-900 ring-1 ring-accent-200">
        {fill(erase.mailbox, { email })}
      </p>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="erase" />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="count" value={count} />
        <div className="flex items-start gap-2">
          <input
            id="erase-confirm"
            name="confirm"
            type="checkbox"
            value="yes"
            aria-invalid={error === "confirmMissing" || undefined}
            aria-describedby={message && error !== "retype" ? "erase-error" : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-800"
          />
          <label htmlFor="erase-confirm" className="font-medium wrap-anywhere text-stone-800">
            {count === 1 ? fill(erase.confirmOne, { email }) : fill(erase.confirm, { email, count })}
          </label>
        </div>
        {mustRetype ? (
          <div>
            <label htmlFor="erase-retype" className="block font-medium text-stone-800">
              {erase.retype.label}
            </label>
            <p id="erase-retype-hint" className="text-sm text-stone-600">
              {erase.retype.hint}
            </p>
            <input
              id="erase-retype"
              name="retype"
              type="email"
              autoComplete="off"
              required
              aria-invalid={error === "retype" || undefined}
              aria-describedby={error === "retype" ? "erase-retype-hint erase-error" : "erase-retype-hint"}
              className="mt-1 block w-full max-w-md min-w-0 rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 aria-invalid:border-rose-600"
            />
          </div>
        ) : null}
        {message ? (
          <p id="erase-error" role="alert" className="text-sm font-medium break-words text-rose-700">
            {message}
          </p>
        ) : null}
        <Button type="submit" size="sm">
          {erase.submit}
        </Button>
      </Form>
    </Panel>
  );
}
