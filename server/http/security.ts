import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

export type SecurityOptions = {
  /** Origins besides our own that may serve images (the dog image host). */
  imageOrigins: string[];
  https: boolean;
  production: boolean;
};

/** A fresh nonce per response, then helmet's headers with a nonce-based, enforced CSP. */
export function securityHeaders(options: SecurityOptions): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  };
  const nonceSource = (_req: unknown, res: unknown) =>
    `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      // Vite's dev server injects scripts of its own; the production build is held to the policy.
      reportOnly: !options.production,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [nonceSource, "'strict-dynamic'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:", ...options.imageOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Videos load only after the visitor's click (two-click placeholder), from the no-cookie host.
        frameSrc: ["https://www.youtube-nocookie.com"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    next();
  };
  return [nonce, headers, permissions];
}
