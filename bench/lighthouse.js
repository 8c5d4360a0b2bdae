// Lighthouse side of `npm run bench`: mobile audits (Lighthouse's default form factor and simulated
// throttling) in the system's Chromium, fully offline: only the local server is contacted.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.js";

export const categories = ["performance", "accessibility", "best-practices", "seo"];

const metrics = {
  fcp_ms: "first-contentful-paint",
  lcp_ms: "largest-contentful-paint",
  tbt_ms: "total-blocking-time",
  cls: "cumulative-layout-shift",
};

// Lighthouse drives Chromium through chrome-launcher, not Playwright: the shared flags, new headless mode.
const chromeFlags = [...chromiumFlags, "--headless=new"];

/**
 * Audits each page (`{ name, url }`) `runs` times in one Chromium and keeps the run with the median
 * performance score. Returns, per page, the category scores (0-100), a few metrics, and the audits
 * that did not pass.
 */
export async function auditPages(pages, { runs = 1 } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags, logLevel: "silent" });
  try {
    const results = [];
    for (const page of pages) {
      const reports = [];
      for (let run = 0; run < runs; run += 1) reports.push(summarise(await audit(page.url, chrome.port)));
      reports.sort((a, b) => a.scores.performance - b.scores.performance);
      results.push({ name: page.name, ...reports[Math.floor(reports.length / 2)] });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again, twice at most. */
async function audit(url, port, attempts = 3) {
  try {
    return await auditOnce(url, port);
  } catch (error) {
    if (attempts <= 1 || !String(error?.message).includes("NO_NAVSTART")) throw error;
    return audit(url, port, attempts - 1);
  }
}

async function auditOnce(url, port) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(
      `lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
    );
  }
  return result.lhr;
}

function summarise(lhr) {
  const scores = {};
  const failing = [];
  for (const id of categories) {
    const category = lhr.categories[id];
    scores[id] = Math.round((category.score ?? 0) * 100);
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (isFailing(audit, id)) {
        failing.push({ category: id, id: ref.id, title: audit.title, detail: describe(audit) });
      }
    }
  }
  const values = Object.fromEntries(
    Object.entries(metrics).map(([key, auditId]) => [key, lhr.audits[auditId]?.numericValue]),
  );
  return { scores, metrics: values, failing, warnings: lhr.runWarnings };
}

/** Scored audits below full marks; performance metrics are reported as figures instead. */
function isFailing(audit, category) {
  if (!audit || audit.score === null || audit.score >= 1) return false;
  if (category === "performance" && audit.scoreDisplayMode === "numeric") return false;
  return ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode);
}

/** The audit's display value and its first few items, enough to find the cause without the report. */
function describe(audit) {
  const items = (audit.details?.items ?? []).slice(0, 3).map((item) => {
    const sub = item.subItems?.items?.[0];
    const own = item.issueType ?? item.node?.snippet ?? item.url ?? item.source?.url ?? item.description;
    const first = sub ? (sub.url ?? sub.source?.url ?? sub.text ?? sub.description) : undefined;
    return [own, first].filter((part) => typeof part === "string").join(": ");
  });
  return [audit.displayValue, ...items].filter(Boolean).join(" | ");
}
