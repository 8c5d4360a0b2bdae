import { describe, expect, it } from "vitest";
import { rewriteDescriptionLinks, sanitizeDescription } from "./sanitize";

describe("sanitizeDescription", () => {
  it("keeps formatting, lists, links, images and tables with the allowed attributes", () => {
    const html =
      '<p class="intro" id="x"><strong>Luna</strong> <em>liebt</em> <a href="https://example.org" title="t" target="_blank">Spaziergänge</a></p>' +
      '<ul><li>Katzen: ja</li></ul><table><tr><td width="10">Alter</td></tr></table><img src="https://img.example/a.jpg" alt="Luna" width="10" height="20">';
    const clean = sanitizeDescription(html);
    expect(clean).toContain('<p class="intro" id="x"><strong>Luna</strong> <em>liebt</em>');
    expect(clean).toContain('href="https://example.org"');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain("<ul><li>Katzen: ja</li></ul>");
    expect(clean).toContain('<td width="10">Alter</td>');
    expect(clean).toContain('<img src="https://img.example/a.jpg" alt="Luna" width="10" height="20" />');
  });

  it("removes scripts, styles, event handlers, data attributes and javascript: links", () => {
    const html =
      '<p onclick="steal()" data-x="1" style="color:red">Hi</p><script>alert(1)</script><style>p{}</style>' +
      '<a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)"><iframe src="https://evil"></iframe>';
    const clean = sanitizeDescription(html);
    expect(clean).not.toMatch(/onclick|data-x|style|script|alert|onerror|iframe|javascript/i);
    expect(clean).toContain("<p>Hi</p>");
    expect(sanitizeDescription('<p>a</p><img src="x" alt=""><img src="/relative.jpg">')).toBe("<p>a</p>");
  });
});

describe("rewriteDescriptionLinks", () => {
  const toSpanish = (href: string) => (href === "/pflegestelle" ? "/casa-de-acogida" : href);

  it("passes every href through the rewrite and keeps the rest of the HTML", () => {
    const html = sanitizeDescription(
      '<p>Werde <a href="/pflegestelle?a=1&amp;b=2">Pflegestelle</a> oder <a href="/pflegestelle" target="_blank">hier</a>, <a href="mailto:x@example.org">Mail</a>.</p>',
    );
    let seen: string[] = [];
    const clean = rewriteDescriptionLinks(html, (href) => {
      seen = [...seen, href];
      return toSpanish(href);
    });
    expect(seen).toEqual(["/pflegestelle?a=1&b=2", "/pflegestelle", "mailto:x@example.org"]);
    expect(clean).toBe(
      '<p>Werde <a href="/pflegestelle?a=1&amp;b=2">Pflegestelle</a> oder <a href="/casa-de-acogida" target="_blank" rel="noopener noreferrer">hier</a>, <a href="mailto:x@example.org">Mail</a>.</p>',
    );
  });

  it("applies the allowlist to what the rewrite returns", () => {
    const clean = rewriteDescriptionLinks('<p><a href="/x">x</a></p>', () => "javascript:alert(1)");
    expect(clean).not.toContain("javascript:");
  });

  it("returns HTML without links as it is", () => {
    expect(rewriteDescriptionLinks("<p>Hallo</p>", () => "/y")).toBe("<p>Hallo</p>");
  });
});
