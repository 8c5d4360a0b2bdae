import { consentStorageKey, createConsent, readConsent, type ConsentRecord } from "~/domain/consent";

/** The visitor's stored cookie choice (spec 1 section 2.5), or null: none, expired, or storage blocked. */
export function storedConsent(): ConsentRecord | null {
  try {
    return readConsent(window.localStorage.getItem(consentStorageKey), new Date());
  } catch {
    return null; // storage blocked: ask again
  }
}

export function storeConsent(analytics: boolean): void {
  try {
    window.localStorage.setItem(consentStorageKey, JSON.stringify(createConsent(analytics, new Date())));
  } catch {
    // Storage blocked: the choice holds for this page view only.
  }
}
