import { Link } from "react-router";
import { Panel } from "~/components/admin/panel";
import { buttonVariants } from "~/components/ui/button";
import type { AdminText } from "~/content/types/admin";
import { fill } from "~/i18n/format";

export type OwnHomeCheckItem = {
  requestId: string;
  applicantName: string;
  dogName: string | null;
  until: string;
};

/**
 * The day's view's "Vorkontrollen für dich" (issue 28): the home checks asked of the signed-in
 * volunteer (their address is the checker's), each with the way to its report in the back office.
 * Shown only while there are open ones.
 */
export function OwnHomeChecks({ items, text }: { items: OwnHomeCheckItem[]; text: AdminText["homeCheck"] }) {
  if (items.length === 0) return null;
  return (
    <Panel id="today-home-checks" heading={text.own.heading}>
      <p className="mb-3 text-stone-700">{text.own.intro}</p>
      <ul className="grid gap-2">
        {items.map((item) => (
          <li
            key={item.requestId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 p-3"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words text-stone-900">
                {item.applicantName}
                {item.dogName ? ` · ${item.dogName}` : ""}
              </p>
              <p className="text-sm text-stone-700">{fill(text.own.until, { date: item.until })}</p>
            </div>
            <Link
              to={`/admin/home-checks/${item.requestId}`}
              aria-label={fill(text.own.writeLabel, { name: item.applicantName })}
              className={buttonVariants({
                size: "sm",
                className: "inline-flex min-h-11 shrink-0 items-center",
              })}
            >
              {text.own.write}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
