import { Link } from "react-router";
import { statusLabel } from "~/components/admin/request/types";
import { buttonVariants } from "~/components/ui/button";
import { Table } from "~/components/ui/table";
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
      <div className="mt-3">
        <Table
          label={fill(text.table.region, { dog: dog.name })}
          caption={fill(text.table.caption, { dog: dog.name })}
          rows={dog.requests}
          rowKey={(entry) => entry.id}
          columns={[
            {
              head: text.table.name,
              labelled: false,
              cell: (entry) => (
                <Link
                  to={`/admin/requests/${entry.id}`}
                  className="font-medium text-brand-800 underline underline-offset-2"
                >
                  {entry.name || text.table.unnamed}
                </Link>
              ),
            },
            { head: text.table.type, cell: (entry) => shell.formTypes[entry.formType] },
            { head: text.table.language, cell: (entry) => shell.locales[entry.locale] },
            { head: text.table.received, cell: (entry) => entry.createdAt },
            { head: text.table.status, cell: (entry) => statusLabel(shell, entry.status) },
          ]}
        />
      </div>
    </section>
  );
}
