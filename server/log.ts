import pino from "pino";
import type { LogLevel } from "./config";

export type Logger = {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** Whether a logger set to `level` writes lines of level `at`. */
export function logsAt(level: LogLevel, at: Exclude<LogLevel, "silent">): boolean {
  return rank[at] >= rank[level];
}

/** Keys every line has; a field of the same name cannot overwrite them. */
const reserved = new Set(["time", "level", "msg"]);

/** How much of a request path a log line keeps. */
export const maxLoggedPathLength = 200;

/**
 * Lines not yet written stay in memory up to this many bytes; beyond it a line is dropped (and the
 * drop counted in a warning) rather than queued: a reader slower than the server (a pipe, a
 * journal under load) costs lines, never the heap (issue 26: the unbounded queue of `process.stdout`
 * on a pipe took the server past its 256 MB heap).
 */
export const maxUnwrittenBytes = 8 * 1024 * 1024;

/** Keys whose values are personal data, blanked wherever a caller passes them (one level deep too). */
const personalKeys = ["email", "phone", "password", "address", "cookie", "authorization"];

/** A server fault as a log line holds it: class name, message and stack, nothing else of the object. */
export type ErrorDetails = { name: string; message: string; stack?: string };

/**
 * What a log line may say about a thrown value. Only the name, message and stack of an Error (never
 * its other properties, which can carry a query's parameters or a request); anything else by type.
 * Meant for real server faults: a client's mistake is logged by its status, not its error.
 */
export function errorDetails(error: unknown): ErrorDetails {
  if (error instanceof Error) {
    const details: ErrorDetails = { name: error.name, message: error.message };
    if (error.stack) details.stack = error.stack;
    return details;
  }
  return { name: error === null ? "null" : typeof error, message: "non-Error value thrown" };
}

/** A request path for a log line: without query string, cut to a readable length. */
export function logPath(path: string): string {
  const query = path.indexOf("?");
  const bare = query === -1 ? path : path.slice(0, query);
  return bare.length > maxLoggedPathLength ? `${bare.slice(0, maxLoggedPathLength)}…` : bare;
}

/**
 * A field as a line holds it: an Error (at any depth) as its details, a bigint as text. Plain objects
 * and arrays are copied a few levels deep; deeper (or a cycle) pino's own serialiser takes over.
 */
function loggable(value: unknown, depth = 6): unknown {
  if (value instanceof Error) return errorDetails(value);
  if (typeof value === "bigint") return value.toString();
  if (depth === 0 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => loggable(item, depth - 1));
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = loggable(item, depth - 1);
  return copy;
}

function fieldsOf(fields: Record<string, unknown>): Record<string, unknown> {
  const line: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (!reserved.has(key)) line[key] = loggable(value);
  return line;
}

/** How long dropped lines are counted before a warning says how many. */
const dropReportMs = 5_000;

/**
 * A file descriptor (stdout by default) through sonic-boom, pino's writer: asynchronous, at most
 * `maxLength` bytes waiting, and flushed synchronously when the process exits (pino registers that
 * for its own destinations). Dropped lines are counted and reported in one warning line.
 */
export function boundedDestination(
  fd = 1,
  maxLength = maxUnwrittenBytes,
): ReturnType<typeof pino.destination> {
  const destination = pino.destination({ dest: fd, sync: false, maxLength });
  let dropped = 0;
  destination.on("drop", () => {
    if (dropped++ > 0) return;
    setTimeout(() => {
      const lines = dropped;
      dropped = 0;
      const time = new Date().toISOString();
      const msg = "log lines dropped: stdout is read more slowly than the server writes";
      destination.write(`${JSON.stringify({ time, level: "warn", msg, lines })}\n`);
    }, dropReportMs).unref();
  });
  return destination;
}

/**
 * JSON lines on stdout (or to `write`), one object per event: `time` (ISO), `level` (its name), `msg`
 * and the fields. An Error among the fields (at any depth) is written as `{name, message, stack}`.
 */
export function createLogger(level: LogLevel, write?: (line: string) => void): Logger & Flushable {
  const destination = write ? { write } : boundedDestination();
  const lines = pino(
    {
      level,
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: fieldsOf },
      redact: {
        paths: personalKeys.flatMap((key) => [key, `*.${key}`]),
        censor: "[redacted]",
      },
    },
    destination,
  );
  const emit = (at: Exclude<LogLevel, "silent">) => (message: string, fields?: Record<string, unknown>) =>
    lines[at](fields ?? {}, message);
  const written = () =>
    new Promise<void>((resolve) => {
      if (!("once" in destination)) return resolve();
      const timer = setTimeout(resolve, maxFlushWaitMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      destination.once("drain", done);
      destination.once("error", done);
    });
  return { debug: emit("debug"), info: emit("info"), warn: emit("warn"), error: emit("error"), written };
}

/** How long a stop waits for its last lines to reach stdout. */
const maxFlushWaitMs = 2_000;

/**
 * Waiting for the last lines before an exit. pino flushes its destination synchronously when the
 * process exits, but sonic-boom's synchronous flush retries a write to a reader that is gone (EPIPE)
 * forever, and the process never ends. Waiting here instead lets the asynchronous write finish or
 * fail (pino then stops writing to the broken pipe), so that the exit has nothing left to flush.
 */
export type Flushable = {
  /** Resolves once the lines written so far have reached stdout or failed to (at most 2 s); call right after a line. */
  written(): Promise<void>;
};

/**
 * Sends whatever a library writes with `console` (React Router logs errors there, React warns
 * there) through the logger, so that stdout holds nothing but JSON lines.
 */
export function routeConsoleTo(logger: Logger): void {
  const forward =
    (at: "debug" | "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      const text = args
        .filter((arg) => arg !== error)
        .map((arg) => (typeof arg === "string" ? arg : String(arg)))
        .join(" ");
      logger[at]("console", error ? { text: text.slice(0, 2000), error } : { text: text.slice(0, 2000) });
    };
  console.log = forward("info");
  console.info = forward("info");
  console.debug = forward("debug");
  console.warn = forward("warn");
  console.error = forward("error");
  console.trace = forward("debug");
}
