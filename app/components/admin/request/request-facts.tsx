import { Link } from "react-router";
import { Panel } from "~/components/admin/panel";
import { mailtoHref, telHref, whatsappHref } from "~/domain/back-office/contact-links";
import { fill } from "~/i18n/format";
import { RequestDeletionLine } from "./request-deletion";
import { RequestDogPanel } from "./request-dog";
import { statusLabel, type RequestPartProps } from "./types";

const contactLink = "font-medium text-brand-800 underline underline-offset-2";

/**
 * A field's value; the e-mail address and phone numbers as links (write, call, WhatsApp with the
 * request's dog named), so a volunteer on a phone reaches the applicant with one tap.
 */
function FieldValue({ field, value, text, detail }: { field: string; value: string } & RequestPartProps) {
  if (field === "email") {
    const href = mailtoHref(value);
    if (href)
      return (
        <a href={href} className={contactLink}>
          {value}
        </a>
      );
  }
  if (field === "phone" || field === "mobile") {
    const tel = telHref(value);
    const whatsapp = whatsappHref(value, detail.locale, detail.whatsappText);
    if (tel) {
      return (
        <span className="flex flex-wrap gap-x-4 gap-y-1">
          <a href={tel} className={contactLink}>
            {value}
          </a>
          {whatsapp ? (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fill(text.contact.whatsappLabel, { number: value })}
              className={contactLink}
            >
              {text.contact.whatsapp}
            </a>
          ) : null}
        </span>
      );
    }
  }
  return value;
}

/** What the request is: kind, language, arrival, status, assignee; and every field of the form. */
export function RequestSummary({ text, shell, detail }: RequestPartProps) {
  const term = "font-semibold text-stone-700";
  return (
    <>
      <Panel labelled={false} id="summary" heading={text.summary.heading}>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className={term}>{text.summary.type}</dt>
          <dd>{shell.formTypes[detail.formType]}</dd>
          <dt className={term}>{text.summary.language}</dt>
          <dd>{shell.locales[detail.locale]}</dd>
          <dt className={term}>{text.summary.received}</dt>
          <dd>{detail.createdAt}</dd>
          <dt className={term}>{text.summary.status}</dt>
          <dd>{statusLabel(shell, detail.status)}</dd>
          <dt className={term}>{text.summary.assignee}</dt>
          <dd>{detail.assignee?.name ?? text.summary.nobody}</dd>
          <RequestDeletionLine text={text} shell={shell} detail={detail} termClass={term} />
        </dl>
      </Panel>

      <Panel labelled={false} id="fields" heading={text.fields.heading}>
        <dl className="divide-y divide-stone-100">
          {detail.fields.map((field) => (
            <div key={field.field} className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr] sm:gap-4">
              <dt className="font-semibold hyphens-auto text-stone-700">{field.label}</dt>
              <dd className="wrap-anywhere whitespace-pre-wrap text-stone-900">
                <FieldValue
                  field={field.field}
                  value={field.value}
                  text={text}
                  shell={shell}
                  detail={detail}
                />
              </dd>
            </div>
          ))}
        </dl>
      </Panel>
    </>
  );
}

/**
 * The dog the request names (where it stands in the feed) and the other requests of its address,
 * or of its person when it has no address (recorded by hand); no such panel when it has neither.
 */
export function RequestContext({ text, shell, detail }: RequestPartProps) {
  const { dog } = detail;
  return (
    <>
      {dog ? <RequestDogPanel text={text.dog} dog={dog} /> : null}

      {detail.othersBy ? (
        <Panel
          labelled={false}
          id="others"
          heading={detail.othersBy === "email" ? text.others.heading : text.others.headingPerson}
        >
          {detail.otherRequests.length === 0 ? (
            <p className="text-stone-700">
              {detail.othersBy === "email"
                ? fill(text.others.none, { email: detail.email })
                : text.others.nonePerson}
            </p>
          ) : (
            <ul className="space-y-1">
              {detail.otherRequests.map((other) => (
                <li key={other.id}>
                  <Link
                    to={`/admin/requests/${other.id}`}
                    className="font-medium text-brand-800 underline underline-offset-2"
                  >
                    {fill(text.others.item, { type: shell.formTypes[other.formType], date: other.createdAt })}
                  </Link>{" "}
                  <span className="text-sm text-stone-600">({statusLabel(shell, other.status)})</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      ) : null}
    </>
  );
}
