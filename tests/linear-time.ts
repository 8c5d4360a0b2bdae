// For tests of code that sees client input: how much longer it takes on a 16 times longer input.
// Linear work grows about 16-fold; work that backtracks over the input (a regular expression that
// retries from every position) grows about 256-fold.

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Milliseconds per call, the median of several rounds of enough calls to be measurable. */
function perCall(run: (input: string) => unknown, input: string): number {
  let calls = 1;
  for (;;) {
    const started = performance.now();
    for (let i = 0; i < calls; i += 1) run(input);
    if (performance.now() - started > 2 || calls >= 1 << 16) break;
    calls *= 2;
  }
  const rounds: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    const started = performance.now();
    for (let i = 0; i < calls; i += 1) run(input);
    rounds.push((performance.now() - started) / calls);
  }
  return median(rounds);
}

/** The ratio of the time per call on an input of `large` against one of `small` units. */
export function growth(
  run: (input: string) => unknown,
  input: (size: number) => string,
  small = 1_000,
  large = 16_000,
): number {
  const smallInput = input(small);
  const largeInput = input(large);
  run(smallInput);
  run(largeInput);
  return perCall(run, largeInput) / perCall(run, smallInput);
}

/** Well below the 256-fold of quadratic work, with room for noise above the 16-fold of linear work. */
export const linearGrowthLimit = 64;
