import { once } from "node:events";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { storedHead, writeStoredHead } from "./stored-head";

const headers = [
  "Vary",
  "Accept-Encoding",
  "ETag",
  '"abc-gz"',
  "content-security-policy",
  "default-src 'self'; script-src 'sha256-x' 'strict-dynamic'",
  "content-type",
  "text/html; charset=utf-8",
  "Content-Encoding",
  "gzip",
  "Content-Length",
  "11",
];
const body = Buffer.from("hello world");

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/**
 * A server answering `/stored` through `writeStoredHead` (falling back to `writeHead` where it
 * declines, as the page cache does) and `/node` through `writeHead` alone; `used` counts the answers
 * written from the stored bytes.
 */
async function server() {
  const head = storedHead(200, headers);
  let used = 0;
  const site = http.createServer({ keepAliveTimeout: 5_000 }, (req, res) => {
    if (req.url === "/stored" && writeStoredHead(req, res, head, body)) {
      used += 1;
      return;
    }
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  });
  servers.push(site);
  site.listen(0, "127.0.0.1");
  await once(site, "listening");
  return { port: (site.address() as AddressInfo).port, used: () => used };
}

/** Sends `requests` on one connection and answers everything received until the server closes it or goes quiet. */
function exchange(port: number, requests: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let quiet: NodeJS.Timeout | undefined;
    const done = () => {
      socket.destroy();
      resolve(Buffer.concat(chunks).toString("latin1"));
    };
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      clearTimeout(quiet);
      quiet = setTimeout(done, 200);
    });
    socket.on("end", done);
    socket.on("error", reject);
    socket.write(requests);
  });
}

const withoutDate = (answer: string) => answer.replace(/^Date: .*\r\n/gm, "Date: -\r\n");

describe("a stored page's head written as bytes", () => {
  test("the very bytes Node's writeHead sends, and the connection stays usable", async () => {
    const site = await server();
    const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;
    const stored = await exchange(site.port, get("/stored") + get("/stored"));
    const node = await exchange(site.port, get("/node") + get("/node"));
    expect(site.used()).toBe(2);
    expect(withoutDate(stored)).toBe(withoutDate(node));
    expect(stored.split("HTTP/1.1 200 OK").length - 1).toBe(2);
    expect(stored).toMatch(/\r\nDate: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT\r\n/);
    expect(stored).toContain("\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\nhello world");
  });

  test("HEAD, HTTP/1.0 and Connection: close are left to writeHead, with the same answer", async () => {
    const site = await server();
    for (const request of [
      "HEAD /stored HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET /stored HTTP/1.0\r\nHost: x\r\n\r\n",
      "GET /stored HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    ]) {
      const answer = await exchange(site.port, request);
      const node = await exchange(site.port, request.replace("/stored", "/node"));
      expect(withoutDate(answer)).toBe(withoutDate(node));
    }
    expect(site.used()).toBe(0);
  });

  test("a header Node would refuse is refused when the head is made", () => {
    expect(() => storedHead(200, ["X-Bad", "a\r\nSet-Cookie: x=1"])).toThrow();
    expect(() => storedHead(200, ["Bad Name", "x"])).toThrow();
  });
});
