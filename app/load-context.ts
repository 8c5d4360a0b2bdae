import type { Catalog } from "./content/catalog";
import type { CountrySite } from "./content/site-config";
import type { Dog } from "./domain/dogs/types";
import type { Locale } from "./i18n/locale";
import type { ContentService } from "../server/content/service";
import type { PageSubmissions } from "../server/submissions/page-posts";
import type { BackOfficeServices } from "../server/back-office/services";
import type { StaffMember } from "../server/back-office/staff-member";

/** What the Express server hands every loader and action (server/app.ts builds it). */
export type ServerServices = {
  locale: Locale;
  /** Every text of the site in this request's language; loaders pass pages their part. */
  text: Catalog;
  origins: Record<Locale, string>;
  site: Record<Locale, CountrySite>;
  /**
   * Sets the answer's Content-Security-Policy for this rendered document: the hashes of its inline
   * scripts and styles (server/http/security.ts). Called once per render by entry.server.
   */
  setDocumentPolicy(html: string): void;
  /**
   * Cache-Control of this request's page (PAGE_CACHE_CONTROL, for shared caches; private for a
   * signed-in volunteer). The root route's `headers` send it (app/page-headers.ts).
   */
  pageCacheControl: string;
  /** REQUEST_RETENTION_DAYS, which the privacy policy states. */
  requestRetentionDays: number;
  /** Blog posts and guides from the database, shaped for one language (server/content/service.ts). */
  content: ContentService;
  /** The last good copy of the dog feed, ordered for display; `available` false if none yet. */
  dogs: { available: boolean; dogs: Dog[]; cacheTimestamp: string | null };
  /**
   * The description HTML this language's site shows for `dog`, its links to our own pages leading
   * to them in this language (server/dogs/local-description.ts, done once per dog while the list stands).
   */
  dogDescription(dog: Dog): string;
  /**
   * Visitor requests from the pages' own forms, bound to this request's locale and client:
   * `read(request)` checks the origin and parses the post (64 KB max), `submit(formType, entries)`
   * runs the same pipeline as POST /api/forms (honeypot, validation, rate limit, store, mail).
   */
  submissions: PageSubmissions;
  /**
   * The signed-in volunteer of an /admin request (server/http/admin-guard.ts resolved the session
   * cookie), else null. Every admin loader and action calls requireStaff (app/routes/admin/guard.server.ts).
   */
  staff: StaffMember | null;
  /** The back office's services; only the /admin routes use them. */
  backOffice: BackOfficeServices;
  /** The client's address as Express sees it (TRUST_PROXY respected), for sign-in limits. */
  clientIp: string | undefined;
  logger: {
    info(message: string, fields?: Record<string, unknown>): void;
    warn(message: string, fields?: Record<string, unknown>): void;
    error(message: string, fields?: Record<string, unknown>): void;
  };
};

declare module "react-router" {
  interface AppLoadContext extends ServerServices {}
}
