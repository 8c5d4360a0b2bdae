import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { SelectInput, TextArea, useAdminForm } from "~/components/admin/field";
import { Panel } from "~/components/admin/panel";
import { Button } from "~/components/ui/button";
import {
  assignSchema,
  noteMaxLength,
  noteSchema,
  statusSchema,
} from "~/domain/back-office/request-page-schemas";
import { fill } from "~/i18n/format";
import { GuardFields } from "./guard-fields";
import { Notice, type RequestNotice } from "./request-notice";
import { actionFor, statusLabel, type GuardedPartProps } from "./types";

type Intent = "assign" | "take" | "status" | "note";
type Reply = SubmissionResult<string[]> | undefined;
type Me = { id: string; name: string };

/**
 * One small form of the page (Conform's props spread on it): its intent, the guard, its fields, a
 * submit button; it posts to its section.
 */
function WorkForm({
  intent,
  section,
  submit,
  parts,
  formProps,
  children,
}: {
  intent: Intent;
  section: string;
  submit: string;
  parts: Pick<GuardedPartProps, "detail" | "guard">;
  formProps: ReturnType<typeof getFormProps>;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={actionFor(parts.detail, section)} {...formProps} className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <GuardFields guard={parts.guard} />
      {children}
      <Button type="submit" size="sm">
        {submit}
      </Button>
    </Form>
  );
}

/** Who works on the request, and a one-click take-over when it is not oneself (a button). */
function Owner({ text, detail, guard, me }: GuardedPartProps & { me: Me }) {
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
          <input type="hidden" name="intent" value="take" />
          <GuardFields guard={guard} />
          <Button type="submit" size="sm" variant="outline">
            {text.owner.take}
          </Button>
        </Form>
      )}
    </div>
  );
}

type PanelProps = GuardedPartProps & { lastResult: Reply; notice: RequestNotice | null };

function AssignPanel({ me, lastResult, notice, ...parts }: PanelProps & { me: Me }) {
  const { text, detail } = parts;
  const [form, fields] = useAdminForm(assignSchema(text.errors), {
    id: "assign-form",
    lastResult,
    defaultValue: { assignee: detail.assignee?.id ?? "" },
  });
  return (
    <Panel labelled={false} id="assign" heading={text.assign.heading}>
      <Notice notice={notice} id={form.errorId} />
      <Owner {...parts} me={me} />
      <WorkForm
        intent="assign"
        section="assign"
        submit={text.assign.submit}
        parts={parts}
        formProps={getFormProps(form)}
      >
        <SelectInput
          meta={fields.assignee}
          label={text.assign.label}
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
  );
}

function StatusPanel({ lastResult, notice, ...parts }: PanelProps) {
  const { text, shell, detail } = parts;
  const [form, fields] = useAdminForm(statusSchema(text.errors), {
    id: "status-form",
    lastResult,
    defaultValue: { status: detail.status },
  });
  return (
    <Panel labelled={false} id="status" heading={text.status.heading}>
      <Notice notice={notice} id={form.errorId} />
      <WorkForm
        intent="status"
        section="status"
        submit={text.status.submit}
        parts={parts}
        formProps={getFormProps(form)}
      >
        <SelectInput
          meta={fields.status}
          label={text.status.label}
          options={detail.statuses.map((status) => ({ value: status, label: statusLabel(shell, status) }))}
        />
      </WorkForm>
    </Panel>
  );
}

function NotesPanel({ lastResult, notice, ...parts }: PanelProps) {
  const { text, detail } = parts;
  const [form, fields] = useAdminForm(noteSchema(text.errors), { id: "note-form", lastResult });
  return (
    <Panel labelled={false} id="notes" heading={text.notes.heading}>
      <Notice notice={notice} id={form.errorId} />
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
      <WorkForm
        intent="note"
        section="notes"
        submit={text.notes.submit}
        parts={parts}
        formProps={getFormProps(form)}
      >
        <TextArea
          meta={fields.note}
          label={text.notes.label}
          hint={text.notes.hint}
          rows={4}
          maxLength={noteMaxLength}
        />
      </WorkForm>
    </Panel>
  );
}

/**
 * The request's work: who handles it, its status, and the team's notes, each its own form. A
 * refused form keeps what was sent and shows why (`replyTo`, Conform's reply when it was the one
 * sent); each section says what was done or refused (`notice`).
 */
export function RequestWork({
  me,
  replyTo,
  notice,
  ...parts
}: GuardedPartProps & {
  me: Me;
  replyTo: (intent: Intent) => Reply;
  notice: (section: "assign" | "status" | "note") => RequestNotice | null;
}) {
  return (
    <>
      <AssignPanel {...parts} me={me} lastResult={replyTo("assign")} notice={notice("assign")} />
      <StatusPanel {...parts} lastResult={replyTo("status")} notice={notice("status")} />
      <NotesPanel {...parts} lastResult={replyTo("note")} notice={notice("note")} />
    </>
  );
}
