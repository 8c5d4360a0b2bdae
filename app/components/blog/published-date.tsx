import { formatLongDate } from "~/domain/content/dates";
import type { Locale } from "~/i18n/locale";

/** A post's date in the long local form ('20. Januar 2025' / '20 de enero de 2025'). */
export function PublishedDate({
  iso,
  locale,
  className,
}: {
  iso: string;
  locale: Locale;
  className?: string;
}) {
  return (
    <time dateTime={iso} className={className}>
      {formatLongDate(iso, locale)}
    </time>
  );
}
