import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { TextArea, TextInput, useAdminForm } from "~/components/admin/field";
import { statusLabel } from "~/components/admin/request/types";
import { Button, buttonVariants } from "~/components/ui/button";
import { informSchema } from "~/domain/back-office/inform-schema";
import { bodyMaxLength, subjectMaxLength } from "~/domain/back-office/request-page-schemas";
import { fill } from "~/i18n/format";
import { locales } from "~/i18n/locale";
import { ChangedRequests } from "./changed-requests";
import type { DogsText, InformOutcome, InformPreviewData, ShellText } from "./types";

/** The heading's id: the dog list's link jumps here. */
export const informHeadingId = "inform-heading";

/**
 * "Inform everyone and close", step one: the recipients with checkboxes (requests at the pre-check
 * or beyond unticked at first) and the mail of each language among them, editable, before anything
 * is sent. A plain form post; after a refusal it shows the volunteer's own choices and text again.
 */
export function InformPreview({
  preview,
  outcome,
  text,
  shell,
}: {
  preview: InformPreviewData;
  outcome: InformOutcome | undefined;
  text: DogsText;
  shell: ShellText;
}) {
  const { dog, mails } = preview;
  const mailLocales = locales.filter((locale) => mails[locale]);
  const [form, fields] = useAdminForm(informSchema(text.errors, mailLocales), {
    id: "inform",
    lastResult: outcome?.reply,
    defaultValue: {
      "subject-de": mails.de?.subject,
      "body-de": mails.de?.body,
      "subject-es": mails.es?.subject,
      "body-es": mails.es?.body,
    },
  });
  const sent = outcome?.reply.initialValue?.selected;
  const posted = outcome ? [sent].flat().filter((id) => typeof id === "string") : null;
  const changedIds = new Set(outcome?.kind === "changed" ? outcome.changed.map((change) => change.id) : []);
  // A request someone changed starts again from its default; the others keep the volunteer's choice.
  const ticked = (id: string, preselected: boolean) =>
    posted && !changedIds.has(id) ? posted.includes(id) : preselected;
  const selectedError = fields.selected.errors?.[0];
  const recipientsHint = "inform-recipients-hint";

  return (
    <section
      aria-labelledby={informHeadingId}
      className="space-y-4 rounded-xl bg-accent-50 p-4 ring-1 ring-accent-200 sm:p-5"
    >
      <h2 id={informHeadingId} className="scroll-mt-4 text-lg font-bold break-words text-stone-900">
        {fill(text.preview.heading, { dog: dog.name })}
      </h2>
      <p className="max-w-3xl text-stone-800">{text.preview.intro}</p>
      {outcome?.kind === "changed" ? (
        <ChangedRequests changed={outcome.changed} sent={outcome.sent} text={text.changed} shell={shell} />
      ) : null}
      {outcome?.kind === "invalid" ? (
        <p
          id={form.errorId}
          role="alert"
          className="rounded-xl bg-rose-50 p-4 font-medium text-rose-900 ring-1 ring-rose-200"
        >
          {outcome.reply.error?.[""]?.[0] ?? text.errors.summary}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <input type="hidden" name="intent" value="inform" />
        <input type="hidden" name="dog" value={dog.key} />
        <input type="hidden" name="token" value={preview.token} />
        {dog.requests.map((entry) => (
          <input key={entry.id} type="hidden" name="shown" value={`${entry.id}:${entry.revision}`} />
        ))}
        <fieldset
          aria-describedby={selectedError ? `${fields.selected.errorId} ${recipientsHint}` : recipientsHint}
          className="space-y-2"
        >
          <legend className="font-bold text-stone-900">{text.preview.recipients}</legend>
          <p id={recipientsHint} className="text-sm text-stone-700">
            {text.preview.recipientsHint}
          </p>
          {selectedError ? (
            <p id={fields.selected.errorId} className="text-sm font-semibold text-rose-700">
              {selectedError}
            </p>
          ) : null}
          <ul className="space-y-2">
            {dog.requests.map((entry) => (
              <li key={entry.id}>
                <label className="flex cursor-pointer items-start gap-3 rounded-lg bg-white p-3 ring-1 ring-stone-200 has-checked:ring-2 has-checked:ring-brand-700">
                  <input
                    type="checkbox"
                    name="selected"
                    value={entry.id}
                    defaultChecked={ticked(entry.id, entry.preselected)}
                    className="mt-1 size-5 shrink-0 accent-brand-800"
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-stone-900">
                      {entry.name || text.table.unnamed}
                    </span>
                    <span className="block text-sm text-stone-700">
                      {fill(text.preview.recipientDetails, {
                        type: shell.formTypes[entry.formType],
                        language: shell.locales[entry.locale],
                        status: statusLabel(shell, entry.status),
                        date: entry.createdAt,
                      })}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {mailLocales.map((locale) => (
          <fieldset key={locale} className="space-y-3 rounded-lg bg-white p-3 ring-1 ring-stone-200 sm:p-4">
            <legend className="px-1 font-bold text-stone-900">{text.preview.mailHeading[locale]}</legend>
            <p className="text-sm text-stone-700">
              {fill(text.preview.greeting, { greeting: mails[locale]!.greeting })}
            </p>
            <TextInput
              meta={fields[`subject-${locale}`]}
              label={text.preview.subject}
              lang={locale}
              maxLength={subjectMaxLength}
            />
            <TextArea
              meta={fields[`body-${locale}`]}
              label={text.preview.body}
              lang={locale}
              rows={12}
              maxLength={bodyMaxLength}
            />
          </fieldset>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{text.preview.submit}</Button>
          <Link to="/admin/dogs" className={buttonVariants({ variant: "quiet", size: "md" })}>
            {text.preview.cancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}
