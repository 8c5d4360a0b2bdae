import { describe, expect, it } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { plainParagraph, type LegalBlock } from "~/content/shapes";
import { demoSiteConfig } from "~/content/site-config";
import { locales } from "~/i18n/locale";

const words = (blocks: readonly LegalBlock[]) =>
  blocks
    .flatMap((block) =>
      typeof block === "string" || Array.isArray(block) ? [block] : "list" in block ? block.list : [],
    )
    .map((paragraph) => plainParagraph(paragraph as Parameters<typeof plainParagraph>[0]))
    .join("\n");

const expected = {
  de: {
    days: (n: number) => `${n} Tage lang nicht mehr bearbeitet`,
    oneDay: "einen Tag lang",
    old: "zwei Jahre",
    ended:
      "ohne bleibende Verbindung enden (abgesagt, zurückgezogen, abgeschlossen oder beantwortet), löschen wir automatisch",
    relations: (n: number) =>
      `Die Angaben von Mitgliedern, Patinnen und Paten, Pflegestellen und Adoptivfamilien bewahren wir auf, solange die Mitgliedschaft, die Patenschaft, die Pflegestelle oder die Adoption besteht. Endet sie (oder kommt ein adoptierter Hund zu uns zurück), löschen wir auch diese Angaben, sobald sie danach ${n} Tage lang nicht mehr bearbeitet wurden.`,
  },
  es: {
    days: (n: number) => `llevan ${n} días sin cambios`,
    oneDay: "un día sin cambios",
    old: "dos años",
    ended:
      "terminan sin una relación duradera (rechazados, retirados, cerrados o ya respondidos) se eliminan automáticamente",
    relations: (n: number) =>
      `Los datos de socios y socias, padrinos y madrinas, casas de acogida y familias adoptivas se conservan mientras dure la relación: la condición de socio o socia, el apadrinamiento, la acogida o la adopción. Cuando termina (o cuando un perro adoptado vuelve con nosotros), también se eliminan una vez que llevan ${n} días sin cambios.`,
  },
};

describe.each(locales)("the privacy policy (%s) states REQUEST_RETENTION_DAYS", (locale) => {
  it("names the configured period, not the old two years", () => {
    for (const days of [30, 180, 365]) {
      const text = words(
        catalogs[locale]
          .privacy(demoSiteConfig[locale], { requestRetentionDays: days })
          .sections.flatMap((section) => section.blocks),
      );
      expect(text).toContain(expected[locale].days(days));
      expect(text).not.toContain(expected[locale].old);
    }
    const text = words(
      catalogs[locale]
        .privacy(demoSiteConfig[locale], { requestRetentionDays: 90 })
        .sections.flatMap((section) => section.blocks),
    );
    // Ended requests go after the period; the association's relations are kept while they last.
    expect(text).toContain(expected[locale].ended);
    expect(text).toContain(expected[locale].relations(90));
    const one = catalogs[locale].privacy(demoSiteConfig[locale], { requestRetentionDays: 1 });
    expect(words(one.sections.flatMap((section) => section.blocks))).toContain(expected[locale].oneDay);
  });
});
