// The site's stylesheet, inline in each page's head (decision 0015), is Tailwind's output and not
// ours to check: the Nu Html Checker's CSS checker predates rules every current browser knows
// (`@property`), so the HTML checks send the element to it empty.

/** The inline stylesheet element, with Tailwind's text. */
export const siteStyles = /(<style id="site-styles">)(\/\*! tailwindcss [\s\S]+?)(<\/style>)/;

/** The page with its inline stylesheet emptied, for the Nu Html Checker. */
export function withEmptySiteStyles(html: string): string {
  return html.replace(siteStyles, "$1$3");
}
