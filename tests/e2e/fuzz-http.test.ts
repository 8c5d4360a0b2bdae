// Hostile input, part 2: generated request lines and headers (fast-check) against a production
// server of its own: random and very long paths (up to ~20 KB) with dots, slashes and percent
// escapes valid and invalid, any method (TRACE, CONNECT, random tokens), Host values valid and
// invalid, Content-Type and Content-Length mismatches, Accept-Language, Origin and cookie junk.
// Invariants: never a 5xx, never a dropped connection, every answer complete within 1 s, and
// every log line JSON. Sent raw over node:net, since fetch refuses most of these requests.
// Replay a failure with the seed the run prints: FUZZ_SEED=<seed> npx vitest run tests/e2e/fuzz-http.test.ts
import { rmSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  extraHeaders,
  headerValue,
  hostHeader,
  httpVersion,
  method,
  oddTarget,
  pathTarget,
  requestBody,
  requestTarget,
} from "../support/fuzz/arbitraries";
import {
  brokenInvariant,
  fuzzBuildDir,
  fuzzRuns,
  fuzzSeed,
  scanLog,
  Tally,
} from "../support/fuzz/invariants";
import { encodeRequest, exchange, type RawRequest } from "../support/fuzz/raw-http";
import { spawnServer, stopServer, waitForHealthy, type RunningServer } from "./server-process";

const suite = "fuzz-http";
const seed = fuzzSeed(suite);
const defaultRuns = fuzzRuns;
/** fast-check's own budget per property (generation and shrinking), under the test's timeout. */
const propertyBudgetMs = 25_000;

let server: RunningServer;
const tally = new Tally();

/** One generated request, as fast-check shows it in a counterexample. */
type Case = {
  method: string;
  target: string;
  host: string | null;
  headers: [string, string][];
  body: {
    body: string;
    length: "none" | "exact" | "shorter" | "chunked" | "bad-chunked" | "double" | "junk";
  };
  /** The request line's version; HTTP/1.1 when absent. */
  version?: string;
};

function toRequest(c: Case): RawRequest {
  const headers: [string, string][] = c.host === null ? [] : [["Host", c.host]];
  headers.push(...c.headers);
  const bytes = Buffer.from(c.body.body, "utf8");
  let body: Buffer | string = bytes;
  switch (c.body.length) {
    case "none":
      break;
    case "exact":
      headers.push(["Content-Length", String(bytes.length)]);
      break;
    case "shorter":
      headers.push(["Content-Length", String(Math.max(0, bytes.length - 3))]);
      break;
    case "chunked":
      headers.push(["Transfer-Encoding", "chunked"]);
      body = `${bytes.length.toString(16)}\r\n${c.body.body}\r\n0\r\n\r\n`;
      break;
    case "bad-chunked":
      headers.push(["Transfer-Encoding", "chunked"]);
      body = `zz\r\n${c.body.body}\r\n`;
      break;
    case "double":
      headers.push(["Content-Length", String(bytes.length)], ["Content-Length", String(bytes.length + 1)]);
      break;
    case "junk":
      headers.push(["Content-Length", "-1"]);
      break;
  }
  return { method: c.method, target: c.target, version: c.version, headers, body, head: c.method === "HEAD" };
}

async function send(property: string, c: Case) {
  const request = toRequest(c);
  const outcome = await exchange(server.port, encodeRequest(request), {
    timeoutMs: 5_000,
    head: request.head,
  });
  tally.add(property, outcome);
  const broken = brokenInvariant(outcome);
  if (broken) throw new Error(`${c.method} ${c.target.slice(0, 200)} (Host ${c.host}): ${broken}`);
}

/** Runs a property over batches of one to four requests sent at once. */
async function fuzz(property: string, arbitrary: fc.Arbitrary<Case>, numRuns = defaultRuns) {
  await fc.assert(
    fc.asyncProperty(fc.array(arbitrary, { minLength: 1, maxLength: 4 }), async (cases) => {
      await Promise.all(cases.map((c) => send(property, c)));
    }),
    { seed, numRuns, interruptAfterTimeLimit: propertyBudgetMs, markInterruptAsFailure: false },
  );
}

