import { intlLocale } from "~/i18n/locale";
import { useSiteData } from "~/site-data";

const timeZone = { de: "Europe/Berlin", es: "Europe/Madrid" } as const;

// Building a DateTimeFormat with a time zone costs far more than using one (tens of milliseconds on a
// phone): one per language, made when first needed, so a browser makes only its own language's.
const formats: Partial<Record<keyof typeof timeZone, Intl.DateTimeFormat>> = {};

function dateTimeFormat(locale: keyof typeof timeZone): Intl.DateTimeFormat {
  return (formats[locale] ??= new Intl.DateTimeFormat(intlLocale[locale], {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: timeZone[locale],
  }));
}

/** The feed's timestamp as day, month, year, hour and minute in the site's language, after `label`. */
export function LastUpdate({ timestamp, label }: { timestamp: string | null; label: string }) {
  const { locale } = useSiteData();
  if (!timestamp) return null;
  const formatted = dateTimeFormat(locale).format(new Date(timestamp));
  return (
    <p className="text-sm text-stone-600">
      {label} <time dateTime={timestamp}>{formatted}</time>
    </p>
  );
}
