import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { SiteConfig } from "~/content/site-config";
import { isOpenStatus, pipelines } from "~/domain/back-office/pipeline";
import type { TaskPerson, TaskRequest } from "~/domain/back-office/tasks";
import { formTypes, isFormType } from "~/domain/forms/form-types";
import { fill } from "~/i18n/format";
import { catalogs } from "~/content/catalogs.server";
import { people } from "../db/relations-schema";
import { submissions } from "../db/schema";
import { asLocale, dogNameOf } from "../back-office/request-store";

/**
 * How the task lists read requests and people: the columns, and the rows as the day's view shows
 * them, with the contact links' texts in the person's own language.
 */

/** Requests not yet at an end of their pipeline (the day's view: "my open requests"). */
export function openStatuses(): SQL {
  return or(
    ...formTypes.map((formType) =>
      and(
        eq(submissions.formType, formType),
        inArray(
          submissions.status,
          (pipelines[formType].steps as readonly string[]).filter((status) => isOpenStatus(formType, status)),
        ),
      ),
    ),
  ) as SQL;
}

export type RequestColumns = {
  id: string;
  formType: string;
  status: string;
  locale: string;
  createdAt: Date;
  name: string;
  email: string;
  phone: string | null;
  dogName: string | null;
  data: Record<string, unknown>;
  revision: number;
};

export const requestColumns = {
  id: submissions.id,
  formType: submissions.formType,
  status: submissions.status,
  locale: submissions.locale,
  createdAt: submissions.createdAt,
  name: submissions.name,
  email: submissions.email,
  phone: submissions.phone,
  dogName: submissions.dogName,
  data: submissions.data,
  revision: submissions.revision,
};

export function taskRequest(row: RequestColumns): TaskRequest | null {
  if (!isFormType(row.formType)) return null;
  const locale = asLocale(row.locale);
  const dog = dogNameOf(row);
  const contact = catalogs[locale].admin.request.contact;
  const text = catalogs[locale].admin.tasks;
  const data = row.data;
  return {
    id: row.id,
    formType: row.formType,
    status: row.status,
    locale,
    createdAt: row.createdAt.toISOString(),
    name: row.name || (typeof data.name === "string" ? data.name : ""),
    email: row.email || (typeof data.email === "string" ? data.email : ""),
    phone: row.phone ?? (typeof data.phone === "string" ? data.phone : null),
    dogName: dog,
    revision: row.revision,
    whatsappText: dog ? fill(contact.whatsappText, { dog }) : contact.whatsappTextNoDog,
    mailSubject: dog ? fill(text.mailSubject, { dog }) : text.mailSubjectNoDog,
  };
}

export const personColumns = {
  id: people.id,
  name: people.name,
  email: people.email,
  phone: people.phone,
  locale: people.locale,
};

export type PersonColumns = { id: string; name: string; email: string; phone: string | null; locale: string };

/** A task's person: a message from the association (its name on their language's site). */
export function taskPerson(row: PersonColumns, site: SiteConfig): TaskPerson {
  const locale = asLocale(row.locale);
  const text = catalogs[locale].admin.tasks;
  const organisation = site[locale].organisationName;
  return {
    ...row,
    locale,
    whatsappText: fill(text.personWhatsappText, { organisation }),
    mailSubject: fill(text.personMailSubject, { organisation }),
  };
}
