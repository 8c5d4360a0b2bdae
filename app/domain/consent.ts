/** The cookie-consent record of spec 1 section 2.5 and its rules. */
export type ConsentRecord = { analytics: boolean; timestamp: string; expiry: string };

export const consentStorageKey = "cookie-consent";
export const consentGrantedEvent = "consent-granted";
/** Fired by the footer's "cookie settings" button to show the banner again. */
export const openConsentEvent = "open-cookie-settings";
export const consentLifetimeDays = 365;
export const bannerDelayMs = 3000;

const dayMs = 24 * 60 * 60 * 1000;

export function createConsent(analytics: boolean, now: Date): ConsentRecord {
  return {
    analytics,
    timestamp: now.toISOString(),
    expiry: new Date(now.getTime() + consentLifetimeDays * dayMs).toISOString(),
  };
}

/** The stored choice, or null when there is none, it is malformed or it has expired. */
export function readConsent(stored: string | null, now: Date): ConsentRecord | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { analytics, timestamp, expiry } = value as Record<string, unknown>;
  if (typeof analytics !== "boolean" || typeof timestamp !== "string" || typeof expiry !== "string") {
    return null;
  }
  const expiresAt = Date.parse(expiry);
  if (Number.isNaN(expiresAt) || expiresAt <= now.getTime()) return null;
  return { analytics, timestamp, expiry };
}
