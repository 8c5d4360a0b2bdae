import { describe, expect, it } from "vitest";
import { escapeHtml, plainText, truncate } from "./text";

describe("plainText", () => {
  it("drops tags, decodes entities and collapses whitespace", () => {
    expect(plainText("<p>Luna &amp; Rex</p><ul><li>lieb</li><li>ruhig&nbsp;&#39;x&#x27;</li></ul>")).toBe(
      "Luna & Rex lieb ruhig 'x'",
    );
  });
});

describe("truncate", () => {
  it("keeps short text and cuts long text at a word within the limit", () => {
    expect(truncate("kurz", 10)).toBe("kurz");
    const cut = truncate("Ein sehr lieber Hund sucht ein ruhiges Zuhause", 20);
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(cut).toBe("Ein sehr lieber…");
  });
});

describe("plainText on hostile input", () => {
  it("takes linear time on runs of '<' without '>' (feed descriptions)", async () => {
    const { growth, linearGrowthLimit } = await import("../../tests/linear-time");
    expect(growth(plainText, (size) => "<".repeat(size))).toBeLessThan(linearGrowthLimit);
    expect(growth(plainText, (size) => "<br".repeat(size))).toBeLessThan(linearGrowthLimit);
  });
});

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});
