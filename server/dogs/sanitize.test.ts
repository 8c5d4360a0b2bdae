import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "./sanitize";

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
