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

function jsonValue(_key: string, value: unknown): unknown {
  if (value instanceof Error) return errorDetails(value);
  if (typeof value === "bigint") return value.toString();
  return value;
}

/** One JSON line; a value JSON cannot hold (a cycle) costs its fields, never the line. */
function line(at: string, message: string, fields: Record<string, unknown> | undefined): string {
  const event: Record<string, unknown> = { time: new Date().toISOString(), level: at, msg: message };
  for (const [key, value] of Object.entries(fields ?? {})) if (!reserved.has(key)) event[key] = value;
  try {
    return `${JSON.stringify(event, jsonValue)}\n`;
  } catch {
    const { time, level, msg } = event;
    return `${JSON.stringify({ time, level, msg, fieldsDropped: "not serialisable" })}\n`;
  }
}

/**
 * JSON lines on a stream (stdout by default), one object per event. An Error among the fields (at
 * any depth) is written as `{name, message, stack}`.
 */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (text) => process.stdout.write(text),
): Logger {
  const emit = (at: Exclude<LogLevel, "silent">) => (message: string, fields?: Record<string, unknown>) => {
    if (!logsAt(level, at)) return;
    write(line(at, message, fields));
  };
  return { debug: emit("debug"), info: emit("info"), warn: emit("warn"), error: emit("error") };
}

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
