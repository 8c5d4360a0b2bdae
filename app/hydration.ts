/**
 * When a page's code takes over the server's HTML (docs/decisions/0018). A route exports
 * `handle = hydrateOnIntent` to be hydrated when the visitor first uses the page; the root layout
 * writes the matched routes' choice on `<html>`, where app/entry.client.tsx reads it.
 */
export const hydrationAttribute = "data-hydrate";

export type HydrationHandle = { hydrate: "on-intent" };

export const hydrateOnIntent: HydrationHandle = { hydrate: "on-intent" };

export function hydratesOnIntent(handles: readonly unknown[]): boolean {
  const leaf = handles.at(-1);
  return (
    typeof leaf === "object" && leaf !== null && (leaf as Partial<HydrationHandle>).hydrate === "on-intent"
  );
}

/**
 * The type the server gives a reading page's own scripts from React Router (the server's data and
 * the module script that imports the page's code): a type no browser runs, so the page parses and
 * loads none of it until its first use. The page's loader script
 * (components/layout/page-code-loader.tsx) then runs copies of them, in order.
 */
export const deferredScriptType = "text/x-deferred";

/** Fired on the window once the page is hydrated (app/entry.client.tsx). */
export const hydratedEvent = "page-hydrated";
