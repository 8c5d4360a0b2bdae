import { describe, expect, test } from "vitest";
import { stylesheetFor, withUsedStyles } from "./page-styles";

const css = [
  "/*! tailwindcss v4 | MIT License */",
  "@layer properties;@layer theme,base,components,utilities;",
  "@layer theme{:root{--color-a:red}}",
  "@layer base{*,:before{box-sizing:border-box}button{cursor:pointer}}",
  "@layer utilities{.flex{display:flex}.hidden{display:none}",
  "@media (width>=48rem){.md\\:grid{display:grid}.md\\:hidden{display:none}}",
  "@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}}",
  ":where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}",
  ".group-hover\\:block:is(:where(.group):hover *){display:block}}",
  '@property --tw-x{syntax:"*";inherits:false}',
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

describe("stylesheetFor", () => {
  const stylesFor = stylesheetFor(css);

  test("keeps the rules a document's classes can match, and everything that needs no class", () => {
    expect(stylesFor(new Set(["flex", "md:grid", "space-y-2"]))).toBe(
      [
        "/*! tailwindcss v4 | MIT License */",
        "@layer properties;@layer theme,base,components,utilities;",
        "@layer theme{:root{--color-a:red}}",
        "@layer base{*,:before{box-sizing:border-box}button{cursor:pointer}}",
        "@layer utilities{.flex{display:flex}",
        "@media (width>=48rem){.md\\:grid{display:grid}}",
        ":where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}}",
        '@property --tw-x{syntax:"*";inherits:false}',
        "@keyframes spin{to{transform:rotate(360deg)}}",
      ].join(""),
    );
  });

  test("a group rule needs its group's class too; an emptied group goes", () => {
    const styles = stylesFor(new Set(["group-hover:block"]));
    expect(styles).not.toContain("group-hover");
    expect(styles).not.toContain("@media");
    expect(stylesFor(new Set(["group-hover:block", "group"]))).toContain(".group-hover\\:block");
  });

  test("with every class, the stylesheet comes back as it was", () => {
    const all = new Set([
      "flex",
      "hidden",
      "md:grid",
      "md:hidden",
      "hover:underline",
      "space-y-2",
      "group",
      "group-hover:block",
    ]);
    expect(stylesFor(all)).toBe(css);
  });
});

describe("withUsedStyles", () => {
  const stylesFor = stylesheetFor(css);

  test("cuts the document's inline stylesheet down to its classes", () => {
    const html =
      '<html><head><style id="site-styles">' +
      css +
      '</style></head><body><div class="hidden"></div></body></html>';
    const out = withUsedStyles(html, stylesFor);
    expect(out).toContain(".hidden{display:none}");
    expect(out).not.toContain(".flex{");
    expect(out.endsWith('</style></head><body><div class="hidden"></div></body></html>')).toBe(true);
  });

  test("a document without the inline stylesheet is left as it is", () => {
    const html = '<html><head><link rel="stylesheet" href="/a.css"></head><body class="flex"></body></html>';
    expect(withUsedStyles(html, stylesFor)).toBe(html);
  });
});
