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
 * Debian's Chromium has only the new headless mode: the whole browser without a screen, whose every
 * window also starts the address bar's two WebUI popups, each a renderer of its own. The tests open
 * a window per browser context, and those popups were about half the processor time of a page
 * loaded in a fresh context (1.5-1.8 s against 0.8-1.0 s on these machines). Nothing here uses the
 * address bar. Chromium reads only the last `--disable-features`, so this one repeats the list
 * Playwright passes (playwright-core's chromiumSwitches) before adding the two popups.
 */
const disabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
];

/**
 * Starts Chromium through Playwright. `images: false` loads no image at all: decoding the dog
 * photos is much of a page's work on these 2-core machines, and a test of forms or texts does not
 * look at them.
 */
export function launchChromium({ images = true } = {}) {
  const args = [...chromiumFlags, `--disable-features=${disabledFeatures.join(",")}`];
  if (!images) args.push("--blink-settings=imagesEnabled=false");
  return chromium.launch({ executablePath: chromiumPath(), args });
}
