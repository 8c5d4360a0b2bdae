import stylesheet from "./app.css?url";

/**
 * The site's stylesheet, inline in the document's head: the first paint then waits for the HTML
 * alone, not for a second request (docs/decisions/0015-first-paint.md). The server reads the
 * built file once at start (`provideSiteStyles`, server/app.ts); the browser hydrates the element
 * with the text the server sent, so the stylesheet never enters a script. Without that text (the
 * development server, which builds no file) it is the linked stylesheet as before.
 */
let serverText: string | undefined;

/** The built stylesheet's text, set by the server before it renders a page. */
export function provideSiteStyles(text: string | undefined): void {
  serverText = text;
}

const elementId = "site-styles";
let browserText: string | null | undefined;

function siteStylesText(): string | undefined {
  if (typeof document === "undefined") return serverText;
  browserText ??= document.getElementById(elementId)?.textContent ?? null;
  return browserText ?? undefined;
}

export function SiteStyles() {
  const text = siteStylesText();
  // With a precedence React writes the stylesheet, which blocks rendering, before the scripts' preloads.
  if (text === undefined) return <link rel="stylesheet" href={stylesheet} precedence="default" />;
  return <style id={elementId} dangerouslySetInnerHTML={{ __html: text }} />;
}
