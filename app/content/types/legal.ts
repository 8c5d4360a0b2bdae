import type { LegalDocument } from "~/content/shapes";
import type { CountrySite } from "~/content/site-config";

/**
 * Imprint and privacy policy of one country's entity: built from the site configuration (names,
 * address, contacts, registry and board can be overridden by the operator), so the route's loader
 * calls it with the request's site and passes the page the finished document.
 */
export type LegalText = (site: CountrySite) => LegalDocument;

/** What the operator configures that the privacy policy states (server/config.ts). */
export type PrivacyPeriods = {
  /** REQUEST_RETENTION_DAYS: closed requests untouched this long are deleted. */
  requestRetentionDays: number;
};

/** The privacy policy: like `LegalText`, and it states the configured retention period. */
export type PrivacyText = (site: CountrySite, periods: PrivacyPeriods) => LegalDocument;
