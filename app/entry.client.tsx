import { Fragment, options } from "preact";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { storedConsent } from "./components/layout/consent-storage";
import { consentGrantedEvent } from "./domain/consent";
import { hydratedEvent, hydrationAttribute } from "./hydration";

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

// A page to read (docs/decisions/0018) runs this module on its first use, from its loader script
// (components/layout/page-code-loader.tsx), which has already fired the consent-granted event of a
// stored choice (spec 1 section 2.5); any other page runs it at load and fires the event here.
if (document.documentElement.getAttribute(hydrationAttribute) !== "on-intent" && storedConsent()?.analytics)
  window.dispatchEvent(new Event(consentGrantedEvent));
void serverDataDecoded().then(() => {
  hydrate();
  window.dispatchEvent(new Event(hydratedEvent));
});
