import { intlLocale } from "~/i18n/locale";
import { useSiteData } from "~/site-data";

const timeZone = { de: "Europe/Berlin", es: "Europe/Madrid" } as const;

// Building a DateTimeFormat costs far more than using one; the list page renders this on every request.
const formats = {
  de: dateTimeFormat("de"),
  es: dateTimeFormat("es"),
};

function dateTimeFormat(locale: keyof typeof timeZone): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: timeZone[locale],
  });
}

/** The feed's timestamp as day, month, year, hour and minute in the site's language, after `label`. */
export function LastUpdate({ timestamp, label }: { timestamp: string | null; label: string }) {
  const { locale } = useSiteData();
  if (!timestamp) return null;
  const formatted = formats[locale].format(new Date(timestamp));
  return (
    <p className="text-sm text-stone-600">
      {label} <time dateTime={timestamp}>{formatted}</time>
    </p>
  );
}
