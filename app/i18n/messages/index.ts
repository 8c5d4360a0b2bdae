import type { ShellText } from "~/content/de/shell";
import { pages as dePages } from "~/content/de/pages";
import { shell as deShell } from "~/content/de/shell";
import { pages as esPages } from "~/content/es/pages";
import { shell as esShell } from "~/content/es/shell";
import type { PageTexts } from "~/content/catalog";
import type { Locale } from "~/i18n/locale";

// Transitional, until every text reaches the page as loader data; then this module goes. It
// imports only the two parts it offers, not the whole catalogue, so its users do not pull every
// text of the site into their chunk.

/** @deprecated Read the text from loader data (`useSiteData().t`, the route's loader). */
export type Messages = ShellText & { pages: PageTexts };

/** @deprecated Read the text from loader data (`useSiteData().t`, the route's loader). */
export const messages: Record<Locale, Messages> = {
  de: { ...deShell, pages: dePages },
  es: { ...esShell, pages: esPages },
};
