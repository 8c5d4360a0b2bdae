import type { Locale } from "~/i18n/locale";
import { de, type Messages } from "./de";
import { es } from "./es";

export type { Messages };

export const messages: Record<Locale, Messages> = { de, es };
