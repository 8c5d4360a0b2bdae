import { STATUS_CODES, validateHeaderName, validateHeaderValue } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * A stored page's status line and headers as bytes, made once a second, written in place of Node's
 * own header assembly (docs/decisions/0019-stored-answer-head.md). `writeHead` checks every header
 * name and value with a regular expression, lower-cases each name and joins them into a new string
 * on every answer: with a page's twenty headers (its CSP alone is 700 characters) that was more
 * than a third of a stored page's cost. These bytes are the very ones Node would send
 * (`stored-head.test.ts` compares them), checked once when the page is stored.
 */
export type StoredHead = {
  status: number;
  /** Status line and the page's header lines, without Date and the connection's own lines. */
  text: string;
  /** The whole head for one second and keep-alive time, kept until either changes. */
  made: { second: number; keepAliveMs: number; bytes: Buffer } | null;
};

/** `headers` as `writeHead` takes them: name, value, name, value… Throws on what Node would refuse. */
export function storedHead(status: number, headers: readonly string[]): StoredHead {
  let text = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "unknown"}\r\n`;
  for (let index = 0; index < headers.length; index += 2) {
    const [name = "", value = ""] = [headers[index], headers[index + 1]];
    validateHeaderName(name);
    validateHeaderValue(name, value);
    text += `${name}: ${value}\r\n`;
  }
  return { status, text, made: null };
}

/**
 * The fields of Node 20's ServerResponse (`_http_outgoing.js`, `_http_server.js`) that decide what
 * Node itself would add to a head and whether it was sent. Where one is missing or not what an
 * ordinary keep-alive answer has, `writeStoredHead` leaves the answer to `writeHead`.
 */
type NodeResponse = ServerResponse & {
  _header?: string | null;
  _headerSent?: boolean;
  _hasBody?: boolean;
  _defaultKeepAlive?: boolean;
  _keepAliveTimeout?: number;
  _maxRequestsPerSocket?: number;
  _expect_continue?: boolean;
  maxRequestsOnConnectionReached?: boolean;
};

/**
 * Writes a stored page's head and body for a GET on a connection kept alive (every browser's and
 * CDN's), and answers true; anything else (HEAD, HTTP/1.0, `Connection: close`, a last request
 * of a connection, a Node whose fields differ) answers false and is left to `writeHead`.
 */
export function writeStoredHead(
  req: IncomingMessage,
  res: ServerResponse,
  head: StoredHead,
  body: Buffer,
): boolean {
  const node = res as NodeResponse;
  const plain =
    req.method === "GET" &&
    node._header === null &&
    node._headerSent === false &&
    node._hasBody === true &&
    node.sendDate === true &&
    node.shouldKeepAlive === true &&
    node._defaultKeepAlive === true &&
    node._expect_continue === false &&
    !node.maxRequestsOnConnectionReached &&
    !(Number(node._maxRequestsPerSocket) > 0) &&
    typeof node._keepAliveTimeout === "number";
  if (!plain) return false;
  const bytes = headBytes(head, node._keepAliveTimeout as number);
  res.statusCode = head.status;
  // What `headersSent` reads, and what tells `end` that the head is written.
  node._header = head.text;
  node._headerSent = true;
  // Both in one `writev`: `end` corks the socket until it has both.
  res.write(bytes);
  res.end(body);
  return true;
}

function headBytes(head: StoredHead, keepAliveMs: number): Buffer {
  const second = Math.floor(Date.now() / 1000);
  const made = head.made;
  if (made && made.second === second && made.keepAliveMs === keepAliveMs) return made.bytes;
  // As Node writes them after the page's headers: the date, then the connection kept alive.
  let text = `${head.text}Date: ${new Date(second * 1000).toUTCString()}\r\nConnection: keep-alive\r\n`;
  if (keepAliveMs > 0) text += `Keep-Alive: timeout=${Math.floor(keepAliveMs / 1000)}\r\n`;
  const bytes = Buffer.from(`${text}\r\n`, "latin1");
  head.made = { second, keepAliveMs, bytes };
  return bytes;
}
