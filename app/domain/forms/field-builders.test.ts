import { describe, expect, test } from "vitest";
import { hasControlCharacters, hasLoneSurrogates, toBoolean, toNumber } from "./field-builders";

describe("hasControlCharacters", () => {
  test("finds C0, DEL and C1 controls", () => {
    for (const text of ["a\u0000b", "a\u0007", "\u001b[31m", "a\u007f", "a\u0085", "a\u009f", "a\rb"]) {
      expect(hasControlCharacters(text, false), JSON.stringify(text)).toBe(true);
    }
    expect(hasControlCharacters("Müller-Lüdenscheidt <b>&amp;</b> 🐕", false)).toBe(false);
  });

  test("allows tab and line feed only in multi-line text", () => {
    expect(hasControlCharacters("a\nb\tc", true)).toBe(false);
    expect(hasControlCharacters("a\nb", false)).toBe(true);
    expect(hasControlCharacters("a\tb", false)).toBe(true);
    expect(hasControlCharacters("a\u0000\nb", true)).toBe(true);
  });
});

describe("hasLoneSurrogates", () => {
  test("finds a surrogate half without its partner, anywhere", () => {
    for (const text of ["Eve \ud800", "\udc00a", "a\ud83db", "\ude00\ud83d", "\ud83d\ud83d"]) {
      expect(hasLoneSurrogates(text), JSON.stringify(text)).toBe(true);
    }
  });

  test("pairs (emoji, mathematical letters) are well-formed text", () => {
    expect(hasLoneSurrogates("Luna 🐕‍🦺 𝒜 Müller \ufffd")).toBe(false);
    expect(hasLoneSurrogates("")).toBe(false);
  });
});

describe("toBoolean", () => {
  test("reads checkbox posts and JSON booleans", () => {
    expect([true, "on", "true"].map(toBoolean)).toEqual([true, true, true]);
    expect([false, "off", "false", "", undefined, null].map(toBoolean)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(toBoolean("yes")).toBe("yes");
    expect(toBoolean(1)).toBe(1);
  });
});

describe("toNumber", () => {
  test("reads numeric strings and leaves the rest for the schema to reject", () => {
    expect(["15", " 20 ", "15.5", "15,5"].map(toNumber)).toEqual([15, 20, 15.5, 15.5]);
    expect(toNumber("")).toBeUndefined();
    expect(toNumber("1e3")).toBe("1e3");
    expect(toNumber("0x10")).toBe("0x10");
    expect(toNumber(30)).toBe(30);
  });
});
