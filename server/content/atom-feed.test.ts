import { describe, expect, test } from "vitest";
import { atomFeed } from "./atom-feed";

const entry = {
  id: "3b241101-e2bb-4255-8caf-4136c566a962",
  title: 'Hunde & "Katzen" <unterwegs>',
  slug: "hunde-und-katzen",
  excerpt: "Kurz & gut",
  publishedDate: "2026-11-01T09:00:00.000Z",
  updatedAt: "2026-11-02T10:00:00.000Z",
};

describe("the blog's Atom feed", () => {
  test("names each post with its address on the language's own host, escaped", () => {
    const xml = atomFeed({ locale: "es", origin: "https://perros.example", title: "Blog", entries: [entry] });
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">');
    expect(xml).toContain(
      '<link rel="alternate" type="text/html" href="https://perros.example/blog/hunde-und-katzen"/>',
    );
    expect(xml).toContain("<title>Hunde &#38; &#34;Katzen&#34; &#60;unterwegs&#62;</title>");
    expect(xml).toContain(`<id>urn:uuid:${entry.id}</id>`);
    expect(xml).toContain("<updated>2026-11-02T10:00:00.000Z</updated>");
    expect(xml).not.toMatch(/<unterwegs>/);
  });

  test("without posts it is still a valid feed, updated now", () => {
    const now = new Date("2026-11-28T08:00:00.000Z");
    const xml = atomFeed({ locale: "de", origin: "http://localhost:3000", title: "Blog", entries: [], now });
    expect(xml).toContain("<updated>2026-11-28T08:00:00.000Z</updated>");
    expect(xml).not.toContain("<entry>");
  });
});
