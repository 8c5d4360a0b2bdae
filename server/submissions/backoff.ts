export type RetryPolicy = {
  /** Delay before the second attempt; it doubles with each failure. */
  baseMs: number;
  maxMs: number;
  /** From this many failed attempts on, each failure is logged as an error (before: a warning). */
  alarmAfterAttempts: number;
};

/** 5 s, 10 s, 20 s, … capped at 15 minutes; a mail is retried for as long as it takes. */
export const defaultRetryPolicy: RetryPolicy = { baseMs: 5_000, maxMs: 15 * 60_000, alarmAfterAttempts: 5 };

/** The wait after the `attempts`-th failed attempt (1-based). */
export function retryDelayMs(attempts: number, policy: Pick<RetryPolicy, "baseMs" | "maxMs">): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 30);
  return Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
}
