import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { NonceProvider } from "./nonce";

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

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  // Bots and the no-JavaScript case get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.logger.error("render failed", { error });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
