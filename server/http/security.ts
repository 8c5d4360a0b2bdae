import { createHash } from "node:crypto";
import type { Request, RequestHandler } from "express";
import helmet from "helmet";
import { isAdminPath } from "./admin-guard";
import { fromVolunteer } from "./page-key";

export type SecurityOptions = {
  /** Origins besides our own that may serve images (the dog image host). */
  imageOrigins: string[];
  https: boolean;
  production: boolean;
};

/** The hashes of a document's inline scripts and styles, as CSP sources (`'sha256-…'`). */
export type InlineHashes = { scripts: string[]; styles: string[] };

const noInline: InlineHashes = { scripts: [], styles: [] };

/**
 * The Content-Security-Policy of an answer. A page lists the hashes of its own inline scripts with
 * `'strict-dynamic'` (the modules they import may load theirs); any other answer (JSON, files, the
 * server's own error pages, which have no script) allows no script at all. No nonce: a rendered
 * page's headers and body are a constant that any cache may keep (docs/decisions/0011).
 */
export function contentSecurityPolicy(options: SecurityOptions, inline: InlineHashes = noInline): string {
  const scriptSrc = inline.scripts.length > 0 ? [...inline.scripts, "'strict-dynamic'"] : ["'none'"];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", scriptSrc],
    ["style-src", ["'self'", ...inline.styles]],
    ["img-src", ["'self'", "data:", ...options.imageOrigins]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'"]],
    // Videos load only after the visitor's click (two-click placeholder), from the no-cookie host.
    ["frame-src", ["https://www.youtube-nocookie.com"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["manifest-src", ["'self'"]],
  ];
  if (options.https) directives.push(["upgrade-insecure-requests", []]);
  return directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");
}

/** The CSP header's name: enforced in production; Vite's dev server injects scripts of its own. */
export function policyHeader(options: SecurityOptions): string {
  return options.production ? "Content-Security-Policy" : "Content-Security-Policy-Report-Only";
}

/** Script types a browser executes. A JSON-LD block or other data is not run and needs no hash. */
function executable(type: string): boolean {
  return /^(|module|importmap|(text|application)\/(java|ecma)script)$/i.test(type);
}

/**
 * The SHA-256 hashes of the inline `<script>` and `<style>` elements of a document rendered by
 * React, whose inline contents never hold their own end tag (React Router escapes `<` in them).
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, tag = "", attributes = "", content = ""] of html.matchAll(
    /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi,
  )) {
    const isScript = tag.toLowerCase() === "script";
    if (isScript && /\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "";
    if (isScript && !executable(type.trim())) continue;
    (isScript ? scripts : styles).add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Whether an answer cuts the window off from a cross-origin opener (`Cross-Origin-Opener-Policy:
 * same-origin`): the back office, everything a signed-in volunteer is shown, and every answer to
 * what a visitor sends. A public page read by GET is the same for every visitor and holds nothing a
 * window handle could leak; without the header, following a link to it needs no new browsing
 * context group, which costs a phone a fresh renderer (docs/decisions/0020).
 */
function isolatesOpener(req: Request): boolean {
  return (req.method !== "GET" && req.method !== "HEAD") || isAdminPath(req.path) || fromVolunteer(req);
}

/**
 * helmet's headers, and a CSP that allows no script. React Router's answers bring their own in its
 * place (server/app.ts): a page's lists the hashes of its inline scripts (app/entry.server.tsx).
 */
export function securityHeaders(options: SecurityOptions): RequestHandler[] {
  const headers = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  const policy = contentSecurityPolicy(options);
  const header = policyHeader(options);
  const rest: RequestHandler = (req, res, next) => {
    res.setHeader(header, policy);
    if (isolatesOpener(req)) res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    next();
  };
  return [headers, rest];
}
