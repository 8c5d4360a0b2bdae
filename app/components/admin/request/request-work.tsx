import { Form } from "react-router";
import { AdminField } from "~/components/admin/field";
import { Panel } from "~/components/admin/panel";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { fill } from "~/i18n/format";
import { GuardFields } from "./guard-fields";
import { Notice, type RequestNotice } from "./request-notice";
import { actionFor, statusLabel, type FieldMessage, type GuardedPartProps } from "./types";

type Intent = "assign" | "status" | "note";

/** One small form of the page: its intent, its fields, a submit button; it posts to its section. */
function WorkForm({
  intent,
  section,
  submit,
  parts,
  children,
}: {
  intent: Intent;
  section: string;
  submit: string;
  parts: Pick<GuardedPartProps, "detail" | "guard">;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action={actionFor(parts.detail, section)} className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <GuardFields guard={parts.guard} />
      {children}
      <Button type="submit" size="sm">
        {submit}
      </Button>
    </Form>
  );
}

/** Who works on the request, and a one-click take-over when it is not oneself (an assignment). */
function Owner({ text, detail, guard, me }: GuardedPartProps & { me: { id: string; name: string } }) {
  const mine = detail.assignee?.id === me.id;
  const sentence = mine
    ? text.owner.me
    : detail.assignee
      ? fill(text.owner.someone, { name: detail.assignee.name })
      : text.owner.nobody;
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
      <p className="font-semibold break-words text-stone-900" data-testid="request-owner">
        {sentence}
      </p>
      {mine ? null : (
        <Form method="post" action={actionFor(detail, "assign")}>
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="assignee" value={me.id} />
          <GuardFields guard={guard} />
          <Button type="submit" size="sm" variant="outline">
            {text.owner.take}
          </Button>
        </Form>
      )}
    </div>
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
  guard,
  me,
  sent,
  message,
  notice,
}: GuardedPartProps & {
  me: { id: string; name: string };
  sent: { intent: string; assignee: string; status: string; note: string } | null;
  message: (intent: Intent) => FieldMessage;
  notice: (intent: Intent) => RequestNotice | null;
}) {
  const parts = { detail, guard };
  const kept = (intent: string, value: string | undefined, fallback: string) =>
    sent?.intent === intent && value !== undefined ? value : fallback;
  return (
    <>
      <Panel labelled={false} id="assign" heading={text.assign.heading}>
        <Notice notice={notice("assign")} />
        <Owner text={text} shell={shell} detail={detail} guard={guard} me={me} />
        <WorkForm intent="assign" section="assign" submit={text.assign.submit} parts={parts}>
          <Select
            id="assignee"
            name="assignee"
            label={text.assign.label}
            error={message("assign")("assignee")}
            defaultValue={kept("assign", sent?.assignee, detail.assignee?.id ?? "")}
            options={[
              { value: "", label: text.assign.nobody },
              { value: me.id, label: fill(text.assign.me, { name: me.name }) },
              ...detail.staff
                .filter((member) => member.id !== me.id)
                .map((member) => ({ value: member.id, label: member.name })),
            ]}
          />
        </WorkForm>
      </Panel>

      <Panel labelled={false} id="status" heading={text.status.heading}>
        <Notice notice={notice("status")} />
        <WorkForm intent="status" section="status" submit={text.status.submit} parts={parts}>
          <Select
            id="status-select"
            name="status"
            label={text.status.label}
            error={message("status")("status")}
            defaultValue={kept("status", sent?.status, detail.status)}
            options={detail.statuses.map((status) => ({ value: status, label: statusLabel(shell, status) }))}
          />
        </WorkForm>
      </Panel>

      <Panel labelled={false} id="notes" heading={text.notes.heading}>
        <Notice notice={notice("note")} />
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
        <WorkForm intent="note" section="notes" submit={text.notes.submit} parts={parts}>
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
