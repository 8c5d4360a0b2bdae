import { describe, expect, it } from "vitest";
import type { LogLevel } from "./config";
import { createLogger, errorDetails, logPath, maxLoggedPathLength, routeConsoleTo } from "./log";

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

  it("still writes one JSON line when a field cannot be serialised", () => {
    const { logger, lines, events } = capture("info");
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    logger.warn("odd", { cycle, big: 1n });
    expect(lines).toHaveLength(1);
    expect(events()[0]).toMatchObject({ level: "warn", msg: "odd", fieldsDropped: "not serialisable" });
    logger.info("big", { big: 10n });
    expect(events()[1]).toMatchObject({ big: "10" });
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
