import { useRouteLoaderData } from "react-router";
import type { SiteData } from "~/site-data";
import { MessagePage } from "./message-page";

/**
 * Shown for unexpected errors; no stack trace. Its text is the shell's (root loader data); should
 * the root loader itself have failed there is no text in either language, and the page says only
 * 'Error', as the root's title then does.
 */
export function ErrorPage() {
  const data = useRouteLoaderData("root") as SiteData | undefined;
  if (!data) return <MessagePage code="500" heading="Error" lines={[]} />;
  const text = data.t.error;
  return <MessagePage heading={text.heading} lines={[text.text]} linkTo="/" linkLabel={text.home} />;
}
