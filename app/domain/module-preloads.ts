import { deferredScriptType, hydrationAttribute } from "~/hydration";

/**
 * Marks the page's module preloads (React Router's `<Scripts>` writes one `<link rel="modulepreload">`
 * per chunk the page hydrates with, and offers no attribute for them) as low-priority fetches.
 *
 * Why: the server sends the whole page, so its text is painted from the HTML alone; the scripts only
 * hydrate it. At their default (high) priority the browser fetches them ahead of the page's largest
 * picture, and Lighthouse counts every high-priority script that finished before the first paint as
 * render-blocking (mobile first paint ~2 s instead of ~0.9 s in its simulation). At low priority the
 * picture goes first; the scripts still start at once, in parallel, and are all fetched before the
 * bootstrap module imports them.
 */
export function lowerModulePreloadPriority(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1) return html;
  return (
    html
      .slice(0, headEnd)
      .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ') +
    html.slice(headEnd)
  );
}

/**
 * A reading page (docs/decisions/0018) loads its code on first use:
 * - its module preloads leave the head;
 * - React Router's scripts get a type no browser runs: the module script that imports the page's
 *   code (marked `data-module`, with the preloads' addresses in `data-preloads`), and the classic
 *   ones that hand over the server's data (`window.__reactRouterContext…`).
 *
 * The page's loader script runs them when the visitor first moves. Any other page is returned
 * unchanged.
 */
export function deferPageCode(html: string): string {
  const headEnd = html.indexOf("</head>");
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? "";
  if (headEnd === -1 || !htmlTag.includes(`${hydrationAttribute}="on-intent"`)) return html;
  const preloads: string[] = [];
  const head = html
    .slice(0, headEnd)
    .replace(/<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g, (_link, href: string) => {
      preloads.push(href);
      return "";
    });
  const body = html
    .slice(headEnd)
    .replace(
      '<script type="module" async="">',
      `<script type="${deferredScriptType}" data-module="" data-preloads="${preloads.join(" ")}">`,
    )
    .replaceAll(
      "<script>window.__reactRouterContext",
      `<script type="${deferredScriptType}">window.__reactRouterContext`,
    );
  return head + body;
}
