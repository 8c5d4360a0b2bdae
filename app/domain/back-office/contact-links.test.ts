import { expect, test } from "vitest";
import { mailtoHref, telHref, whatsappHref, whatsappNumber } from "./contact-links";

test("mailto: the address, or nothing for what is none", () => {
  expect(mailtoHref(" ana@example.org ")).toBe("mailto:ana@example.org");
  expect(mailtoHref("not an address")).toBeNull();
});

test("tel: digits and a leading +, 00 abroad written as +", () => {
  expect(telHref("+49 171-234 56 78")).toBe("tel:+491712345678");
  expect(telHref("0171 / 234 56")).toBe("tel:017123456");
  expect(telHref("0034 600 12 34 56")).toBe("tel:+34600123456");
  expect(telHref("(0761) 123")).toBe("tel:0761123");
  expect(telHref("--")).toBeNull();
});

test("WhatsApp: country code and number, from the request's language where the number has none", () => {
  expect(whatsappNumber("+49 171-234 56 78", "es")).toBe("491712345678");
  expect(whatsappNumber("0049 171 2345678", "es")).toBe("491712345678");
  expect(whatsappNumber("0171 2345678", "de")).toBe("491712345678");
  expect(whatsappNumber("600 12 34 56", "es")).toBe("34600123456");
  expect(whatsappNumber("600 12 34 56", "de")).toBeNull();
  expect(whatsappNumber("0171 2345678", "es")).toBeNull();
  expect(whatsappNumber("+49 12", "de")).toBeNull();
  expect(whatsappHref("+34 600 123 456", "es", "Hola, te escribimos por tu solicitud sobre Luna.")).toBe(
    "https://wa.me/34600123456?text=Hola%2C%20te%20escribimos%20por%20tu%20solicitud%20sobre%20Luna.",
  );
});
