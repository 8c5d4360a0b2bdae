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
  },
  es: { days: (n: number) => `llevan ${n} días sin cambios`, oneDay: "un día sin cambios", old: "dos años" },
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
    const one = catalogs[locale].privacy(demoSiteConfig[locale], { requestRetentionDays: 1 });
    expect(words(one.sections.flatMap((section) => section.blocks))).toContain(expected[locale].oneDay);
  });
});
