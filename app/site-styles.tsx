import { useEffect } from "react";
import stylesheet from "./app.css?url";

/**
 * The site's stylesheet, inline in the document's head: the first paint then waits for the HTML
 * alone, not for a second request (docs/decisions/0015-first-paint.md). The server reads the
 * built file once at start (`provideSiteStyles`, server/app.ts) and writes into each page only the
 * rules its elements can use (server/http/page-styles.ts); the browser hydrates the element with
 * the text the server sent, so the stylesheet never enters a script. Once the page has its code,
 * which may show what the first HTML had not (another page, a dialog), the whole stylesheet is
 * linked as well. Without that text (the development server, which builds no file) it is the
 * linked stylesheet as before.
 */
let serverText: string | undefined;

/** The built stylesheet's text, set by the server before it renders a page. */
export function provideSiteStyles(text: string | undefined): void {
  serverText = text;
}

/** The inline stylesheet element's id (server/http/page-styles.ts finds it by it). */
export const siteStylesId = "site-styles";
let browserText: string | null | undefined;

function siteStylesText(): string | undefined {
  if (typeof document === "undefined") return serverText;
  browserText ??= document.getElementById(siteStylesId)?.textContent ?? null;
  return browserText ?? undefined;
}

/** Links the whole stylesheet after the page's rules (same rules, so nothing on screen changes). */
function linkWholeStylesheet(): void {
  if (document.querySelector(`link[rel="stylesheet"][href="${stylesheet}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = stylesheet;
  document.head.append(link);
}

export function SiteStyles() {
  const text = siteStylesText();
  useEffect(() => {
    if (text !== undefined) linkWholeStylesheet();
  }, [text]);
  // With a precedence React writes the stylesheet, which blocks rendering, before the scripts' preloads.
  if (text === undefined) return <link rel="stylesheet" href={stylesheet} precedence="default" />;
  return <style id={siteStylesId} dangerouslySetInnerHTML={{ __html: text }} />;
}
