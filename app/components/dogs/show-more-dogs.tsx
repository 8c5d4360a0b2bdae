import { Link } from "react-router";
import type { DogListText } from "~/content/types/dogs";
import { formatCount } from "~/domain/dogs";
import { fill } from "~/i18n/format";
import { useSiteData } from "~/site-data";
import { buttonVariants } from "~/components/ui/button";

type Props = {
  shown: number;
  total: number;
  to: string;
  onClick(): void;
  text: Pick<DogListText, "shownOf" | "showMore">;
};

/**
 * 'Shown N of M' and the link that shows a page more: a plain GET link without JavaScript (the
 * server renders the longer list), an in-app URL change with it.
 */
export function ShowMoreDogs({ shown, total, to, onClick, text }: Props) {
  const { locale } = useSiteData();
  const counts = { shown: formatCount(shown, locale), total: formatCount(total, locale) };
  return (
    <div className="mt-10 flex flex-col items-center gap-3 text-center">
      <p className="text-stone-700">{fill(text.shownOf, counts)}</p>
      <Link
        to={to}
        replace
        preventScrollReset
        onClick={(event) => {
          const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
          if (event.button === 0 && !modified) onClick();
        }}
        className={buttonVariants({ size: "lg" })}
      >
        {text.showMore}
      </Link>
    </div>
  );
}
