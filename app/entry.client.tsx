import { startTransition, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hydratedEvent } from "./hydration";

// STAND-IN for the lead's React 19 entry (issue 26 item 1): Preact is gone from node_modules, and
// this branch must build. The lead's entry replaces this file when merging.
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    window.dispatchEvent(new Event(hydratedEvent));
  }, []);
  return null;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <Hydrated />
    </StrictMode>,
  );
});
