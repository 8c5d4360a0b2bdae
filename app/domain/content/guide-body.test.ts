import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "../../../server/dogs/sanitize";
import {
  prepareGuideBody,
  removeClassAttributes,
  replaceImagePlaceholders,
  unescapeMarkup,
  type GuideImage,
} from "./guide-body";

const image = (src: string): GuideImage => ({ src, alt: "", width: 1200, height: 630 });

describe("unescapeMarkup", () => {
  it("turns the five escapes back into characters", () => {
    expect(unescapeMarkup("&lt;p&gt;Tom &amp; Jerry&#39;s &quot;Hund&quot;&lt;/p&gt;")).toBe(
      `<p>Tom & Jerry's "Hund"</p>`,
    );
  });

  it("unescapes once, so a literal '&lt;' written as '&amp;lt;' stays text", () => {
    expect(unescapeMarkup("a &amp;lt; b")).toBe("a &lt; b");
  });

  it("leaves other entities alone", () => {
    expect(unescapeMarkup("&nbsp;&euro;&#8364;")).toBe("&nbsp;&euro;&#8364;");
  });
});

describe("removeClassAttributes", () => {
  it("removes class attributes in every quoting style and keeps the others", () => {
    expect(
      removeClassAttributes(`<p class="lead" id="a">x</p><ul class='list'><li class=item>y</li></ul>`),
    ).toBe(`<p id="a">x</p><ul><li>y</li></ul>`);
  });

  it("does not touch text that mentions class=", () => {
    expect(removeClassAttributes(`<p>write class="x" in the editor</p>`)).toBe(
      `<p>write class="x" in the editor</p>`,
    );
  });
});

describe("replaceImagePlaceholders", () => {
  it("replaces a placeholder paragraph by a figure with the gallery image, its size and lazy loading", () => {
    const html = replaceImagePlaceholders("<h2>A</h2><p>image:{1}</p>", [
      image("/storage/guide-images/a.jpg"),
      image("/storage/guide-images/b.jpg"),
    ]);
    expect(html).toBe(
      '<h2>A</h2><figure><img src="/storage/guide-images/b.jpg" alt="" width="1200" height="630" loading="lazy" decoding="async"></figure>',
    );
  });

  it("leaves only a comment when the index is not in the gallery (or its entry is unusable)", () => {
    expect(replaceImagePlaceholders("<p>image:{2}</p><p>Text</p>", [image("/a.jpg")])).toBe(
      "<!-- image:2 not in the gallery --><p>Text</p>",
    );
    expect(replaceImagePlaceholders("<p>image:{0}</p>", [null])).toBe("<!-- image:0 not in the gallery -->");
  });

  it("replaces a placeholder inside running text too and escapes attribute values", () => {
    const html = replaceImagePlaceholders("<div>see image:{0}</div>", [
      { src: '/x".jpg', alt: "<b>", width: 10, height: 20 },
    ]);
    expect(html).toContain('src="/x&quot;.jpg" alt="&lt;b&gt;" width="10" height="20"');
    expect(html.startsWith("<div>see <figure>")).toBe(true);
  });
});

describe("prepareGuideBody", () => {
  it("unescapes, removes classes, sanitises, then fills placeholders (in that order)", () => {
    const raw =
      '&lt;p class=&quot;lead&quot;&gt;Hallo&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;<p onclick="x()">image:{0}</p><p>image:{5}</p>';
    const html = prepareGuideBody(raw, [image("/storage/guide-images/a.jpg")], sanitizeDescription);
    expect(html).toBe(
      '<p>Hallo</p><figure><img src="/storage/guide-images/a.jpg" alt="" width="1200" height="630" loading="lazy" decoding="async"></figure><!-- image:5 not in the gallery -->',
    );
  });
});

describe("removeClassAttributes on hostile input", () => {
  it("takes linear time on unclosed tags and long runs of spaces", async () => {
    const { growth, linearGrowthLimit } = await import("../../../tests/linear-time");
    expect(growth(removeClassAttributes, (size) => "<a".repeat(size))).toBeLessThan(linearGrowthLimit);
    expect(growth(removeClassAttributes, (size) => `<p${" ".repeat(size)}>`)).toBeLessThan(linearGrowthLimit);
  });
});
