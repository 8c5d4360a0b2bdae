import { catalogs } from "~/content/catalogs.server";
import { describe, expect, test } from "vitest";
import { formTypes } from "~/domain/forms/form-types";
import { formFields, validateRequest, type RequestData } from "~/domain/forms/validate";
import { locales, type Locale } from "~/i18n/locale";
import { escapeHtml } from "~/domain/text";
import { renderRequestMail } from "./mail-render";
import { exampleRequests, exampleToday } from "../../tests/support/submissions/requests";
import type { FormType } from "~/domain/forms/form-types";

const meta = {
  id: "0b7c2f4e-1111-4222-8333-944445555666",
  receivedAt: new Date("2026-05-15T10:30:00Z"),
  replyTo: "x@example.org",
};

function valid<F extends FormType>(
  formType: F,
  locale: Locale,
  change: Record<string, unknown> = {},
): RequestData[F] {
  const result = validateRequest(
    formType,
    catalogs[locale].validation,
    { ...exampleRequests[formType], ...change },
    exampleToday,
  );
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.value;
}

describe.each(locales)("mails in %s", (locale) => {
  const text = catalogs[locale].mail;

  test.each(formTypes)("%s: every field is listed with its label, in text and HTML", (formType) => {
    const mail = renderRequestMail(formType, locale, valid(formType, locale), meta);
    const labels: Record<string, string> = text.labels[formType];
    for (const field of formFields[formType]) {
      expect(mail.text).toContain(`${labels[field]}:`);
      expect(mail.html).toContain(`>${escapeHtml(labels[field] ?? "")}</th>`);
    }
    expect(mail.text).toContain(meta.id);
    expect(mail.text).toContain(text.heading[formType]);
    expect(mail.html).toContain(`<html lang="${locale}">`);
  });

  test("with the back office's address: a link to the request after the fields; without: none", () => {
    const adminUrl = `https://perros.example/admin/requests/${meta.id}`;
    const mail = renderRequestMail("sponsorship", locale, valid("sponsorship", locale), {
      ...meta,
      adminUrl,
    });
    expect(mail.text).toContain(`\n${text.openInBackOffice} ${adminUrl}\n`);
    expect(mail.html).toContain(`<a href="${adminUrl}">${adminUrl}</a>`);
    const lastLabel = (text.labels.sponsorship as Record<string, string>)[
      formFields.sponsorship.at(-1) ?? ""
    ];
    expect(mail.text.indexOf(`${lastLabel}:`)).toBeLessThan(mail.text.indexOf(adminUrl));
    const without = renderRequestMail("sponsorship", locale, valid("sponsorship", locale), meta);
    expect(without.text).not.toContain("/admin/requests/");
    expect(without.html).not.toContain("<a ");
  });

  test("visitor input is escaped in the HTML and kept as typed in the text", () => {
    const payload = `<script>alert("x")</script><img src=x onerror=alert(1)> & 'quotes'`;
    const mail = renderRequestMail(
      "contact",
      locale,
      valid("contact", locale, { name: `<b>Eve</b>`, message: payload }),
      meta,
    );
    expect(mail.text).toContain(payload);
    expect(mail.html).not.toContain("<script");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>Eve");
    expect(mail.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#39;quotes&#39;",
    );
    expect(mail.subject).toContain("<b>Eve</b>");
  });

  test("multi-line values keep their lines", () => {
    const mail = renderRequestMail("adoption", locale, valid("adoption", locale), meta);
    expect(mail.text).toContain("  Wir würden Luna gerne kennenlernen.\n  Am liebsten am Wochenende.");
    expect(mail.html).toContain("Wir würden Luna gerne kennenlernen.<br>Am liebsten am Wochenende.");
  });
});

test("German subjects name the request, the person and the dog", () => {
  const subject = (formType: FormType) =>
    renderRequestMail(formType, "de", valid(formType, "de"), meta).subject;
  expect(subject("adoption")).toBe("Adoptionsanfrage für Luna von Maria Müller");
  expect(subject("sponsorship")).toBe("Patenschaftsanfrage für Rex von José Pérez");
  expect(subject("foster_home")).toBe("Bewerbung als Pflegestelle von Anna Schmidt");
  expect(subject("contact")).toBe("Kontaktanfrage von Lucía García zu Bella");
  expect(subject("membership")).toBe("Mitgliedsantrag von Carmen Ruiz");
  expect(renderRequestMail("contact", "de", valid("contact", "de", { dogName: "" }), meta).subject).toBe(
    "Kontaktanfrage von Lucía García",
  );
});

