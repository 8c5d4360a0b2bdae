import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * false in the server's HTML and while React hydrates it, true after: what only works with
 * JavaScript (a button that toggles state) can replace its no-JavaScript twin (a link) safely.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
