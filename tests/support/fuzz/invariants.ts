// The invariants of the hostile-input suite, and the run's seed and tallies.
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase } from "../../../server/db/client";
import { markerPattern } from "./arbitraries";
import type { RawOutcome } from "./raw-http";

/**
 * The build the suite's own servers run: this run's (global setup), else BUILD_DIR, so the suite
 * can also run against any build without the global setup.
 */
export function fuzzBuildDir(): string {
  return (inject("buildDir") as string | undefined) || process.env.BUILD_DIR || "build";
}

/** Every answer must be complete within this time (the brief's 1 s), connection set-up included. */
export const answerWithinMs = 1_000;

/**
 * The run's seed: FUZZ_SEED when set (to replay a failure), else a fresh one. Printed, so a failing
 * run can be repeated: `FUZZ_SEED=<seed> npx vitest run tests/e2e/fuzz-…`.
 */
export function fuzzSeed(suite: string): number {
  const given = process.env.FUZZ_SEED;
  const seed = given ? Number(given) : (Math.random() * 2 ** 31) | 0;
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not ${given}`);
  console.log(
    `[fuzz] ${suite}: seed ${seed} (replay: FUZZ_SEED=${seed} npx vitest run tests/e2e/${suite}.test.ts)`,
  );
  return seed;
}

/** Runs per property: `FUZZ_RUNS`, 250 unless given. */
export const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 250);

/** What an outcome breaks, or undefined when it is a complete, fast, non-5xx answer. */
export function brokenInvariant(outcome: RawOutcome): string | undefined {
  if (!outcome.ok)
    return `${outcome.failure}: ${outcome.detail} after ${outcome.ms} ms; received ${JSON.stringify(outcome.received)}`;
  if (outcome.status >= 500)
    return `status ${outcome.status}: ${outcome.body.toString("utf8").slice(0, 300)}`;
  if (outcome.ms > answerWithinMs) return `answer took ${outcome.ms} ms (status ${outcome.status})`;
  return undefined;
}

/** Counts cases and answers per endpoint, for the closing summary line. */
export class Tally {
  private readonly counts = new Map<
    string,
    { cases: number; statuses: Map<number | string, number>; slowest: number; kinds: Map<string, number> }
  >();

  /** Counts one answer; `kind` names the case's kind (e.g. the reason it must be refused). */
  add(endpoint: string, outcome: RawOutcome, kind?: string) {
    let entry = this.counts.get(endpoint);
    if (!entry)
      this.counts.set(endpoint, (entry = { cases: 0, statuses: new Map(), slowest: 0, kinds: new Map() }));
    entry.cases++;
    if (kind) entry.kinds.set(kind, (entry.kinds.get(kind) ?? 0) + 1);
    const key = outcome.ok ? outcome.status : outcome.failure;
    entry.statuses.set(key, (entry.statuses.get(key) ?? 0) + 1);
    entry.slowest = Math.max(entry.slowest, outcome.ms);
  }

  /** Answers with a 2xx status, over all endpoints matching `filter`. */
  successes(filter: (endpoint: string) => boolean = () => true): number {
    let total = 0;
    for (const [endpoint, entry] of this.counts)
      if (filter(endpoint))
        for (const [status, count] of entry.statuses)
          if (typeof status === "number" && status < 300) total += count;
    return total;
  }

  print(suite: string) {
    for (const [endpoint, entry] of this.counts) {
      const statuses = [...entry.statuses]
        .sort(([a], [b]) => String(a).localeCompare(String(b)))
        .map(([status, count]) => `${status}×${count}`)
        .join(" ");
      const kinds = [...entry.kinds].map(([kind, count]) => `${kind}×${count}`).join(", ");
      console.log(
        `[fuzz] ${suite} ${endpoint}: ${entry.cases} cases; ${statuses}; slowest ${Math.round(entry.slowest)} ms${kinds ? `; ${kinds}` : ""}`,
      );
    }
  }
}

/** Markers (see arbitraries.ts) in a text that was sent. */
export function markersIn(text: string): string[] {
  return text.match(markerPattern) ?? [];
}

/**
 * The server's log: lines that are not JSON objects, and lines that carry one of the submitted
 * markers (a submitted value in the log).
 */
export function scanLog(logFile: string, sent: Set<string>) {
  const lines = readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => line !== "");
  const unparsable: string[] = [];
  const leaking: string[] = [];
  for (const line of lines) {
    try {
      const parsed: unknown = JSON.parse(line);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
        unparsable.push(line.slice(0, 300));
    } catch {
      unparsable.push(line.slice(0, 300));
    }
    if ((line.match(markerPattern) ?? []).some((found) => sent.has(found))) leaking.push(line.slice(0, 300));
  }
  return { lines: lines.length, unparsable, leaking };
}

/** Stored submissions in a stopped server's embedded database (DATA_DIR/pglite). */
export async function storedSubmissions(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    const result = (await database.db.execute(
      "select count(*)::int as count from submissions",
    )) as unknown as {
      rows: { count: number }[];
    };
    return result.rows[0]!.count;
  } finally {
    await database.close();
  }
}
