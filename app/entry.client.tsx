import { Fragment, options } from "preact";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

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

void serverDataDecoded().then(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
  // Preact hydrates at once: from here on the page's controls answer (the tests wait for this).
  document.documentElement.dataset.hydrated = "";
});
