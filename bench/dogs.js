// Browser side of the dog-list budget (DESIGN.md: "filtering and search in the browser answer within
// one frame"): opens the list in Chromium and measures, per keystroke or filter click, the time from
// the input or click event (its timeStamp) to the first paint that shows the filtered grid. The
// moment the grid holds the expected cards is taken from a MutationObserver; the paint after it is
// the end of the next animation frame's rendering, seen by a task queued from requestAnimationFrame
// (a user-blocking one where the browser has scheduler.postTask, so that the page's own tasks queued
// for after the paint, such as the URL update, do not run first and count as paint time). A frame
// only counts when every card in the viewport is rendered: a card whose content
// `content-visibility: auto` still skips would be painted as an empty box.
// Besides that latency, which includes the wait for the display's next frame, each answer's `work` is
// the main thread's time for it: from the event to the updated grid, plus the rendering of the frame
// that paints it. Within one frame means that work fits in the 16.7 ms of a frame at 60 Hz.
/* global window, document, addEventListener, MutationObserver, requestAnimationFrame, scheduler, innerHeight */
import { launchChromium } from "../tests/support/chromium.js";

/** Installed in the page: resolves with {commit, paint, work} in ms after the next `eventType` event. */
function installProbe() {
  const visibleCards = "main ul:not([hidden]) > li:not([hidden]) > article";
  // Runs `task(frameStart)` once the next animation frame has been rendered; `frameStart` is when
  // that frame's work began (its animation frame callbacks, then style, layout and paint).
  const afterFrame = (task) =>
    requestAnimationFrame(() => {
      const frameStart = performance.now();
      const done = () => task(frameStart);
      if (typeof scheduler === "object") scheduler.postTask(done, { priority: "user-blocking" });
      else setTimeout(done);
    });
  // Every card in the viewport has its content rendered (layout is clean here: a frame was just painted).
  const cardsInViewRendered = () =>
    [...document.querySelectorAll(visibleCards)].every((card) => {
      const box = card.parentElement.getBoundingClientRect();
      return (
        box.bottom <= 0 || box.top >= innerHeight || card.checkVisibility({ contentVisibilityAuto: true })
      );
    });
  // The same measure for a click that changes nothing: the browser's own cost of a click.
  window.__frameAfter = (eventType) =>
    new Promise((resolve) => {
      addEventListener(
        eventType,
        (event) => {
          const start = event.timeStamp;
          afterFrame(() => resolve({ commit: 0, paint: performance.now() - start, work: 0 }));
        },
        { capture: true, once: true },
      );
    });
  window.__dogBench = (eventType, expected, timeoutMs) =>
    new Promise((resolve) => {
      let start = null;
      addEventListener(eventType, (event) => (start = event.timeStamp), { capture: true, once: true });
      const cards = () => document.querySelectorAll(visibleCards).length;
      const timer = setTimeout(() => {
        observer.disconnect();
        resolve(null);
      }, timeoutMs);
      const observer = new MutationObserver(() => {
        if (start === null || cards() !== expected) return;
        observer.disconnect();
        clearTimeout(timer);
        const commit = performance.now() - start;
        // The main thread's work for the answer: the event and the render it causes, then the
        // frame that paints it (without the wait for that frame, which is the display's rhythm).
        const painted = (frameStart) => {
          const now = performance.now();
          const paint = now - start;
          if (cardsInViewRendered()) resolve({ commit, paint, work: commit + (now - frameStart) });
          else afterFrame(painted);
        };
        afterFrame(painted);
      });
      observer.observe(document.querySelector("main"), {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
        attributeFilter: ["hidden"],
      });
    });
}

/** Cards per page of the dog list. */
const pageSize = 24;

