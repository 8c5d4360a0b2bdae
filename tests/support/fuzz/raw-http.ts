// A raw HTTP/1.1 client on node:net for the hostile-input suite: it sends exactly the bytes it is
// given (any method, any Host, mismatched Content-Length, invalid percent escapes), reads until the
// server closes the connection, and says whether a complete response came back, and how fast.
import { connect } from "node:net";

export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Milliseconds from sending the request to the end of the response. */
  ms: number;
};

/** How an exchange ended: a complete response, or what went wrong instead. */
export type RawOutcome =
  | ({ ok: true } & RawResponse)
  | {
      ok: false;
      /** timeout: no complete answer in time; reset/closed: the connection ended without one. */
      failure: "timeout" | "reset" | "closed" | "malformed";
      detail: string;
      ms: number;
      received: string;
    };

export type RawRequest = {
  method: string;
  /** The request target as sent on the request line (not encoded here). */
  target: string;
  /** Header lines in order; duplicates allowed. `Connection: close` is added unless present. */
  headers: [string, string][];
  body?: Buffer | string;
  /** The request line's protocol version; HTTP/1.1 unless given. */
  version?: string;
  /** Whether the request is a HEAD (no body in the answer whatever Content-Length says). */
  head?: boolean;
};

export const crlf = "\r\n";

/** The request's bytes; header values are written as latin1, so any code unit below 256 goes out as is. */
export function encodeRequest(request: RawRequest): Buffer {
  const headers = [...request.headers];
  if (!headers.some(([name]) => name.toLowerCase() === "connection")) headers.push(["Connection", "close"]);
  const head =
    `${request.method} ${request.target} ${request.version ?? "HTTP/1.1"}${crlf}` +
    headers.map(([name, value]) => `${name}: ${value}${crlf}`).join("") +
    crlf;
  const body = typeof request.body === "string" ? Buffer.from(request.body, "utf8") : request.body;
  return Buffer.concat([Buffer.from(head, "latin1"), body ?? Buffer.alloc(0)]);
}

/**
 * Sends `bytes` to 127.0.0.1:port and waits for the server to close the connection (every request
 * carries `Connection: close`). Never rejects: the outcome says what happened.
 */
export function exchange(
  port: number,
  bytes: Buffer,
  options: { timeoutMs: number; head?: boolean },
): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = connect({ host: "127.0.0.1", port });
    const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
    const received = () => Buffer.concat(chunks).toString("latin1").slice(0, 300);
    const finish = (outcome: RawOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(
      () =>
        finish({
          ok: false,
          failure: "timeout",
          detail: `no complete answer within ${options.timeoutMs} ms`,
          ms: elapsed(),
          received: received(),
        }),
      options.timeoutMs,
    );
    const tryComplete = (ended: boolean) => {
      const parsed = parseResponse(Buffer.concat(chunks), options.head ?? false, ended);
      if (parsed.complete) finish({ ok: true, ...parsed.response, ms: elapsed() });
      else if (ended)
        finish({
          ok: false,
          failure: parsed.malformed ? "malformed" : "closed",
          detail: parsed.malformed ?? "the connection ended before a complete answer",
          ms: elapsed(),
          received: received(),
        });
    };
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      tryComplete(false);
    });
    socket.on("end", () => tryComplete(true));
    socket.on("close", () => tryComplete(true));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // A reset after a complete answer (the server closed while we were still sending) is fine.
      const parsed = parseResponse(Buffer.concat(chunks), options.head ?? false);
      if (parsed.complete) return finish({ ok: true, ...parsed.response, ms: elapsed() });
      finish({
        ok: false,
        failure: "reset",
        detail: `${error.code ?? ""} ${error.message}`,
        ms: elapsed(),
        received: received(),
      });
    });
    socket.write(bytes);
  });
}

type Parsed = { complete: true; response: Omit<RawResponse, "ms"> } | { complete: false; malformed?: string };

/** Parses one HTTP/1.1 response; complete once the body its headers announce is all there. */
export function parseResponse(data: Buffer, head: boolean, ended = false): Parsed {
  const end = data.indexOf("\r\n\r\n");
  if (end === -1) return { complete: false };
  const lines = data.subarray(0, end).toString("latin1").split("\r\n");
  const statusLine = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(lines[0] ?? "");
  if (!statusLine) return { complete: false, malformed: `bad status line: ${lines[0]}` };
  const status = Number(statusLine[1]);
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":");
    if (colon === -1) return { complete: false, malformed: `bad header line: ${line}` };
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  const rest = data.subarray(end + 4);
  // 1xx interim answers (100 Continue) are followed by the real one.
  if (status >= 100 && status < 200) return parseResponse(rest, head, ended);
  if (head || status === 204 || status === 304)
    return { complete: true, response: { status, headers, body: Buffer.alloc(0) } };
  if (/\bchunked\b/i.test(headers["transfer-encoding"] ?? "")) {
    const body = dechunk(rest);
    if (body === "malformed") return { complete: false, malformed: "bad chunked body" };
    return body ? { complete: true, response: { status, headers, body } } : { complete: false };
  }
  if (headers["content-length"] !== undefined) {
    const length = Number(headers["content-length"]);
    if (!Number.isInteger(length) || length < 0)
      return { complete: false, malformed: `bad Content-Length: ${headers["content-length"]}` };
    return rest.length >= length
      ? { complete: true, response: { status, headers, body: rest.subarray(0, length) } }
      : { complete: false };
  }
  // Neither: the body runs to the end of the connection, so it is complete only once that ends.
  return ended ? { complete: true, response: { status, headers, body: rest } } : { complete: false };
}

/** The body of a chunked message; undefined while incomplete. */
function dechunk(data: Buffer): Buffer | undefined | "malformed" {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", at);
    if (lineEnd === -1) return undefined;
    const size = parseInt(data.subarray(at, lineEnd).toString("latin1").split(";")[0] ?? "", 16);
    if (Number.isNaN(size)) return "malformed";
    at = lineEnd + 2;
    if (size === 0) return data.indexOf("\r\n", at) === -1 ? undefined : Buffer.concat(parts);
    if (data.length < at + size + 2) return undefined;
    parts.push(data.subarray(at, at + size));
    at += size + 2;
  }
}
