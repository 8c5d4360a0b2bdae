import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FormError, TextArea, useAdminForm } from "~/components/admin/field";
import { Button } from "~/components/ui/button";
import { personNoteSchema } from "~/domain/back-office/person-schemas";
import { noteMaxLength } from "~/domain/back-office/request-page-schemas";
import { fill } from "~/i18n/format";
import type { PersonData } from "~/routes/admin/persons-detail";

/** Notes on the person (not on one request), newest first, and a new one. */
export function PersonNotes({
  data,
  lastResult,
  done,
}: {
  data: PersonData;
  lastResult: SubmissionResult<string[]> | undefined;
  done: boolean;
}) {
  const { text, person, notes } = data;
  const [form, fields] = useAdminForm(personNoteSchema(text.errors), { id: "person-note", lastResult });
  return (
    <section
      id="notes"
      aria-labelledby="notes-heading"
      className="scroll-mt-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id="notes-heading" className="mb-3 text-lg font-bold text-brand-900">
        {text.notes.heading}
      </h2>
      {notes.length === 0 ? (
        <p className="text-stone-700">{text.notes.none}</p>
      ) : (
        <ul className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
              <p className="text-sm text-stone-600">
                {fill(text.notes.by, { name: note.authorName, when: note.createdLabel })}
              </p>
              <p className="mt-1 whitespace-pre-line text-stone-900">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
      {done && !lastResult ? (
        <p role="status" className="mt-3 rounded-md bg-emerald-50 px-3 py-2 font-medium text-emerald-900">
          {text.notes.saved}
        </p>
      ) : null}
      <FormError form={form} className="mt-3" />
      <Form
        method="post"
        action={`/admin/persons/${person.id}#notes`}
        {...getFormProps(form)}
        className="mt-4 grid gap-3"
      >
        <input type="hidden" name="intent" value="note" />
        <TextArea meta={fields.note} label={text.notes.label} rows={3} maxLength={noteMaxLength} />
        <Button type="submit" variant="outline" className="justify-self-start">
          {text.notes.submit}
        </Button>
      </Form>
    </section>
  );
}
