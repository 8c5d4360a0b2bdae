// Which rules of the site's stylesheet a document can use (docs/decisions/0015, amendment): a style
// rule whose selector names a class matches nothing in a document where no element has that class.
import { decodeEntities } from "./text";

/**
 * The classes a complex selector (one of a selector list) needs on elements of the document before
 * it can match anything: the classes of its compounds, and of the one selector inside `:is()` or
 * `:where()`. Classes inside any other function (`:not()`, `:has()`) or inside `:is()` with a list
 * need nothing, nor do attribute values and strings. Names are returned unescaped (`md:flex`).
 */
export function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  let at = 0;
  while (at < selector.length) {
    const char = selector[at];
    if (char === "\\") at = readEscape(selector, at).end;
    else if (char === '"' || char === "'") at = skipString(selector, at);
    else if (char === "[") at = skipGroup(selector, at);
    else if (char === ".") {
      const ident = readIdent(selector, at + 1);
      if (ident.name) classes.push(ident.name);
      at = ident.end;
    } else if (char === ":") {
      const name = readIdent(selector, selector[at + 1] === ":" ? at + 2 : at + 1);
      at = name.end;
      if (selector[at] !== "(") continue;
      const end = skipGroup(selector, at);
      const inner = selector.slice(at + 1, end - 1);
      const list = selectorList(inner);
      if ((name.name === "is" || name.name === "where") && list.length === 1) {
        classes.push(...requiredClasses(inner));
      }
      at = end;
    } else at += 1;
  }
  return classes;
}

/** The selectors of a selector list (split at the commas outside any bracket, function or string). */
export function selectorList(selector: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let at = 0;
  while (at < selector.length) {
    const char = selector[at];
    if (char === "\\") at = readEscape(selector, at).end;
    else if (char === '"' || char === "'") at = skipString(selector, at);
    else if (char === "[" || char === "(") at = skipGroup(selector, at);
    else if (char === ",") {
      parts.push(selector.slice(start, at));
      at += 1;
      start = at;
    } else at += 1;
  }
  parts.push(selector.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== "");
}

/** For each selector of a rule's list, the classes it needs (see `requiredClasses`). */
export function selectorNeeds(selector: string): string[][] {
  return selectorList(selector).map(requiredClasses);
}

/** Whether a rule can match: one of its selectors needs no class the document lacks. */
export function canMatch(needs: readonly (readonly string[])[], used: ReadonlySet<string>): boolean {
  return needs.some((classes) => classes.every((name) => used.has(name)));
}

/** The classes on the elements of a serialised document (`class="…"` attributes, as React writes them). */
export function usedClasses(html: string): Set<string> {
  const used = new Set<string>();
  for (const [, value = ""] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.includes("&") ? decodeEntities(value) : value;
    for (const name of decoded.split(/[ \t\n\f\r]+/)) if (name) used.add(name);
  }
  return used;
}

function isIdentChar(char: string): boolean {
  return /[\w-]/.test(char) || char.charCodeAt(0) >= 0x80;
}

function readIdent(text: string, start: number): { name: string; end: number } {
  let name = "";
  let at = start;
  while (at < text.length) {
    const char = text[at] ?? "";
    if (char === "\\") {
      const escape = readEscape(text, at);
      name += escape.char;
      at = escape.end;
    } else if (isIdentChar(char)) {
      name += char;
      at += 1;
    } else break;
  }
  return { name, end: at };
}

/** A CSS escape at `start` (a backslash): up to six hex digits and one white space, or one character. */
function readEscape(text: string, start: number): { char: string; end: number } {
  const hex = /^[0-9a-fA-F]{1,6}[ \t\n\f\r]?/.exec(text.slice(start + 1, start + 8));
  if (hex) {
    const code = parseInt(hex[0], 16);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return { char: valid ? String.fromCodePoint(code) : "\ufffd", end: start + 1 + hex[0].length };
  }
  return { char: text[start + 1] ?? "", end: Math.min(text.length, start + 2) };
}

function skipString(text: string, start: number): number {
  const quote = text[start];
  let at = start + 1;
  while (at < text.length && text[at] !== quote) at += text[at] === "\\" ? 2 : 1;
  return at + 1;
}

/** The index after the bracket or parenthesis that closes the one at `start`. */
function skipGroup(text: string, start: number): number {
  let depth = 0;
  let at = start;
  while (at < text.length) {
    const char = text[at];
    if (char === "\\") {
      at += 2;
      continue;
    }
    if (char === '"' || char === "'") {
      at = skipString(text, at);
      continue;
    }
    if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") {
      depth -= 1;
      if (depth === 0) return at + 1;
    }
    at += 1;
  }
  return at;
}
