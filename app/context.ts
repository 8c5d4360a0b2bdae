import { createContext, RouterContextProvider } from "react-router";
import type { Catalog } from "./content/catalog";
import type { CountrySite } from "./content/site-config";
import type { Dog } from "./domain/dogs/types";
import type { Locale } from "./i18n/locale";
import type { BackOfficeServices } from "../server/back-office/services";
import type { StaffMember } from "../server/back-office/staff-member";
import type { ContentService } from "../server/content/service";
import type { DogList } from "../server/dogs/dog-service";
import type { SecurityOptions } from "../server/http/security";
import type { Logger } from "../server/log";
import type { PageSubmissions } from "../server/submissions/page-posts";

// What every request hands the loaders and actions, as React Router's typed context: server/app.ts's
// getLoadContext fills it (contextProvider below), routes read it with `context.get(…)`. Routes take
// the server's types from here, never from server/ (eslint.config.js).
export type { StaffMember } from "../server/back-office/staff-member";
export type { Conflict, InputError } from "../server/back-office/request-types";

/** The site as this request's host shows it. */
export type SiteRequest = {
  locale: Locale;
  /** Every text of the site in this request's language; loaders pass pages their part. */
  text: Catalog;
  origins: Record<Locale, string>;
  site: Record<Locale, CountrySite>;
  /** REQUEST_RETENTION_DAYS, which the privacy policy states. */
  requestRetentionDays: number;
  /** The Cache-Control of this request's pages (PAGE_CACHE_CONTROL; private for a volunteer). */
  pageCacheControl: string;
  /** The client's address as Express sees it (TRUST_PROXY respected), for sign-in limits. */
  clientIp: string | undefined;
};

/** The last good copy of the dog feed, ordered for display (`available` false if none yet). */
export type DogsOnSite = DogList & {
  /**
   * The description HTML this language's site shows for `dog`, its links to our own pages leading
   * to them in this language (server/dogs/local-description.ts).
   */
  description(dog: Dog): string;
};

export const siteContext = createContext<SiteRequest>();
export const dogsContext = createContext<DogsOnSite>();
/** Blog posts and guides from the database, shaped for one language (server/content/service.ts). */
export const contentContext = createContext<ContentService>();
/**
 * Visitor requests from the pages' own forms, bound to this request's locale and client:
 * `read(request)` checks the origin and parses the post (64 KB max), `submit(formType, entries)`
 * runs the same pipeline as POST /api/forms (honeypot, validation, rate limit, store, mail).
 */
export const submissionsContext = createContext<PageSubmissions>();
/** The back office's services; only the /admin routes use them. */
export const backOfficeContext = createContext<BackOfficeServices>();
/** The volunteer whose session cookie the server resolved (server/http/admin-guard.ts), else null. */
export const sessionContext = createContext<StaffMember | null>(null);
/** The signed-in volunteer, under the admin layout only: its middleware sets it or redirects. */
export const staffContext = createContext<StaffMember>();
export const loggerContext = createContext<Logger>();
/** What the page's Content-Security-Policy allows besides itself (app/entry.server.tsx sets it). */
export const securityContext = createContext<SecurityOptions>();

export type ContextValues = {
  site: SiteRequest;
  dogs: DogsOnSite;
  content: ContentService;
  submissions: PageSubmissions;
  backOffice: BackOfficeServices;
  session: StaffMember | null;
  logger: Logger;
  security: SecurityOptions;
};

/** The context of one request; a test gives only the values its route reads. */
export function contextProvider(values: Partial<ContextValues>): RouterContextProvider {
  const context = new RouterContextProvider();
  if (values.site) context.set(siteContext, values.site);
  if (values.dogs) context.set(dogsContext, values.dogs);
  if (values.content) context.set(contentContext, values.content);
  if (values.submissions) context.set(submissionsContext, values.submissions);
  if (values.backOffice) context.set(backOfficeContext, values.backOffice);
  if (values.session !== undefined) context.set(sessionContext, values.session);
  if (values.logger) context.set(loggerContext, values.logger);
  if (values.security) context.set(securityContext, values.security);
  return context;
}
