import { bannerDelayMs, consentGrantedEvent, consentStorageKey, readConsent } from "~/domain/consent";
import { deferredScriptType, hydratedEvent } from "~/hydration";
import { bannerId, reserveSpace } from "./cookie-banner";

/**
 * What tells that the visitor starts using the page: a touch (a phone's scroll starts with one), the
 * mouse, the keyboard, focus.
 */
const firstUseEvents = [
  "touchstart",
  "pointerdown",
  "pointermove",
  "mousedown",
  "click",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
  "submit",
];

type LoaderOptions = {
  firstUseEvents: string[];
  deferredScriptType: string;
  hydratedEvent: string;
  consentStorageKey: string;
  consentGrantedEvent: string;
  bannerId: string;
  bannerDelayMs: number;
};

/**
 * The script of a page to read (docs/decisions/0018), run by the browser as it parses the page. It
 * is sent as its own source text, so it uses nothing but its arguments (functions sent the same way)
 * and the browser's globals.
 * - A stored choice with analytics fires the consent-granted event at once (spec 1 section 2.5).
 * - The cookie banner, in the server's HTML and hidden, is shown when due (3 s after the navigation
 *   began) while the page has no code, with its height reserved below the page.
 * - On the first use (or at once, for a page opened at a fragment) the page's code is loaded: copies
 *   of React Router's deferred scripts, in order (the server's data, the module script, preceded by
 *   its preloads), which the page's CSP lists by their hashes.
 * - What the visitor did before the code was there is handed to it once it is: a click on a button
 *   (a link or a form works without code) is clicked again, and a text field typed in is announced
 *   with an `input` event.
 */
function loadPageCodeOnFirstUse(
  read: typeof readConsent,
  reserve: typeof reserveSpace,
  options: LoaderOptions,
): void {
  let consent: ReturnType<typeof readConsent> = null;
  try {
    consent = read(window.localStorage.getItem(options.consentStorageKey), new Date());
  } catch {
    // Storage blocked: no stored choice.
  }
  if (consent?.analytics) window.dispatchEvent(new Event(options.consentGrantedEvent));
  let hydrated = false;
  if (!consent) {
    window.setTimeout(
      () => {
        const banner = document.getElementById(options.bannerId);
        if (hydrated || !banner) return;
        banner.hidden = false;
        reserve(banner);
      },
      Math.max(0, options.bannerDelayMs - performance.now()),
    );
  }

  let clicked: HTMLButtonElement | null = null;
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button && (button.type !== "submit" || !button.form)) clicked = button;
  };
  window.addEventListener("click", onClick, true);
  window.addEventListener(
    options.hydratedEvent,
    () => {
      hydrated = true;
      window.removeEventListener("click", onClick, true);
      const field = document.activeElement;
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
        field.value !== field.defaultValue
      )
        field.dispatchEvent(new Event("input", { bubbles: true }));
      clicked?.click();
    },
    { once: true },
  );

  const runDeferredScripts = () => {
    for (const deferred of document.querySelectorAll(`script[type="${options.deferredScriptType}"]`)) {
      const script = document.createElement("script");
      if (deferred.hasAttribute("data-module")) {
        script.type = "module";
        for (const href of (deferred.getAttribute("data-preloads") ?? "").split(" ")) {
          if (!href) continue;
          const preload = document.createElement("link");
          preload.rel = "modulepreload";
          preload.href = href;
          document.head.append(preload);
        }
      }
      script.textContent = deferred.textContent;
      document.body.append(script);
    }
  };
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    for (const type of options.firstUseEvents) window.removeEventListener(type, load, true);
    // The server's data follows this script in the page: all of it must have been parsed.
    if (document.readyState !== "loading") runDeferredScripts();
    else document.addEventListener("DOMContentLoaded", runDeferredScripts, { once: true });
  };
  // A fragment may open something on the page (an FAQ answer): that needs the page's code.
  if (window.location.hash) return load();
  for (const type of options.firstUseEvents)
    window.addEventListener(type, load, { capture: true, passive: true });
}

const loaderOptions: LoaderOptions = {
  firstUseEvents,
  deferredScriptType,
  hydratedEvent,
  consentStorageKey,
  consentGrantedEvent,
  bannerId,
  bannerDelayMs,
};

/** The loader's source text: the same on every page to read, so its CSP hash is one. */
const loaderScript = `(${loadPageCodeOnFirstUse.toString()})(${readConsent.toString()}, ${reserveSpace.toString()}, ${JSON.stringify(loaderOptions)});`;

/**
 * The loader script of a page to read. In the browser it renders empty: hydration keeps the
 * server's script as it is, and a page reached by a client navigation has its code already.
 */
export function PageCodeLoader() {
  const source = typeof document === "undefined" ? loaderScript : "";
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}
