import { describe, expect, it } from "vitest";
import { generalProjectsSharePercent, simplifiedDonationReceiptLimit } from "~/content/facts";
import { plainParagraph, type LegalBlock } from "~/content/shapes";
import { demoSiteConfig } from "~/content/site-config";
import { donationAmounts } from "~/domain/donation";
import { locales } from "~/i18n/locale";
import { catalogs } from "./catalogs.server";

/** Every line of a legal document as plain text. */
function legalText(blocks: readonly LegalBlock[]): string {
  return blocks
    .flatMap((block) =>
      typeof block === "string" || Array.isArray(block)
        ? [block]
        : "list" in block
          ? block.list
          : "lines" in block
            ? block.lines
            : [],
    )
    .map(plainParagraph)
    .join("\n");
}

describe.each(locales)("donation and legal texts (%s)", (locale) => {
  const text = catalogs[locale];

  it("imprint and privacy policy are built from the site configuration they are given", () => {
    const site = {
      ...demoSiteConfig[locale],
      organisationName: "Testverein Perros e.V.",
      email: "kontakt@verein.example",
      phone: "+49 30 1234567",
    };
    for (const legal of [text.imprint, text.privacy]) {
      const all = legalText(
        legal(site, { requestRetentionDays: 180 }).sections.flatMap((section) => section.blocks),
      );
      expect(all).toContain(site.organisationName);
      expect(all).toContain(site.email);
      expect(all).toContain(site.phone);
      expect(all).not.toContain(demoSiteConfig[locale].email);
    }
  });

  it("the hospice, the farm and the shelter state the same share for general projects", () => {
    for (const page of [text.hospice, text.fincaChaos, text.residenciaMonika]) {
      expect(page.donation.generalShare).toContain(`${generalProjectsSharePercent} %`);
    }
  });

  it("the form's error message names the domain's range, and anchors are fragment ids", () => {
    expect(text.donationForm.invalidAmount).toContain(` ${donationAmounts.min} `);
    expect(text.donationForm.invalidAmount).toContain("100.000 €");
    for (const anchor of [text.donationForm.anchor, text.hospice.dogs.anchor]) {
      expect(anchor).toMatch(/^[a-z0-9-]+$/);
    }
  });
});

it("only the German site has the tax note, with the receipt-free limit", () => {
  expect(catalogs.es.donationForm.taxNote).toBeNull();
  expect(catalogs.de.donationForm.taxNote?.text.join(" ")).toContain(`${simplifiedDonationReceiptLimit} €`);
});
