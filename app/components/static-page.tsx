import { usePageText } from "~/site-data";
import { PageHero } from "./page-hero";

/** A page's hero from the catalogue's `pages`; the page's own sections follow as children. */
export function StaticPage({ children }: { children?: React.ReactNode }) {
  const text = usePageText();
  return (
    <>
      <PageHero heading={text.heading} intro={text.intro} />
      {children}
    </>
  );
}
