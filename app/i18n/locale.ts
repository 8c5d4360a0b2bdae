export const locales = ["de", "es"] as const;
export type Locale = (typeof locales)[number];

export function otherLocale(locale: Locale): Locale {
  return locale === "de" ? "es" : "de";
}

export function isLocale(value: unknown): value is Locale {
  return value === "de" || value === "es";
}

/**
 * CONTRACT.md: Spanish when the Host equals the host of PUBLIC_URL_ES or the host name starts
 * with "es."; German for every other host.
 */
export function localeForHost(hostHeader: string | null | undefined, spanishHost: string): Locale {
  const host = (hostHeader ?? "").trim().toLowerCase();
  if (host === "") return "de";
  if (host === spanishHost.toLowerCase()) return "es";
  return host.startsWith("es.") ? "es" : "de";
}

/** BCP 47 tags for Intl and Open Graph. */
export const intlLocale = { de: "de-DE", es: "es-ES" } as const satisfies Record<Locale, string>;
export const ogLocale = { de: "de_DE", es: "es_ES" } as const satisfies Record<Locale, string>;
