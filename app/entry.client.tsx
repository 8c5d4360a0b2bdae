import { Fragment, options } from "preact";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { showBannerWhenDue } from "./components/layout/cookie-banner";
import { storedConsent } from "./components/layout/consent-storage";
import { consentGrantedEvent } from "./domain/consent";
import { hydrationAttribute } from "./hydration";

// Preact hydrates a document into its <html> element (docs/decisions/0017): the root layout's
// <html> becomes a fragment in the browser, so its <head> and <body> meet the ones the server sent.
const nextVnodeHook = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === "html") vnode.type = Fragment;
  nextVnodeHook?.(vnode);
};

/**
 * React Router's first render suspends until the server's data (the inline stream) is decoded.
 * React waits at the root; Preact cannot suspend above the document, so the decoding is started
 * here, once, and the document hydrated when it is done.
 */
function serverDataDecoded(): Promise<unknown> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
  }
  return Promise.resolve();
}

/**
 * React on the server moves resource links into the head (a picture's preload, the module preloads
 * React Router renders in the body), where the browser's render has none. Preact hydrates in order:
 * such a link would have every later element of the head moved in front of it, the stylesheet too
 * (a restyle of the whole page). Their work is done (the fetches are under way or finished).
 */
function removeHoistedLinks(): void {
  for (const link of document.head.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')) {
    link.remove();
  }
}

function hydrate(): void {
  removeHoistedLinks();
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
  // Preact hydrates at once: from here on the page's controls answer (the tests wait for this).
  document.documentElement.dataset.hydrated = "";
}

/**
 * What tells that the visitor starts using the page: a touch (a phone's scroll starts with one), the
 * mouse, the keyboard, focus. Listened to on the window in the capture phase: the page is hydrated
 * before the event reaches its target, whose handlers then answer it.
 */
const intentEvents = [
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
] as const;

/**
 * Reading pages (docs/decisions/0018) are hydrated when the visitor first uses them, every other page
 * at once. Until then the server's HTML is the page: links and forms work as without JavaScript.
 */
function hydrateWhenUsed(decoded: Promise<unknown>): void {
  let ready = false;
  let started = false;
  let stopBanner = () => {};
  void decoded.then(() => (ready = true));
  const start = () => {
    if (started) return;
    started = true;
    for (const type of intentEvents) window.removeEventListener(type, start, true);
    stopBanner();
    // Within the event's dispatch when the data is decoded: its target's handlers then exist.
    if (ready) hydrate();
    else void decoded.then(hydrate);
  };
  const onIntent = document.documentElement.getAttribute(hydrationAttribute) === "on-intent";
  // A fragment may open something on the page (an FAQ answer): that needs the page's code.
  if (!onIntent || window.location.hash) return start();
  for (const type of intentEvents) window.addEventListener(type, start, { capture: true, passive: true });
  // The cookie banner appears on time without the page's code; from hydration on, the page shows it.
  stopBanner = showBannerWhenDue();
}

// Spec 1 section 2.5: a stored choice with analytics fires the consent-granted event at once.
if (storedConsent()?.analytics) window.dispatchEvent(new Event(consentGrantedEvent));
hydrateWhenUsed(serverDataDecoded());
