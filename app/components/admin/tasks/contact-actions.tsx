import { mailtoHref, telHref, whatsappHref } from "~/domain/back-office/contact-links";
import type { TaskRequest } from "~/domain/back-office/tasks";
import type { AdminText } from "~/content/types/admin";
import { fill } from "~/i18n/format";

const linkStyle =
  "inline-flex min-h-11 items-center rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 ring-2 ring-brand-800 hover:bg-brand-50";

/** Whom to reach: the person behind a request, or a person a task is on (TaskPerson). */
export type Contact = Pick<
  TaskRequest,
  "name" | "email" | "phone" | "locale" | "whatsappText" | "mailSubject"
>;

/**
 * One tap to reach a person: call, WhatsApp (the message prefilled, in their language: with the
 * dog's name for a request) and e-mail (the subject prefilled). Only what their details allow.
 */
export function ContactActions({ contact, text }: { contact: Contact; text: AdminText["tasks"]["item"] }) {
  const phone = contact.phone ?? "";
  const tel = telHref(phone);
  const whatsapp = whatsappHref(phone, contact.locale, contact.whatsappText);
  const mailto = mailtoHref(contact.email);
  if (!tel && !whatsapp && !mailto) return null;
  const name = contact.name || contact.email;
  const label = (action: string) => fill(text.contactLabel, { action, name });
  return (
    <ul className="flex flex-wrap gap-2">
      {tel ? (
        <li>
          <a href={tel} className={linkStyle} aria-label={label(text.call)}>
            {text.call}
          </a>
        </li>
      ) : null}
      {whatsapp ? (
        <li>
          <a
            href={whatsapp}
            className={linkStyle}
            aria-label={label(text.whatsapp)}
            rel="noopener noreferrer"
          >
            {text.whatsapp}
          </a>
        </li>
      ) : null}
      {mailto ? (
        <li>
          <a
            href={`${mailto}?subject=${encodeURIComponent(contact.mailSubject)}`}
            className={linkStyle}
            aria-label={label(text.write)}
          >
            {text.write}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
