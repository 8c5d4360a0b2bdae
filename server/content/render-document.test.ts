import { describe, expect, it } from "vitest";
import { checkDocument, picturesWithoutAlt, renderDocument } from "./render-document";

const file = `${"ab".repeat(32)}.jpg`;
const origins = ["https://verein.example", "https://asociacion.example"];

function doc(...content: unknown[]) {
  return { type: "doc", content };
}
function paragraph(...content: unknown[]) {
  return { type: "paragraph", content };
}
function text(value: string, marks?: unknown[]) {
  return marks ? { type: "text", text: value, marks } : { type: "text", text: value };
}
function link(href: string, target?: string) {
  return { type: "link", attrs: target ? { href, target } : { href } };
}
function picture(attrs: Record<string, unknown>) {
  return { type: "image", attrs: { src: `/media/${file}`, alt: "Lola", width: 1000, height: 750, ...attrs } };
}

function html(json: unknown): string {
  const rendered = renderDocument(json, origins);
  if (!rendered.ok) throw new Error(`refused: ${rendered.fault}`);
  return rendered.html;
}

describe("renderDocument", () => {
  it("renders the allowed nodes and marks", () => {
    const out = html(
      doc(
        { type: "heading", attrs: { level: 2 }, content: [text("Erste Tage")] },
        { type: "heading", attrs: { level: 3 }, content: [text("Ruhe")] },
        paragraph(
          text("fett", [{ type: "bold" }]),
          { type: "hardBreak" },
          text("kursiv", [{ type: "italic" }]),
        ),
        { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("eins"))] }] },
        { type: "orderedList", content: [{ type: "listItem", content: [paragraph(text("zwei"))] }] },
        { type: "blockquote", content: [paragraph(text("Zitat"))] },
      ),
    );
    expect(out).toBe(
      "<h2>Erste Tage</h2><h3>Ruhe</h3><p><strong>fett</strong><br /><em>kursiv</em></p>" +
        "<ul><li><p>eins</p></li></ul><ol><li><p>zwei</p></li></ol><blockquote><p>Zitat</p></blockquote>",
    );
  });

  it("renders an empty document as nothing", () => {
    expect(html({ type: "doc", content: [] })).toBe("");
  });

  it("renders a media picture with WebP copies up to its width, lazy, with its size", () => {
    const out = html(doc(picture({ width: 700, height: 500, alt: 'Lola "im" Garten' })));
    expect(out).toBe(
      `<img src="/media/${file}" srcset="/img/320/webp/media/${file} 320w, /img/480/webp/media/${file} 480w, ` +
        `/img/640/webp/media/${file} 640w" sizes="(min-width: 800px) 768px, calc(100vw - 2rem)" ` +
        `width="700" height="500" alt="Lola &quot;im&quot; Garten" loading="lazy" decoding="async" />`,
    );
    expect(html(doc(picture({ width: 4000, height: 3000 })))).toContain(
      `/img/1200/webp/media/${file} 1200w"`,
    );
  });

  it("marks links to other origins, keeps links to the site's own plain", () => {
    const out = html(
      doc(
        paragraph(
          text("fremd", [link("https://tierschutz.example/a?b=1&c=2")]),
          text("eigen", [link("https://verein.example/hunde")]),
          text("neu", [link("https://asociacion.example/perros", "_blank")]),
          text("Mail", [link("mailto:info@verein.example")]),
          text("Tel", [link("tel:+49 171 234")]),
        ),
      ),
    );
    expect(out).toContain(
      '<a href="https://tierschutz.example/a?b=1&amp;c=2" rel="noopener noreferrer">fremd</a>',
    );
    expect(out).toContain('<a href="https://verein.example/hunde">eigen</a>');
    expect(out).toContain(
      '<a href="https://asociacion.example/perros" target="_blank" rel="noopener noreferrer">neu</a>',
    );
    expect(out).toContain('<a href="mailto:info@verein.example">Mail</a>');
    expect(out).toContain('<a href="tel:+49 171 234">Tel</a>');
  });
});

describe("hostile documents", () => {
  it("refuses nodes and marks not in the schema", () => {
    expect(renderDocument(doc({ type: "script", content: [text("alert(1)")] }))).toEqual({
      ok: false,
      fault: "invalid",
    });
    expect(renderDocument(doc(paragraph(text("x", [{ type: "code" }]))))).toEqual({
      ok: false,
      fault: "invalid",
    });
    expect(renderDocument(doc(paragraph(text("x", [{ type: "underline" }]))))).toEqual({
      ok: false,
      fault: "invalid",
    });
    expect(renderDocument(doc({ type: "heading", attrs: { level: 1 }, content: [text("h1")] }))).toEqual({
      ok: false,
      fault: "invalid",
    });
    expect(renderDocument(doc(text("text outside a block")))).toEqual({ ok: false, fault: "invalid" });
    expect(renderDocument({ type: "paragraph" })).toEqual({ ok: false, fault: "invalid" });
    expect(renderDocument("<p>html</p>")).toEqual({ ok: false, fault: "invalid" });
  });

  it("refuses javascript:, data: and relative links, and a target other than _blank", () => {
    for (const href of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,<script>x</script>",
      "/relativ",
      "//evil.example",
    ]) {
      expect(renderDocument(doc(paragraph(text("x", [link(href)])))), href).toEqual({
        ok: false,
        fault: "link",
      });
    }
    expect(renderDocument(doc(paragraph(text("x", [link("https://a.example", "_top")]))))).toEqual({
      ok: false,
      fault: "link",
    });
  });

  it("refuses pictures from elsewhere or without their size", () => {
    for (const src of [
      "https://evil.example/x.jpg",
      "data:image/png;base64,AAAA",
      "/media/../etc.jpg",
      `/media/${file}.svg`,
      "javascript:alert(1)",
    ]) {
      expect(renderDocument(doc(picture({ src }))), src).toEqual({ ok: false, fault: "image" });
    }
    expect(renderDocument(doc(picture({ width: null })))).toEqual({ ok: false, fault: "image" });
  });

  it("escapes raw HTML in text: never markup", () => {
    const out = html(doc(paragraph(text('<img src=x onerror="alert(1)"><script>alert(1)</script>'))));
    expect(out).toBe('<p>&lt;img src=x onerror="alert(1)"&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<img");
  });

  it("drops attributes the schema does not know (event handlers, styles, classes)", () => {
    const out = html(
      doc(
        { type: "paragraph", attrs: { onclick: "alert(1)", style: "x", class: "y" }, content: [text("a")] },
        picture({ onerror: "alert(1)", title: "t", style: "position:fixed" }),
        paragraph(
          text("l", [
            { type: "link", attrs: { href: "https://a.example", onclick: "alert(1)", class: "c" } },
          ]),
        ),
      ),
    );
    expect(out).not.toMatch(/onclick|onerror|style=|class=|title=/);
  });
});

describe("checkDocument", () => {
  it("counts pictures without alt text", () => {
    const checked = checkDocument(doc(picture({ alt: "" }), picture({ alt: " " }), picture({ alt: "Lola" })));
    expect(checked.ok && picturesWithoutAlt(checked.node)).toBe(2);
  });
});