test("Spanish subjects name the request, the person and the dog", () => {
  const subject = (formType: FormType) =>
    renderRequestMail(formType, "es", valid(formType, "es"), meta).subject;
  expect(subject("adoption")).toBe("Solicitud de adopción de Luna – Maria Müller");
  expect(subject("sponsorship")).toBe("Solicitud de apadrinamiento de Rex – José Pérez");
  expect(subject("foster_home")).toBe("Solicitud de casa de acogida – Anna Schmidt");
  expect(subject("contact")).toBe("Mensaje de contacto – Lucía García (sobre Bella)");
  expect(subject("membership")).toBe("Solicitud de membresía – Carmen Ruiz");
});

test("values are written for people: choices, countries, dates, amounts, yes and no", () => {
  const de = renderRequestMail("membership", "de", valid("membership", "de"), meta).text;
  expect(de).toContain("Mitgliedschaft: Fördermitglied");
  expect(de).toContain("Anrede: Frau");
  expect(de).toContain("Land: Spanien (ES)");
  expect(de).toContain("Geburtsdatum: 03.04.1990");
  expect(de).toContain("Eintrittsdatum: 01.06.2026");
  expect(de).toContain("Zahlungsweise: vierteljährlich");
  expect(de).toContain("Telefon: —");
  expect(de).toContain("Mobil: +34 600 123 456");
  const es = renderRequestMail("membership", "es", valid("membership", "es"), meta).text;
  expect(es).toContain("Tipo de membresía: Miembro colaborador");
  expect(es).toContain("País: España (ES)");
  expect(es).toContain("Periodicidad de pago: trimestral");
  const sponsorship = renderRequestMail("sponsorship", "de", valid("sponsorship", "de"), meta).text;
  expect(sponsorship).toMatch(/Monatlicher Betrag: 20\s€/);
  expect(sponsorship).toContain("Name veröffentlichen: Ja");
  const adoption = renderRequestMail("adoption", "es", valid("adoption", "es"), meta).text;
  expect(adoption).toContain("Política de privacidad aceptada: Sí");
});

describe("what a visitor typed cannot disguise itself in the mail", () => {
  test("subjects: no direction overrides, no invisible characters, one line", () => {
    const name = "Eve \u202egnp.exe\u202c \u200bMaria\u2066\u2069\u00ad";
    for (const locale of locales) {
      const contact = renderRequestMail(
        "contact",
        locale,
        valid("contact", locale, { name, dogName: "Lu\u200fna" }),
        meta,
      );
      expect(contact.subject).toContain("Eve gnp.exe Maria");
      expect(contact.subject).toContain("Luna");
      const membership = renderRequestMail(
        "membership",
        locale,
        valid("membership", locale, { firstName: "\ufeffCarmen\u2067", lastName: "Ruiz\u061c" }),
        meta,
      );
      expect(membership.subject).toContain("Carmen Ruiz");
      for (const subject of [contact.subject, membership.subject]) {
        expect(subject).not.toMatch(/[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\u00ad\u061c\r\n]/);
      }
    }
    // Should a line break ever reach the renderer, the subject stays one header line.
    const raw = { ...valid("adoption", "de"), name: "Eve\r\nBcc: x@example.org" };
    expect(renderRequestMail("adoption", "de", raw, meta).subject).toBe(
      "Adoptionsanfrage für Luna von Eve Bcc: x@example.org",
    );
  });

  test("body: names without hidden characters; a message keeps its lines", () => {
    const mail = renderRequestMail(
      "contact",
      "de",
      valid("contact", "de", {
        name: "Eve \u202egnp.exe",
        message: "Hallo \u200bihr,\n\u202ebitte antworten. Danke!",
      }),
      meta,
    );
    expect(mail.text).toContain("Name: Eve gnp.exe\n");
    expect(mail.text).toContain("  Hallo ihr,\n  bitte antworten. Danke!");
    expect(mail.html).not.toMatch(/[\u200b\u202e]/);
  });
});
