import { execFileSync } from "node:child_process";
import { constants, mkdtempSync, openSync, readSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it, vi } from "vitest";
import type { LogLevel } from "./config";
import {
  boundedDestination,
  createLogger,
  errorDetails,
  logPath,
  maxLoggedPathLength,
  routeConsoleTo,
} from "./log";

function capture(level: LogLevel) {
  const lines: string[] = [];
  const logger = createLogger(level, (line) => lines.push(line));
  return { logger, lines, events: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("createLogger", () => {
  it("writes one JSON object per line with time, level, message and fields", () => {
    const { logger, lines, events } = capture("info");
    logger.info("feed refreshed", { dogs: 12, source: "demo" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\{.*\}\n$/);
    expect(lines[0]?.slice(0, -1)).not.toContain("\n");
    const [event] = events();
    expect(event).toMatchObject({ level: "info", msg: "feed refreshed", dogs: 12, source: "demo" });
    expect(new Date(String(event?.time)).toISOString()).toBe(event?.time);
  });

  it("keeps a message with line breaks on one line", () => {
    const { logger, lines, events } = capture("debug");
    logger.error("mail failed\nsecond line", { error: "a\nb" });
    expect(lines[0]?.split("\n")).toHaveLength(2);
    expect(events()[0]).toMatchObject({ msg: "mail failed\nsecond line", error: "a\nb" });
  });

  it("writes events at or above the level and drops the others", () => {
    const { logger, events } = capture("warn");
    logger.debug("d");
    logger.info("i");
    logger.warn("w");
    logger.error("e");
    expect(events().map((event) => [event.level, event.msg])).toEqual([
      ["warn", "w"],
      ["error", "e"],
    ]);
  });

  it("writes everything at debug", () => {
    const { logger, events } = capture("debug");
    logger.debug("d");
    logger.info("i");
    logger.warn("w");
    logger.error("e");
    expect(events().map((event) => event.level)).toEqual(["debug", "info", "warn", "error"]);
  });

  it("writes nothing when silent", () => {
    const { logger, lines } = capture("silent");
    logger.error("e");
    logger.warn("w");
    expect(lines).toEqual([]);
  });
});

describe("what a line holds", () => {
  it("writes an Error field as name, message and stack, at any depth", () => {
    const fault = Object.assign(new TypeError("boom"), { query: "insert … values ('anna@example.org')" });
    const { logger: log, events: read } = capture("info");
    log.error("request failed", { error: fault, nested: { cause: new Error("inner") } });
    const [event] = read();
    expect(event?.error).toEqual({ name: "TypeError", message: "boom", stack: fault.stack });
    expect(JSON.stringify(event)).not.toContain("anna@example.org");
    expect((event?.nested as { cause: unknown }).cause).toMatchObject({ name: "Error", message: "inner" });
  });

  it("keeps time, level and message when a field has the same name", () => {
    const { logger, events } = capture("info");
    logger.info("real", { level: "error", msg: "fake", time: "then", extra: 1 });
    expect(events()[0]).toMatchObject({ level: "info", msg: "real", extra: 1 });
    expect(events()[0]?.time).not.toBe("then");
  });

  it("still writes one JSON line when a field has a cycle", () => {
    const { logger, lines, events } = capture("info");
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    logger.warn("odd", { cycle, big: 1n });
    expect(lines).toHaveLength(1);
    expect(events()[0]).toMatchObject({ level: "warn", msg: "odd", big: "1" });
    logger.info("big", { big: 10n });
    expect(events()[1]).toMatchObject({ big: "10" });
  });

  it("blanks personal data wherever a caller passes it", () => {
    const { logger, events } = capture("info");
    logger.info("sent", {
      email: "anna@example.org",
      to: { email: "ben@example.org", phone: "0171" },
      id: 7,
    });
    const text = JSON.stringify(events()[0]);
    expect(text).not.toContain("example.org");
    expect(text).not.toContain("0171");
    expect(events()[0]).toMatchObject({ email: "[redacted]", id: 7 });
  });
});

describe("boundedDestination", () => {
  it("drops lines beyond its buffer while nobody reads, and says how many", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const dir = mkdtempSync(path.join(tmpdir(), "log-fifo-"));
    const fifo = path.join(dir, "stdout");
    execFileSync("mkfifo", [fifo]);
    // A pipe nobody reads yet: the writer gets EAGAIN once the pipe's own 64 KB are full.
    const fd = openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK);
    const destination = boundedDestination(fd, 256 * 1024);
    try {
      const logger = createLogger("info", (line) => destination.write(line));
      const filler = "x".repeat(1000);
      for (let count = 0; count < 2000; count++) logger.info("request", { filler, count });
      // Now read everything that comes, while the writer retries and the drop report falls due.
      let text = "";
      const chunk = Buffer.alloc(1 << 16);
      for (let round = 0; round < 60; round++) {
        try {
          text += chunk.subarray(0, readSync(fd, chunk)).toString("utf8");
        } catch {
          // EAGAIN: nothing in the pipe at the moment
        }
        await vi.advanceTimersByTimeAsync(200);
        await sleep(5);
      }
      const lines = text.split("\n").filter(Boolean);
      const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const requests = events.filter((event) => event.msg === "request");
      expect(requests[0]?.count).toBe(0);
      expect(requests.length).toBeGreaterThan(100);
      expect(requests.length).toBeLessThan(1000);
      const warning = events.find((event) => event.level === "warn");
      expect(warning?.msg).toContain("dropped");
      expect(Number(requests.length) + Number(warning?.lines)).toBe(2000);
    } finally {
      vi.useRealTimers();
      destination.end();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("errorDetails", () => {
  it("takes only name, message and stack of an Error", () => {
    const error = Object.assign(new RangeError("out"), { params: ["secret"] });
    expect(errorDetails(error)).toEqual({ name: "RangeError", message: "out", stack: error.stack });
  });

  it("names a thrown non-Error by its type, never its content", () => {
    expect(errorDetails({ email: "anna@example.org" })).toEqual({
      name: "object",
      message: "non-Error value thrown",
    });
    expect(errorDetails("anna@example.org").message).not.toContain("anna");
  });
});

describe("logPath", () => {
  it("drops the query string and cuts a long path", () => {
    expect(logPath("/hunde?q=anna@example.org")).toBe("/hunde");
    const long = logPath(`/${"a".repeat(5000)}`);
    expect(long.length).toBeLessThanOrEqual(maxLoggedPathLength + 1);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("routeConsoleTo", () => {
  it("turns console output into JSON lines of the logger", () => {
    const saved = { ...console };
    const { logger, events } = capture("debug");
    try {
      routeConsoleTo(logger);
      console.error(new Error("from a library"));
      console.warn("careful", 42);
    } finally {
      Object.assign(console, saved);
    }
    expect(events()).toMatchObject([
      { level: "error", msg: "console", error: { name: "Error", message: "from a library" } },
      { level: "warn", msg: "console", text: "careful 42" },
    ]);
  });
});