const noBody = { body: "", length: "none" } as const;
const site = () => fc.constantFrom(`localhost:${server.port}`, `es.localhost:${server.port}`);
const timeout = 60_000;

// Each property varies one thing, so that one fault does not hide the others; the last varies all.
// KNOWN FAILURES when this was written (left failing on purpose; not to be weakened here):
// - CONNECT (any target) gets the connection closed without an answer (no 'connect' handler on the
//   HTTP server): "any method" and "all of it at once".
describe("hostile requests", { retry: 0 }, () => {
  beforeAll(async () => {
    server = await spawnServer({ BUILD_DIR: fuzzBuildDir(), FORM_RATE_LIMIT: "0" });
    await waitForHealthy(server);
  });

  afterAll(async () => {
    tally.print(suite);
    if (!server) return;
    await stopServer(server);
    // FUZZ_KEEP=1 keeps the data directory (database, mails, server.log) for a look after a failure.
    if (!process.env.FUZZ_KEEP) rmSync(server.dataDir, { recursive: true, force: true });
  });

  test("any path: a complete answer below 500 within 1 s", { timeout }, async () => {
    await fuzz(
      "paths",
      fc.record({
        method: fc.constantFrom("GET", "HEAD", "POST"),
        target: pathTarget,
        host: site(),
        headers: fc.constant([]),
        body: fc.constant(noBody),
      }),
    );
  });

  test(
    "any request-target form (absolute URL, *, authority): a complete answer below 500 within 1 s",
    { timeout },
    async () => {
      await fuzz(
        "target forms",
        fc.record({
          method: fc.constantFrom("GET", "HEAD", "POST", "OPTIONS"),
          target: oddTarget,
          host: site(),
          headers: fc.constant([]),
          body: fc.constant(noBody),
        }),
      );
    },
  );

  test("any method: a complete answer below 500 within 1 s", { timeout }, async () => {
    await fuzz(
      "methods",
      fc.record({
        method,
        target: fc.constantFrom(
          "/",
          "/hunde",
          "/perros/x",
          "/kontakt",
          "/api/forms",
          "/api/dogs",
          "/healthz",
          "/nope",
        ),
        host: site(),
        headers: fc.constant([]),
        body: fc.constant(noBody),
      }),
    );
  });

  test("any Host and headers: a complete answer below 500 within 1 s", { timeout }, async () => {
    await fuzz(
      "hosts and headers",
      fc.record({
        method: fc.constantFrom("GET", "HEAD", "POST"),
        target: fc.constantFrom(
          "/",
          "/hunde",
          "/kontakt",
          "/hacerse-socio",
          "/api/forms",
          "/api/dogs",
          "/nope",
        ),
        host: fc.oneof(
          { arbitrary: hostHeader(server.port), weight: 12 },
          { arbitrary: fc.constant(null), weight: 1 },
        ),
        headers: extraHeaders,
        body: fc.constant(noBody),
      }),
    );
  });

  test("any body framing: a complete answer below 500 within 1 s", { timeout }, async () => {
    await fuzz(
      "bodies",
      fc.record({
        method: fc.constantFrom("POST", "PUT", "PATCH", "DELETE", "GET"),
        target: fc.constantFrom("/kontakt", "/contacto", "/api/forms", "/api/membership", "/hunde", "/nope"),
        host: site(),
        headers: fc.array(fc.tuple(fc.constant("Content-Type"), headerValue), { maxLength: 1 }),
        body: requestBody,
      }),
    );
  });

  test("all of it at once: a complete answer below 500 within 1 s", { timeout }, async () => {
    await fuzz(
      "all at once",
      fc.record({
        method,
        target: requestTarget,
        host: fc.oneof(
          { arbitrary: hostHeader(server.port), weight: 12 },
          { arbitrary: fc.constant(null), weight: 1 },
        ),
        headers: extraHeaders,
        body: requestBody,
        version: httpVersion,
      }),
    );
  });

  test("every log line is JSON", async () => {
    await stopServer(server);
    const log = scanLog(server.logFile, new Set());
    console.log(`[fuzz] ${suite}: ${log.lines} log lines, ${log.unparsable.length} not JSON`);
    expect(log.unparsable).toEqual([]);
  });
});
