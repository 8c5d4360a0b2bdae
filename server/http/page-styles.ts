import postcss, { type ChildNode, type Container } from "postcss";
import { canMatch, selectorNeeds, usedClasses } from "~/domain/used-styles";
import { siteStylesId } from "~/site-styles";

/**
 * The site's stylesheet, parsed once, as the server writes it into a page: only the rules the page
 * can use (docs/decisions/0015, amendment). A rule is left out when one of the classes each of its
 * selectors needs is on no element of the page; everything else is kept as written: comments,
 * `@layer` statements, `@property`, `@keyframes`, rules without a class (the reset, the theme).
 * A group (`@media`, `@layer`, `@supports`) whose rules are all left out is left out with them.
 */
type Part =
  | { kind: "fixed"; text: string }
  | { kind: "rule"; text: string; needs: string[][] }
  | { kind: "group"; open: string; parts: Part[] };

const groupRules = new Set(["media", "layer", "supports", "container", "scope", "starting-style"]);

function partOf(node: ChildNode): Part | null {
  // A statement's own text has no semicolon: its container writes one.
  if (node.type === "decl") return { kind: "fixed", text: `${node.toString()};` };
  if (node.type === "comment")
    return node.text.startsWith("!") ? { kind: "fixed", text: node.toString() } : null;
  if (node.type === "atrule") {
    if (!node.nodes) return { kind: "fixed", text: `${node.toString()};` };
    if (!groupRules.has(node.name)) return { kind: "fixed", text: node.toString() };
    const shell = node.clone();
    shell.removeAll();
    const text = shell.toString();
    return { kind: "group", open: text.slice(0, text.lastIndexOf("}")), parts: partsOf(node) };
  }
  // A rule with rules nested in it is kept whole.
  const nested = node.nodes.some((child) => child.type !== "decl" && child.type !== "comment");
  const needs = selectorNeeds(node.selector);
  if (nested || needs.some((classes) => classes.length === 0))
    return { kind: "fixed", text: node.toString() };
  return { kind: "rule", text: node.toString(), needs };
}

function partsOf(container: Container): Part[] {
  return (container.nodes ?? []).flatMap((node) => partOf(node) ?? []);
}

function write(parts: Part[], used: ReadonlySet<string>, out: string[]): void {
  for (const part of parts) {
    if (part.kind === "fixed") out.push(part.text);
    else if (part.kind === "rule") {
      if (canMatch(part.needs, used)) out.push(part.text);
    } else {
      const inner: string[] = [];
      write(part.parts, used, inner);
      if (inner.length > 0) out.push(part.open, ...inner, "}");
    }
  }
}

/** The stylesheet's text with only the rules a document with these classes can use. */
export type StylesFor = (used: ReadonlySet<string>) => string;

export function stylesheetFor(css: string): StylesFor {
  const parts = partsOf(postcss.parse(css));
  return (used) => {
    const out: string[] = [];
    write(parts, used, out);
    return out.join("");
  };
}

const styleOpen = `<style id="${siteStylesId}">`;

/**
 * The rendered document with its inline stylesheet (app/site-styles.tsx) cut down to the rules its
 * elements can use. A document without that element is returned as it is.
 */
export function withUsedStyles(html: string, stylesFor: StylesFor): string {
  const open = html.indexOf(styleOpen);
  if (open < 0) return html;
  const start = open + styleOpen.length;
  const end = html.indexOf("</style>", start);
  if (end < 0) return html;
  return html.slice(0, start) + stylesFor(usedClasses(html)) + html.slice(end);
}
