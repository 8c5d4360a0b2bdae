import type { Locale } from "~/i18n/locale";
import type { Catalog } from "./catalog";
import { de } from "./de";
import { es } from "./es";

/**
 * Both languages' catalogues, for the server only (the `.server` name keeps them out of any
 * browser chunk): loaders read the request's one from `context.text`; mails, error pages and the
 * SEO files read it here.
 */
export const catalogs: Record<Locale, Catalog> = { de, es };
