import { useRouteLoaderData } from "react-router";
import { messages } from "~/i18n/messages";
import type { SiteData } from "~/site-data";
import { MessagePage } from "./message-page";

/** Shown for unexpected errors; works even when the root data is missing. No stack trace. */
export function ErrorPage() {
  const data = useRouteLoaderData("root") as SiteData | undefined;
  const text = messages[data?.locale ?? "de"].error;
  return <MessagePage heading={text.heading} lines={[text.text]} linkTo="/" linkLabel={text.home} />;
}
