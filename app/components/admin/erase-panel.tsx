import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Checkbox, FormError, TextInput, useAdminForm } from "~/components/admin/field";
import { Panel } from "~/components/admin/panel";
import { Button } from "~/components/ui/button";
import type { AdminText } from "~/content/types/admin";
import { eraseSchema } from "~/domain/back-office/erase-schema";
import { fill } from "~/i18n/format";

/**
 * The people page's erasure: what it deletes, what it cannot reach (the association's own
 * mailbox), the confirmation, and for a volunteer who is not an admin the address typed again as
 * the second confirmation (checked on the server). `lastResult`: the action's reply to a refusal.
 */
export function ErasePanel({
  text,
  email,
  count,
  mustRetype,
  lastResult,
}: {
  text: AdminText["people"];
  email: string;
  count: number;
  mustRetype: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const erase = text.erase;
  const [form, fields] = useAdminForm(eraseSchema(erase, { email, mustRetype }), { id: "erase", lastResult });
  return (
    <Panel id="erase" heading={erase.heading}>
      <p className="mb-3 max-w-prose text-stone-700">{erase.text}</p>
      {/* Without requests (a person added by hand) no mail about them reached the association's inbox. */}
      {count > 0 ? (
        <p className="mb-4 max-w-prose rounded-lg bg-accent-50 p-3 break-words text-stone-900 ring-1 ring-accent-200">
          {fill(erase.mailbox, { email })}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="intent" value="erase" />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="count" value={count} />
        <Checkbox
          meta={fields.confirm}
          value="yes"
          label={
            count === 0
              ? fill(erase.confirmRecord, { email })
              : count === 1
                ? fill(erase.confirmOne, { email })
                : fill(erase.confirm, { email, count })
          }
        />
        {mustRetype ? (
          <TextInput
            meta={fields.retype}
            type="email"
            label={erase.retype.label}
            hint={erase.retype.hint}
            autoComplete="off"
            spellCheck={false}
            className="max-w-md"
          />
        ) : null}
        <FormError form={form} />
        <Button type="submit" size="sm">
          {erase.submit}
        </Button>
      </Form>
    </Panel>
  );
}
