import { createLogger, type Logger } from "../../../server/log";

/** Polls `check` until it holds; fails with `what` after `timeoutMs`. */
export async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A logger that keeps its JSON lines for assertions. */
export function recordingLogger(): { logger: Logger; lines: string[]; entries(): Record<string, unknown>[] } {
  const lines: string[] = [];
  return {
    logger: createLogger("info", (line) => lines.push(line)),
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
