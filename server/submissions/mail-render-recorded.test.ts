// Issue 28 (a volunteer's week): the notification of a request recorded by hand says who recorded
// it and how it came, and where a reply goes; the public forms' mails stay exactly as they were.
import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { formTypes } from "~/domain/forms/form-types";
import { validateRequest, type RequestData } from "~/domain/forms/validate";
import { locales } from "~/i18n/locale";
import { exampleRequests, exampleToday } from "../../tests/support/submissions/requests";
import { renderRequestMail } from "./mail-render";

const meta = {
  id: "0b7c2f4e-1111-4222-8333-944445555666",
  receivedAt: new Date("2026-05-15T10:30:00Z"),
  replyTo: "x@example.org",
  adminUrl: "https://hunde.example/admin/requests/0b7c2f4e-1111-4222-8333-944445555666",
};

/**
 * Hashes of every public form's mail (subject, text, HTML) in both languages as rendered before
 * requests recorded by hand had mails of their own: a changed byte fails.
 */
const publicMails: Record<string, string> = {
  "de/adoption": "11ba2d26d3077648",
  "de/sponsorship": "e61079af5814bf0e",
  "de/foster_home": "d67bd4fdea62008f",
  "de/contact": "fa1636d405063711",
  "de/membership": "d3d1002429a0ca8c",
  "es/adoption": "ff53ad1ba72ba4af",
  "es/sponsorship": "dd1567737a58841b",
  "es/foster_home": "de369c60298c43f9",
  "es/contact": "fb33674a2e8dd127",
  "es/membership": "021398de249a83ee",
};

test("the public forms' mails are byte for byte what they were", () => {
  const rendered: Record<string, string> = {};
  for (const locale of locales) {
    for (const formType of formTypes) {
      const valid = validateRequest(
        formType,
        catalogs[locale].validation,
        exampleRequests[formType],
        exampleToday,
      );
      if (!valid.ok) throw new Error(JSON.stringify(valid.fieldErrors));
      const mail = renderRequestMail(formType, locale, valid.value as never, meta);
      rendered[`${locale}/${formType}`] = createHash("sha256")
        .update(JSON.stringify(mail))
        .digest("hex")
        .slice(0, 16);
    }
  }
  expect(rendered).toEqual(publicMails);
});

const contact = (name: string, email: string, phone?: string): RequestData["contact"] =>
  ({ name, email, ...(phone ? { phone } : {}), message: "Hat angerufen" }) as RequestData["contact"];

describe("a request recorded by hand", () => {
  test("German, by phone, no e-mail address: who recorded it, that a reply does not reach them, their phone", () => {
    const mail = renderRequestMail("contact", "de", contact("Olga Anruferin", "", "+49 171 2345678"), {
      ...meta,
      replyTo: "anfragen@verein.example",
      recorded: { by: "Nora Neu", channel: "phone", email: null, phone: "+49 171 2345678" },
    });
    const intro =
      "Nora Neu hat diese Anfrage in der Verwaltung erfasst (Telefon). Die Person hat keine E-Mail-Adresse angegeben: Eine Antwort auf diese Mail erreicht sie nicht. Telefonisch erreichbar unter +49 171 2345678.";
    expect(mail.text.split("\n")[2]).toBe(intro);
    expect(mail.html).toContain(`<p>${intro}</p>`);
    expect(mail.text).not.toContain("Formular");
    expect(mail.text).not.toContain("anfragen@verein.example");
  });

  test("Spanish, by WhatsApp, with an address: who recorded it, the reply goes to the applicant", () => {
    const mail = renderRequestMail("contact", "es", contact("Olga", "olga@example.org"), {
      ...meta,
      replyTo: "olga@example.org",
      recorded: { by: "Nora Neu", channel: "whatsapp", email: "olga@example.org", phone: null },
    });
    expect(mail.text.split("\n")[2]).toBe(
      "Nora Neu ha registrado esta solicitud en la administración (WhatsApp). Si respondes a este correo, la respuesta llega directamente a olga@example.org.",
    );
    expect(mail.text).not.toContain("formulario");
  });

  test("each channel in words, in both languages; a name cannot break the line", () => {
    for (const locale of locales) {
      const words = catalogs[locale].mail.recorded.channels;
      for (const channel of ["phone", "whatsapp", "event", "email", "other"] as const) {
        const mail = renderRequestMail("contact", locale, contact("Olga", "", "0171"), {
          ...meta,
          recorded: { by: "Nora\nNeu\u202E", channel, email: null, phone: "0171" },
        });
        expect(mail.text.split("\n")[2]).toContain(`Nora Neu`);
        expect(mail.text.split("\n")[2]).toContain(`(${words[channel]})`);
      }
    }
  });
});
