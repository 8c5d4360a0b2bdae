import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { deferPageCode, lowerModulePreloadPriority } from "./domain/module-preloads";

export const streamTimeout = 5_000;

/**
 * Errors of loaders, actions and rendering go to the JSON log (React Router's default prints them
 * to stderr as text). A client's mistake (4xx: a POST to a page without a form, a cross-site post)
 * is a warning with method, path and status; a real fault one error line with its stack.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = (context as Partial<AppLoadContext> | undefined)?.logger;
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

/**
 * Renders the whole document before answering (no streaming): the CSP lists the hashes of the
 * page's inline scripts, which are known only at the end, and a complete page is what the page
 * cache stores (docs/decisions/0011).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once the document is complete: a pending timer would keep the whole render reachable.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeout);
            const html = deferPageCode(lowerModulePreloadPriority(Buffer.concat(chunks).toString("utf8")));
            loadContext.setDocumentPolicy(html);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // An error before the shell is rendered reaches handleError, which logs it.
          if (shellRendered) loadContext.logger.error("render failed", { error });
        },
      },
    );
  });
}