/** Spec 1 section 5, independent of the app: name (or title), headline and species. */
function matches(dog, query) {
  const needle = query.toLowerCase();
  return [dog.name || dog.title, dog.headline ?? "", dog.species].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function probe(page, eventType, expected, act) {
  // Not returned: page.evaluate would wait for the promise before the event is even sent.
  await page.evaluate(
    ([type, count]) => {
      window.__pending = window.__dogBench(type, count, 5000);
    },
    [eventType, expected],
  );
  await act();
  const result = await page.evaluate(() => window.__pending);
  if (!result) throw new Error(`the grid never showed ${expected} cards after a ${eventType}`);
  // Let deferred work and the URL update settle before the next measurement.
  await page.waitForTimeout(150);
  return result;
}

/**
 * Opens `url` (the German dog list) and returns medians in ms: `searchApply` (one keystroke narrowing
 * the full list), `searchClear` (the Backspace that brings every dog back), `filterApply` and
 * `filterClear` (a type or location button pressed and released), and `clickBaseline` (a click on
 * the heading, which changes nothing: the part of a filter click's time that is the browser's own).
 * `cpuThrottling` > 1 emulates a slower device through the DevTools protocol.
 */
export async function measureDogFiltering(url, { samples = 10, cpuThrottling = 1 } = {}) {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    const dogs = await page.evaluate(async () => (await (await fetch("/api/dogs")).json()).dogs);
    const total = dogs.length;
    // The list shows the first page of the matching dogs (docs/decisions/0007).
    const onPage = (count) => Math.min(count, pageSize);
    if ((await page.locator("main ul:not([hidden]) > li:not([hidden]) > article").count()) !== onPage(total))
      throw new Error("the list does not show the first page of dogs");
    await page.evaluate(installProbe);
    if (cpuThrottling > 1) {
      const session = await page.context().newCDPSession(page);
      await session.send("Emulation.setCPUThrottlingRate", { rate: cpuThrottling });
    }

    // Single letters that narrow the list (letters of 'Hunde', in every species, match every dog).
    const letters = [..."abcdefghijklmnopqrstuvwxyz"]
      .map((letter) => ({ letter, count: dogs.filter((dog) => matches(dog, letter)).length }))
      .filter(({ count }) => count > 0 && count < total)
      .slice(0, samples);
    const box = page.getByRole("searchbox");
    await box.focus();
    const searchApply = [];
    const searchClear = [];
    for (const { letter, count } of letters) {
      searchApply.push(await probe(page, "input", onPage(count), () => page.keyboard.press(letter)));
      searchClear.push(await probe(page, "input", onPage(total), () => page.keyboard.press("Backspace")));
    }

    const buttons = [
      { label: "Adoption", count: dogs.filter((dog) => dog.types.adoption).length },
      { label: "Patenschaft", count: dogs.filter((dog) => dog.types.sponsorship).length },
      { label: "Hospiz", count: dogs.filter((dog) => dog.types.hospice).length },
      { label: "Deutschland", count: dogs.filter((dog) => dog.species === "Hunde DE").length },
      { label: "Spanien", count: dogs.filter((dog) => dog.species !== "Hunde DE").length },
    ];
    const filterApply = [];
    const filterClear = [];
    for (let i = 0; i < samples; i += 1) {
      const { label, count } = buttons[i % buttons.length];
      const button = page.getByRole("button", { name: label, exact: true });
      filterApply.push(await probe(page, "click", onPage(count), () => button.click()));
      filterClear.push(await probe(page, "click", onPage(total), () => button.click()));
    }
    // Clicks on the page heading: what a click costs before the list does anything.
    const clickBaseline = [];
    const heading = page.locator("main h1").first();
    for (let i = 0; i < samples; i += 1) {
      await page.evaluate(() => {
        window.__pending = window.__frameAfter("click");
      });
      await heading.click();
      clickBaseline.push(await page.evaluate(() => window.__pending));
      await page.waitForTimeout(150);
    }
    const summary = (list) => ({
      paint: median(list.map((r) => r.paint)),
      commit: median(list.map((r) => r.commit)),
      max: Math.max(...list.map((r) => r.paint)),
      work: median(list.map((r) => r.work)),
      maxWork: Math.max(...list.map((r) => r.work)),
    });
    return {
      dogs: total,
      searchApply: summary(searchApply),
      searchClear: summary(searchClear),
      filterApply: summary(filterApply),
      filterClear: summary(filterClear),
      clickBaseline: summary(clickBaseline),
    };
  } finally {
    await browser.close();
  }
}
