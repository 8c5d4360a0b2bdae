/**
 * sharp, loaded with the first picture to work on (libvips takes memory a server that only reads
 * copies from disk does not need). It keeps no pictures of its own in memory, and each encode has one
 * thread: the server shares a small machine with its pages (docs/decisions/0012). The picture copies
 * and the back office's uploads share these settings.
 */
let loadedSharp: Promise<typeof import("sharp")> | undefined;

export function loadSharp(): Promise<typeof import("sharp")> {
  loadedSharp ??= import("sharp").then((module) => {
    module.default.cache(false);
    module.default.concurrency(1);
    return module;
  });
  return loadedSharp;
}

/** Runs at most `max` tasks at once: a burst queues instead of taking every core. */
export function limiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const run = async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
  /** How many tasks run or wait for their turn. */
  run.pending = () => running + waiting.length;
  return run;
}
