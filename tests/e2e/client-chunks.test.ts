// Issue 11: a visitor's browser receives only its own language. Every text reaches a page as
// loader data, so the built client chunks hold no catalogue text at all; the one exception is the
// lazily loaded validation messages, one chunk per language.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, test } from "vitest";
import type { Catalog } from "~/content/catalog";
import { catalogs } from "~/content/catalogs.server";
import type { Locale } from "~/i18n/locale";

const assets = path.join(inject("buildDir"), "client", "assets");
const chunks = readdirSync(assets)
  .filter((name) => name.endsWith(".js"))
  .map((name) => ({ name, code: readFileSync(path.join(assets, name), "utf8") }));

/**
 * The sentences of a catalogue: every string (and every string literal inside a text function)
 * of at least four words, the kind of text no code would hold by chance.
 */
function sentences(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (value.trim().split(/\s+/).length >= 4) into.add(value);
  } else if (typeof value === "function") {
    for (const [, literal] of value.toString().matchAll(/"([^"\\]{20,})"|`([^`$\\]{20,})/g))
      if (literal) sentences(literal, into);
  } else if (Array.isArray(value)) {
    for (const item of value) sentences(item, into);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) sentences(item, into);
  }
  return into;
}

/** A catalogue's sentences that the other language does not share (names, addresses, URLs). */
function ownSentences(parts: (catalog: Catalog) => unknown): Record<Locale, string[]> {
  const de = sentences(parts(catalogs.de));
  const es = sentences(parts(catalogs.es));
  return { de: [...de].filter((text) => !es.has(text)), es: [...es].filter((text) => !de.has(text)) };
}

/** Strings as they appear in the minified code: the bundler keeps them as JS string literals. */
function inChunk(code: string, text: string): boolean {
  return code.includes(text) || code.includes(JSON.stringify(text).slice(1, -1));
}

const pageKeys = (Object.keys(catalogs.de) as (keyof Catalog)[]).filter((key) => key !== "validation");

describe("built client chunks", () => {
  test("the catalogues hold enough sentences for the check to mean something", () => {
    const own = ownSentences((catalog) => pageKeys.map((key) => catalog[key]));
    expect(own.de.length).toBeGreaterThan(300);
    expect(own.es.length).toBeGreaterThan(300);
  });

  test("no chunk holds a sentence of any page, form, mail or the frame, in either language", () => {
    const own = ownSentences((catalog) => pageKeys.map((key) => catalog[key]));
    // A toast may repeat a validation message (the texts reference it): that one may be in its chunk.
    const validation = new Set([...sentences(catalogs.de.validation), ...sentences(catalogs.es.validation)]);
    const found = chunks.flatMap(({ name, code }) =>
      [...own.de, ...own.es]
        .filter((text) => !validation.has(text) && inChunk(code, text))
        .map((text) => `${name}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  test("the validation messages are in the lazily loaded chunks, one language each", () => {
    const own = ownSentences((catalog) => catalog.validation);
    const holding = (texts: string[]) =>
      chunks.filter(({ code }) => texts.some((text) => inChunk(code, text))).map(({ name }) => name);
    expect(holding(own.de)).toHaveLength(1);
    expect(holding(own.es)).toHaveLength(1);
    expect(holding(own.de)).not.toEqual(holding(own.es));
  });

  test("no chunk holds text of both languages", () => {
    const all = ownSentences((catalog) => catalog);
    const mixed = chunks
      .map(({ name, code }) => ({
        name,
        de: all.de.filter((text) => inChunk(code, text)).length,
        es: all.es.filter((text) => inChunk(code, text)).length,
      }))
      .filter((chunk) => chunk.de > 0 && chunk.es > 0);
    expect(mixed).toEqual([]);
  });
});
