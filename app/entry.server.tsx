import { renderToReadableStream } from "react-dom/server.edge";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { contentSecurityPolicy, inlineHashes, policyHeader } from "../server/http/security";
import type { Logger } from "../server/log";
import { loggerContext, securityContext } from "./context";
import { setDocumentCacheHeaders } from "./document-headers.server";

export const streamTimeout = 5_000;

/**
 * Errors of loaders, actions and rendering go to the JSON log (React Router's default prints them
 * to stderr as text). A client's mistake (4xx: a POST to a page without a form, a cross-site post)
 * is a warning with method, path and status; a real fault one error line with its stack.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = loggerOf(context);
  const path = new URL(request.url).pathname.slice(0, 200);
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger?.warn("request refused", { method: request.method, path, status: error.status });
    return;
  }
  const fault: unknown = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
  logger?.error("request failed", {
    method: request.method,
    path,
    // The logger keeps an Error's name, message and stack only (server/log.ts).
    error: fault instanceof Error ? fault : typeof fault,
  });
};

/** The request's logger; none when the server failed before it gave the request its context. */
function loggerOf(context: Readonly<RouterContextProvider> | undefined): Logger | undefined {
  try {
    return context?.get(loggerContext);
  } catch {
    return undefined;
  }
}

/**
 * Renders the whole document before answering (no streaming): the CSP lists the hashes of the
 * page's inline scripts, which are known only at the end, and a complete page is what the page
 * cache stores (docs/decisions/0011). React's renderer for web streams, not its Node one: on
 * Node 20 the Node renderer runs each render in an AsyncLocalStorage, which turns on Node's async
 * hooks for the whole process at the first render, and every later request (a stored page's too)
 * pays for them (docs/decisions/0019-stored-answer-head.md).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let shellRendered = false;
  const abort = new AbortController();
  // Cleared once the document is complete: a pending timer would keep the whole render reachable.
  const timeout = setTimeout(() => abort.abort(), streamTimeout + 1000);
  try {
    const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
      signal: abort.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        // An error before the shell is rendered reaches handleError, which logs it.
        if (shellRendered) loadContext.get(loggerContext).error("render failed", { error });
      },
    });
    shellRendered = true;
    await stream.allReady;
    const html = await new Response(stream).text();
    // The page's own policy, in place of the default one (server/app.ts): the hashes of its inline scripts.
    const security = loadContext.get(securityContext);
    responseHeaders.set(policyHeader(security), contentSecurityPolicy(security, inlineHashes(html)));
    setDocumentCacheHeaders(request, responseStatusCode, responseHeaders, html);
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  } finally {
    clearTimeout(timeout);
  }
}
