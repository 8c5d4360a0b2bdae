import { Link } from "react-router";
import { stackedOnPhone } from "~/components/admin/panel";
import { statusLabel } from "~/components/admin/request/types";
import { buttonVariants } from "~/components/ui/button";
import { fill } from "~/i18n/format";
import type { UnavailableDog } from "../../../../server/back-office/request-types";
import { informHeadingId } from "./inform-preview";
import type { DogsText, ShellText } from "./types";

/** One dog no longer available: why, its open requests, and the way to inform them all. */
export function UnavailableDogCard({
  dog,
  index,
  informing,
  text,
  shell,
}: {
  dog: UnavailableDog;
  index: number;
  /** Its preview is open above: no second way in. */
  informing: boolean;
  text: DogsText;
  shell: ShellText;
}) {
  return (
    <section
      aria-labelledby={`dog-${index}`}
      className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={`dog-${index}`} className="text-lg font-bold break-words text-brand-900">
            {dog.name}
          </h2>
          <p className="text-sm text-stone-600">
            {dog.reason === "reserved" ? text.reserved : text.gone}
            {dog.id ? ` · ${fill(text.id, { id: dog.id })}` : ""}
            {" · "}
            {dog.requests.length === 1 ? text.countOne : fill(text.count, { count: dog.requests.length })}
          </p>
        </div>
        {informing ? null : (
          <Link
            to={`/admin/dogs?inform=${encodeURIComponent(dog.key)}#${informHeadingId}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {text.inform}
          </Link>
        )}
      </div>
      <div
        className={`relative mt-3 overflow-x-auto ${stackedOnPhone}`}
        tabIndex={0}
        role="region"
        aria-label={fill(text.table.region, { dog: dog.name })}
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{fill(text.table.caption, { dog: dog.name })}</caption>
          <thead>
            <tr className="border-b border-stone-200 text-stone-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {text.table.name}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {text.table.type}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {text.table.language}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {text.table.received}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {text.table.status}
              </th>
            </tr>
          </thead>
          <tbody>
            {dog.requests.map((entry) => (
              <tr key={entry.id} className="border-b border-stone-100">
                <td className="py-2 pr-3">
                  <Link
                    to={`/admin/requests/${entry.id}`}
                    className="font-medium text-brand-800 underline underline-offset-2"
                  >
                    {entry.name || text.table.unnamed}
                  </Link>
                </td>
                <td className="py-2 pr-3">{shell.formTypes[entry.formType]}</td>
                <td className="py-2 pr-3">{shell.locales[entry.locale]}</td>
                <td className="py-2 pr-3">{entry.createdAt}</td>
                <td className="py-2">{statusLabel(shell, entry.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
