import { de } from "~/content/de";
import type { ShellText } from "~/content/de/shell";
import { es } from "~/content/es";
import type { Locale } from "~/i18n/locale";

// Transitional, until every text reaches the page as loader data; then this module goes.

/** @deprecated Read the text from loader data (`useSiteData().t`, the route's loader). */
export type Messages = ShellText & { pages: (typeof de)["pages"] };

/** @deprecated Read the text from loader data (`useSiteData().t`, the route's loader). */
export const messages: Record<Locale, Messages> = {
  de: { ...de.shell, pages: de.pages },
  es: { ...es.shell, pages: es.pages },
};
