// The one way tests, bench and scripts start Chromium: Debian's headless Chromium (CHROMIUM_PATH, else
// /usr/bin/chromium) with the flags that keep it quiet and offline apart from the pages it is sent to.
// Plain JavaScript so that `node bench/…` and `node scripts/…` import it as the TypeScript tests do
// (types in chromium.d.ts).
import { chromium } from "playwright-core";

/** Where Chromium is: CHROMIUM_PATH (scripts/test.js sets it), else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

/** Headless, no sandbox (containers), no GPU, and no traffic of Chromium's own (updates, sync, QUIC). */
export const chromiumFlags = Object.freeze([
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]);

/**
 * Starts Chromium through Playwright. `images: false` loads no image at all: decoding the dog
 * photos is much of a page's work on these 2-core machines, and a test of forms or texts does not
 * look at them.
 */
export function launchChromium({ images = true } = {}) {
  const args = images ? [...chromiumFlags] : [...chromiumFlags, "--blink-settings=imagesEnabled=false"];
  return chromium.launch({ executablePath: chromiumPath(), args });
}
