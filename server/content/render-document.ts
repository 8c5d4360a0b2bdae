import { getSchema } from "@tiptap/core";
import type { Mark, Node as DocumentNode } from "@tiptap/pm/model";
import { renderToHTMLString } from "@tiptap/static-renderer/pm/html-string";
import { documentExtensions, isAllowedHref, mediaFile } from "~/domain/content/document";
import { escapeHtml } from "~/domain/text";
import { sanitizeArticleBody } from "../dogs/sanitize";

/**
 * A body from the editor (a TipTap/ProseMirror JSON document) checked against the one schema of
 * app/domain/content/document.ts and rendered to HTML on the server (no DOM), then sanitised.
 */

const schema = getSchema(documentExtensions);

/** Why a document is refused: not of the schema, a picture not from the media library, a bad link. */
export type DocumentFault = "invalid" | "image" | "link";

export type CheckedDocument = { ok: true; node: DocumentNode } | { ok: false; fault: DocumentFault };

export function checkDocument(json: unknown): CheckedDocument {
  if (typeof json !== "object" || json === null || (json as { type?: unknown }).type !== "doc") {
    return { ok: false, fault: "invalid" };
  }
  const content = (json as { content?: unknown }).content;
  // An empty body (a new draft) is a valid, empty document; ProseMirror's doc wants one block.
  if (content === undefined || (Array.isArray(content) && content.length === 0)) {
    return { ok: true, node: schema.topNodeType.createAndFill() as DocumentNode };
  }
  let node: DocumentNode;
  try {
    node = schema.nodeFromJSON(json);
    node.check();
  } catch {
    return { ok: false, fault: "invalid" };
  }
  let fault: DocumentFault | null = null;
  node.descendants((child) => {
    fault ??= nodeFault(child);
    return fault === null;
  });
  return fault ? { ok: false, fault } : { ok: true, node };
}

function nodeFault(node: DocumentNode): DocumentFault | null {
  if (node.type.name === "heading" && node.attrs.level !== 2 && node.attrs.level !== 3) return "invalid";
  if (node.type.name === "image") {
    const { width, height } = node.attrs;
    if (!mediaFile(node.attrs.src) || !isPixels(width) || !isPixels(height)) return "image";
  }
  return node.marks.some(linkFault) ? "link" : null;
}

function isPixels(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 20_000;
}

function linkFault(mark: Mark): boolean {
  if (mark.type.name !== "link") return false;
  const target: unknown = mark.attrs.target;
  return !isAllowedHref(mark.attrs.href) || (target !== null && target !== "_blank");
}

/** The pictures of a document without alt text (a language is not published with one). */
export function picturesWithoutAlt(node: DocumentNode): number {
  let count = 0;
  node.descendants((child) => {
    if (child.type.name === "image" && String(child.attrs.alt ?? "").trim() === "") count++;
  });
  return count;
}

/** Nothing to read: no text and no picture (an empty paragraph or two). */
export function isEmptyDocument(node: DocumentNode): boolean {
  let picture = false;
  node.descendants((child) => {
    picture ||= child.type.name === "image";
  });
  return !picture && node.textContent.trim() === "";
}

/** The widths of the WebP copies (decision 0016) offered in a body picture's srcset. */
export const bodyImageWidths = [320, 480, 640, 960, 1200] as const;
/** The article column is max-w-3xl (48rem) with 1rem padding on narrow screens. */
export const bodyImageSizes = "(min-width: 800px) 768px, calc(100vw - 2rem)";

function attribute(name: string, value: string | number): string {
  return ` ${name}="${escapeHtml(String(value))}"`;
}

function imageHtml(node: DocumentNode): string {
  const file = mediaFile(node.attrs.src) ?? "";
  const width = Number(node.attrs.width);
  const widths = bodyImageWidths.filter((candidate) => candidate <= width);
  const srcset = widths.map((candidate) => `/img/${candidate}/webp/media/${file} ${candidate}w`).join(", ");
  return `<img${attribute("src", `/media/${file}`)}${
    srcset ? attribute("srcset", srcset) + attribute("sizes", bodyImageSizes) : ""
  }${attribute("width", width)}${attribute("height", Number(node.attrs.height))}${attribute(
    "alt",
    String(node.attrs.alt ?? ""),
  )} loading="lazy" decoding="async">`;
}

function linkHtml(mark: Mark, children: string, ownOrigins: readonly string[]): string {
  const href = String(mark.attrs.href).trim();
  const foreign = /^https?:/i.test(href) && !ownOrigins.includes(new URL(href).origin);
  const newTab = mark.attrs.target === "_blank";
  return `<a${attribute("href", href)}${newTab ? ' target="_blank"' : ""}${
    foreign || newTab ? ' rel="noopener noreferrer"' : ""
  }>${children}</a>`;
}

function joined(children: string | string[] | undefined): string {
  return Array.isArray(children) ? children.join("") : (children ?? "");
}

export type RenderedDocument = { ok: true; html: string } | { ok: false; fault: DocumentFault };

/**
 * The document as sanitised HTML. `ownOrigins`: the site's origins (a link elsewhere gets
 * rel="noopener noreferrer").
 */
export function renderDocument(json: unknown, ownOrigins: readonly string[] = []): RenderedDocument {
  const checked = checkDocument(json);
  if (!checked.ok) return checked;
  if (isEmptyDocument(checked.node)) return { ok: true, html: "" };
  const origins = ownOrigins.map((origin) => new URL(origin).origin);
  const html = renderToHTMLString({
    content: checked.node,
    extensions: documentExtensions,
    options: {
      nodeMapping: { image: ({ node }) => imageHtml(node) },
      markMapping: { link: ({ mark, children }) => linkHtml(mark, joined(children), origins) },
    },
  });
  return { ok: true, html: sanitizeArticleBody(html) };
}
