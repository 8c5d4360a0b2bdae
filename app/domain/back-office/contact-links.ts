import type { Locale } from "~/i18n/locale";

/**
 * Links that let a volunteer on a phone write, call or message an applicant with one tap. Numbers
 * are as people typed them ("0171 / 234 56", "+34 600-12-34-56"), so each link normalises them.
 */

/** `mailto:` for an address, or null when it is none. */
export function mailtoHref(email: string): string | null {
  const address = email.trim();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${encodeURI(address)}` : null;
}

/** `tel:` with only the digits and a leading `+` ("00" abroad becomes "+"), or null. */
export function telHref(phone: string): string | null {
  const international = phone.trim().startsWith("+");
  let digits = phone.replace(/\D/g, "");
  if (digits.length < 3) return null;
  if (!international && digits.startsWith("00")) digits = `+${digits.slice(2)}`;
  else if (international) digits = `+${digits}`;
  return `tel:${digits}`;
}

const countryCodes: Record<Locale, string> = { de: "49", es: "34" };

/**
 * The number as WhatsApp wants it (country code and number, digits only), or null when that
 * cannot be told: "+…" and "00…" are international; a German national number starts with 0
 * (dropped for +49), a Spanish one has 9 digits and no 0 (+34); the request's language says which.
 */
export function whatsappNumber(phone: string, locale: Locale): string | null {
  let digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) {
    // already international
  } else if (digits.startsWith("00")) {
    digits = digits.slice(2);
  } else if (locale === "de" && digits.startsWith("0")) {
    digits = `${countryCodes.de}${digits.slice(1)}`;
  } else if (locale === "es" && /^[6-9]\d{8}$/.test(digits)) {
    digits = `${countryCodes.es}${digits}`;
  } else {
    return null;
  }
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** `https://wa.me/<number>?text=…` with the message prefilled, or null (see whatsappNumber). */
export function whatsappHref(phone: string, locale: Locale, text: string): string | null {
  const number = whatsappNumber(phone, locale);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}
