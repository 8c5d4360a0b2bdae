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
