import type { Server, ServerOptions } from "node:http";
import type { Duplex } from "node:stream";

/**
 * How long a client may hold a connection (docs/security.md). A client that drips its headers or
 * body cannot keep a connection (and its memory) for minutes, and a socket that sends nothing is
 * closed after the header deadline. There is no cap on connections: a cap is a door a flood of
 * idle sockets can shut on every other client (the server would reset their connections); the
 * deadlines free what the flood holds instead.
 */
export type ServerLimits = {
  /** Time to receive a request's headers. */
  headersTimeoutMs: number;
  /** Time to receive a whole request, headers and body. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection waits for the next request. */
  keepAliveTimeoutMs: number;
  /** A socket without any traffic for this long is closed (also while the answer is being read). */
  idleTimeoutMs: number;
  /** How often the request and header deadlines are checked. */
  checkIntervalMs: number;
};

export const defaultServerLimits: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  checkIntervalMs: 1_000,
};

function positive(value: string | undefined): number | undefined {
  if (value === undefined || !/^[0-9]{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/**
 * The limits, with undocumented overrides for tests that cannot wait for the real ones
 * (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS); ignored unless a
 * positive whole number.
 */
export function serverLimits(env: NodeJS.ProcessEnv): ServerLimits {
  const limits = { ...defaultServerLimits };
  limits.headersTimeoutMs = positive(env.HTTP_HEADERS_TIMEOUT_MS) ?? limits.headersTimeoutMs;
  limits.requestTimeoutMs = positive(env.HTTP_REQUEST_TIMEOUT_MS) ?? limits.requestTimeoutMs;
  // Node requires the header deadline not to exceed the request deadline.
  limits.headersTimeoutMs = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  limits.checkIntervalMs = Math.min(limits.checkIntervalMs, limits.headersTimeoutMs);
  return limits;
}

/** The options `http.createServer` takes for these limits. */
export function serverOptions(limits: ServerLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
}

/**
 * Node's header deadline runs from a request's first byte; a socket that never sends one would only
 * meet the idle timeout (a minute). It gets the header deadline until its first byte, then the
 * idle timeout as any other.
 */
export function limitSilentSockets(server: Server, limits: ServerLimits): void {
  server.on("connection", (socket: Duplex & { setTimeout(ms: number): unknown }) => {
    socket.setTimeout(limits.headersTimeoutMs);
    socket.once("data", () => socket.setTimeout(limits.idleTimeoutMs));
  });
}

const connectRefusal = [
  "HTTP/1.1 405 Method Not Allowed",
  "Allow: GET, HEAD, POST",
  "Content-Type: text/plain; charset=utf-8",
  "Content-Length: 23",
  "Connection: close",
  "",
  "CONNECT is not served.\n",
].join("\r\n");

/**
 * Node hands a CONNECT request to the server's `connect` listeners, not to the app, and without one it
 * destroys the socket without a word. The site is no proxy: such a client gets a 405 and the close.
 */
export function refuseConnect(server: Server): void {
  server.on("connect", (_request, socket: Duplex) => {
    socket.on("error", () => socket.destroy());
    socket.end(connectRefusal);
  });
}
