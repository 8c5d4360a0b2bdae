import { Form } from "react-router";
import { AdminField } from "~/components/admin/field";
import { Panel } from "~/components/admin/panel";
import { Button } from "~/components/ui/button";
import { fill } from "~/i18n/format";
import { statusLabel, type FieldMessage, type RequestPartProps } from "./types";

/** One small form of the page: its intent, its fields, a submit button. */
function WorkForm({
  intent,
  submit,
  children,
}: {
  intent: string;
  submit: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <Button type="submit" size="sm">
        {submit}
      </Button>
    </Form>
  );
}

/**
 * The request's work: who handles it, its status, and the team's notes. `sent` holds what a
 * refused form sent (kept in its field), `message` the refusal per intent and field.
 */
export function RequestWork({
  text,
  shell,
  detail,
  me,
  sent,
  message,
}: RequestPartProps & {
  me: { id: string; name: string };
  sent: { intent: string; assignee: string; status: string; note: string } | null;
  message: (intent: "assign" | "status" | "note") => FieldMessage;
}) {
  const kept = (intent: string, value: string | undefined, fallback: string) =>
    sent?.intent === intent && value !== undefined ? value : fallback;
  return (
    <>
      <Panel labelled={false} id="assign" heading={text.assign.heading}>
        <WorkForm intent="assign" submit={text.assign.submit}>
          <AdminField id="assignee" label={text.assign.label} error={message("assign")("assignee")}>
            {(control) => (
              <select
                {...control}
                name="assignee"
                defaultValue={kept("assign", sent?.assignee, detail.assignee?.id ?? "")}
              >
                <option value="">{text.assign.nobody}</option>
                <option value={me.id}>{fill(text.assign.me, { name: me.name })}</option>
                {detail.staff
                  .filter((member) => member.id !== me.id)
                  .map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
              </select>
            )}
          </AdminField>
        </WorkForm>
      </Panel>

      <Panel labelled={false} id="status" heading={text.status.heading}>
        <WorkForm intent="status" submit={text.status.submit}>
          <AdminField id="status-select" label={text.status.label} error={message("status")("status")}>
            {(control) => (
              <select {...control} name="status" defaultValue={kept("status", sent?.status, detail.status)}>
                {detail.statuses.map((status) => (
                  <option key={status} value={status}>
                    {statusLabel(shell, status)}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
        </WorkForm>
      </Panel>

      <Panel labelled={false} id="notes" heading={text.notes.heading}>
        {detail.notes.length === 0 ? (
          <p className="mb-4 text-stone-700">{text.notes.none}</p>
        ) : (
          <ul className="mb-4 space-y-3">
            {detail.notes.map((note) => (
              <li key={note.id} className="rounded-lg bg-accent-50 p-3 ring-1 ring-accent-200">
                <p className="break-words whitespace-pre-wrap text-stone-900">{note.body}</p>
                <p className="mt-1 text-sm text-stone-600">
                  {fill(text.notes.by, { name: note.authorName, time: note.createdAt })}
                </p>
              </li>
            ))}
          </ul>
        )}
        <WorkForm intent="note" submit={text.notes.submit}>
          <AdminField
            id="note"
            label={text.notes.label}
            hint={text.notes.hint}
            error={message("note")("body")}
          >
            {(control) => (
              <textarea
                {...control}
                name="note"
                rows={4}
                required
                maxLength={5000}
                defaultValue={kept("note", sent?.note, "")}
              />
            )}
          </AdminField>
        </WorkForm>
      </Panel>
    </>
  );
}
