import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import { siteConfigSchema } from "~/content/site-config-schema";
import { ibanIsValid } from "~/domain/iban";
import { ConfigError } from "./config";
import { loadSiteConfig } from "./site-config";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-config-test-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let fileCount = 0;
function writeOverride(content: unknown): string {
  const file = path.join(dir, `site-${++fileCount}.json`);
  fs.writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

function loadError(file: string): ConfigError {
  try {
    loadSiteConfig(file);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("no ConfigError");
}

describe("the demo site configuration", () => {
  it("is what loadSiteConfig gives without a path", () => {
    expect(loadSiteConfig(undefined)).toBe(demoSiteConfig);
    expect(loadSiteConfig("")).toBe(demoSiteConfig);
  });

  it("passes its own schema", () => {
    expect(siteConfigSchema.safeParse(demoSiteConfig).success).toBe(true);
  });

  it("has checksum-valid IBANs (ISO 13616 mod 97)", () => {
    expect(ibanIsValid(demoSiteConfig.de.bank.iban)).toBe(true);
    expect(ibanIsValid(demoSiteConfig.es.bank.iban)).toBe(true);
  });
});

describe("loadSiteConfig with a SITE_CONFIG file", () => {
  it("lays the file's values over the demo values, object by object", () => {
    const file = writeOverride({
      de: {
        organisationName: "Tierhilfe Nord e.V.",
        address: { city: "Kiel", postalCode: "24103" },
        bank: { iban: "DE02 1203 0000 0000 2020 51" },
      },
      es: { social: [{ name: "Instagram", url: "https://www.instagram.com/perros" }] },
    });
    const config = loadSiteConfig(file);
    expect(config.de.organisationName).toBe("Tierhilfe Nord e.V.");
    expect(config.de.address).toEqual({ ...demoSiteConfig.de.address, city: "Kiel", postalCode: "24103" });
    expect(config.de.bank).toEqual({ ...demoSiteConfig.de.bank, iban: "DE02 1203 0000 0000 2020 51" });
    expect(config.de.phone).toBe(demoSiteConfig.de.phone);
    // Lists are replaced as a whole, not merged item by item.
    expect(config.es.social).toEqual([{ name: "Instagram", url: "https://www.instagram.com/perros" }]);
    expect(config.es.bank).toEqual(demoSiteConfig.es.bank);
  });

  it("does not change the demo configuration it starts from", () => {
    const before = structuredClone(demoSiteConfig);
    loadSiteConfig(writeOverride({ de: { address: { city: "Lübeck" } } }));
    expect(demoSiteConfig).toEqual(before);
  });

  it("refuses an IBAN with a wrong checksum, naming SITE_CONFIG and the field", () => {
    const error = loadError(writeOverride({ es: { bank: { iban: "ES92 2100 0418 4502 0005 1332" } } }));
    expect(error.message).toContain("SITE_CONFIG");
    expect(error.message).toContain("es.bank.iban");
    expect(error.message).not.toMatch(/[\r\n]/);
  });

  it("refuses a link that is not an http(s) URL", () => {
    const error = loadError(writeOverride({ de: { externalDonation: { paypal: "javascript:alert(1)" } } }));
    expect(error.message).toContain("SITE_CONFIG");
    expect(error.message).toContain("de.externalDonation.paypal");
    expect(loadError(writeOverride({ de: { wallet: { link: "not a url" } } })).message).toContain(
      "de.wallet.link",
    );
  });

  it("refuses a file that is missing or not JSON", () => {
    const missing = loadError(path.join(dir, "missing.json"));
    expect(missing.message).toContain("SITE_CONFIG");
    expect(missing.message).toContain("missing.json");
    const broken = loadError(writeOverride("{ de: "));
    expect(broken.message).toContain("SITE_CONFIG");
    expect(broken.message).not.toMatch(/[\r\n]/);
  });
});
