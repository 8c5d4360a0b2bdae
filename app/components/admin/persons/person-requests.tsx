import { Link } from "react-router";
import { statusLabel } from "~/components/admin/request/types";
import { Table, type Column } from "~/components/ui/table";
import type { AdminText } from "~/content/types/admin";
import type { PersonData } from "~/routes/admin/persons-detail";

type Row = PersonData["requests"][number];

/** Every request of the person, newest first, each linked to its page; a lasting one with its dates. */
export function PersonRequests({ data, shell }: { data: PersonData; shell: AdminText["common"] }) {
  const { text, requests } = data;
  const words = text.requests;
  const columns: Column<Row>[] = [
    {
      head: words.columns.type,
      rowHeader: true,
      cell: (row) => (
        <Link
          to={`/admin/requests/${row.id}`}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {shell.formTypes[row.formType]}
        </Link>
      ),
    },
    { head: words.columns.created, cell: (row) => row.createdLabel },
    { head: words.columns.status, cell: (row) => statusLabel(shell, row.status) },
    // On a phone an empty cell is left out of the card rather than shown as a bare label.
    {
      head: words.columns.dog,
      cell: (row) => row.dogName ?? "",
      className: (row) => (row.dogName ? undefined : "max-md:hidden"),
    },
    {
      head: words.columns.relation,
      cell: (row) => row.relationLabel,
      className: (row) => (row.relationLabel ? undefined : "max-md:hidden"),
    },
  ];
  return (
    <section
      id="requests"
      aria-labelledby="requests-heading"
      className="scroll-mt-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id="requests-heading" className="mb-3 text-lg font-bold text-brand-900">
        {words.heading}
      </h2>
      {requests.length === 0 ? (
        <p className="text-stone-700">{words.none}</p>
      ) : (
        <Table label={words.tableLabel} columns={columns} rows={requests} rowKey={(row) => row.id} />
      )}
    </section>
  );
}
