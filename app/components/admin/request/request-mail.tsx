import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { SelectInput, TextArea, TextInput, useAdminForm } from "~/components/admin/field";
import { Panel } from "~/components/admin/panel";
import { Button, buttonVariants } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { isStatusMailTemplate } from "~/domain/back-office/pipeline";
import { bodyMaxLength, mailSchema, subjectMaxLength } from "~/domain/back-office/request-page-schemas";
import { fill } from "~/i18n/format";
import { GuardFields } from "./guard-fields";
import { Notice, type RequestNotice } from "./request-notice";
import { actionFor, statusLabel, type GuardedPartProps } from "./types";

export type MailValues = { template: string; subject: string; body: string; status: string };

/**
 * The mail to the applicant: choose a template (a GET that opens its draft in the request's
 * language), then edit subject and text, optionally move the status, and send. `draft` is the
 * opened draft (or the template of a refused mail, whose text `lastResult` keeps).
 */
export function RequestMail({
  text,
  shell,
  detail,
  guard,
  draft,
  lastResult,
  notice,
}: GuardedPartProps & {
  draft: MailValues | null;
  lastResult: SubmissionResult<string[]> | undefined;
  notice: RequestNotice | null;
}) {
  const templateLabel = (template: string) =>
    isStatusMailTemplate(template) ? text.mail.templates[template] : template;
  const [form, fields] = useAdminForm(mailSchema(text.errors), {
    id: "mail-form",
    lastResult,
    defaultValue: draft ? { subject: draft.subject, body: draft.body, statusAfter: draft.status } : undefined,
  });
  const templateError = fields.template.errors?.[0];
  return (
    <Panel labelled={false} id="mail" heading={text.mail.heading}>
      <Notice notice={notice} id={form.errorId} />
      {!detail.email ? (
        <p className="text-stone-700">{text.mail.noRecipient}</p>
      ) : (
        <>
          <p className="mb-3 text-stone-700">
            {fill(text.mail.intro, { email: detail.email, language: text.mail.languages[detail.locale] })}
          </p>
          <Form method="get" action={actionFor(detail, "mail")} className="flex flex-wrap items-end gap-3">
            <div className="w-full sm:w-auto sm:min-w-0 sm:flex-1">
              <Select
                id="mail-template-choice"
                name="mail"
                label={text.mail.template}
                defaultValue={draft?.template ?? detail.templates[0]}
                options={detail.templates.map((template) => ({
                  value: template,
                  label: text.mail.templates[template],
                }))}
              />
            </div>
            <Button type="submit" variant="outline" size="sm">
              {text.mail.open}
            </Button>
          </Form>
          {draft ? (
            <Form
              method="post"
              action={actionFor(detail, "mail")}
              {...getFormProps(form)}
              className="mt-5 space-y-4 border-t border-stone-200 pt-4"
            >
              <h3 className="font-bold text-stone-900">
                {fill(text.mail.draftHeading, { template: templateLabel(draft.template) })}
              </h3>
              <input type="hidden" name="intent" value="mail" />
              <input type="hidden" name="template" value={draft.template} />
              <GuardFields guard={guard} />
              {templateError ? (
                <p id={fields.template.errorId} className="text-sm font-medium text-rose-700">
                  {templateError}
                </p>
              ) : null}
              <TextInput
                meta={fields.subject}
                label={text.mail.subject}
                hint={text.mail.subjectHint}
                maxLength={subjectMaxLength}
              />
              <TextArea
                meta={fields.body}
                label={text.mail.body}
                hint={text.mail.bodyHint}
                rows={14}
                maxLength={bodyMaxLength}
              />
              <SelectInput
                meta={fields.statusAfter}
                label={text.mail.statusAfter}
                options={[
                  {
                    value: "",
                    label: fill(text.mail.keepStatus, { status: statusLabel(shell, detail.status) }),
                  },
                  ...detail.statuses
                    .filter((status) => status !== detail.status)
                    .map((status) => ({ value: status, label: statusLabel(shell, status) })),
                ]}
              />
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit">{text.mail.send}</Button>
                <Link
                  to={`/admin/requests/${detail.id}#mail`}
                  className={buttonVariants({ variant: "quiet", size: "md" })}
                >
                  {text.mail.discard}
                </Link>
              </div>
            </Form>
          ) : null}
        </>
      )}
    </Panel>
  );
}
