import { describe, expect, it } from "vitest";
import type { LogLevel } from "./config";
import { createLogger } from "./log";

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
