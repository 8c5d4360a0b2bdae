import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import { MessagePage } from "./message-page";

export function NotFoundPage() {
  const { locale, t } = useSiteData();
  const text = t.notFound;
  return (
    <MessagePage
      code={text.code}
      heading={text.heading}
      lines={[text.text, text.detail]}
      linkTo={pathFor(locale, "home")}
      linkLabel={text.home}
    />
  );
}
