import { describe, expect, it } from "vitest";
import {
  amountFromUrl,
  isPayPalMe,
  parseAmount,
  plainAmount,
  transferAmount,
  walletLinkWithAmount,
} from "./donation";

describe("parseAmount", () => {
  it("accepts whole euros from 1 to 100,000", () => {
    expect(parseAmount("1")).toBe(1);
    expect(parseAmount(" 37 ")).toBe(37);
    expect(parseAmount("100000")).toBe(100_000);
  });

  it("rejects zero, fractions, signs, words and amounts over the maximum", () => {
    for (const raw of ["0", "2.5", "2,50", "-5", "+5", "abc", "1e3", "100001", "", null, undefined]) {
      expect(parseAmount(raw), String(raw)).toBeNull();
    }
  });
});

describe("amountFromUrl", () => {
  it("reads betrag on the German site and cantidad on the Spanish site", () => {
    expect(amountFromUrl(new URL("http://x/hospiz?betrag=50"), "de")).toEqual({ amount: 50, invalid: false });
    expect(amountFromUrl(new URL("http://x/hospicio?cantidad=70"), "es")).toEqual({
      amount: 70,
      invalid: false,
    });
    expect(amountFromUrl(new URL("http://x/hospicio?betrag=70"), "es")).toEqual({
      amount: 25,
      invalid: false,
    });
  });

  it("falls back to 25 and reports an unusable amount", () => {
    expect(amountFromUrl(new URL("http://x/hospiz"), "de")).toEqual({ amount: 25, invalid: false });
    expect(amountFromUrl(new URL("http://x/hospiz?betrag=0"), "de")).toEqual({ amount: 25, invalid: true });
  });
});

describe("walletLinkWithAmount", () => {
  it("appends the amount to PayPal.me links", () => {
    expect(walletLinkWithAmount("https://www.paypal.com/paypalme/demo-tierhilfe", 25)).toBe(
      "https://www.paypal.com/paypalme/demo-tierhilfe/25EUR",
    );
    expect(walletLinkWithAmount("https://paypal.me/demo/", 10)).toBe("https://paypal.me/demo/10EUR");
  });

  it("leaves other links alone", () => {
    const donate = "https://www.paypal.com/donate/?hosted_button_id=DEMO";
    expect(walletLinkWithAmount(donate, 25)).toBe(donate);
    expect(walletLinkWithAmount("https://example.org/spenden", 25)).toBe("https://example.org/spenden");
    expect(isPayPalMe("https://paypal.me/demo/25EUR")).toBe(false);
    expect(isPayPalMe("not a url")).toBe(false);
  });
});

describe("transferAmount and plainAmount", () => {
  it("show the exact amount with cents in the page's language", () => {
    expect(transferAmount(25, "de")).toBe("25,00\u00a0€");
    expect(transferAmount(1250, "es")).toBe("1250,00\u00a0€");
    expect(plainAmount(1250, "de")).toBe("1250,00");
  });
});
