import { parseWithZod } from "@conform-to/zod/v4";
import { useRef, type DragEvent } from "react";
import { data, Form, Link, redirect, useNavigation, useSubmit } from "react-router";
import { StateBadge } from "~/components/admin/content/state-badge";
import { Button } from "~/components/ui/button";
import { Table, type Column } from "~/components/ui/table";
import { contentKindOf, contentListPath } from "~/domain/back-office/content-paths";
import { contentListSchema } from "~/domain/back-office/content-schemas";
import { fill } from "~/i18n/format";
import { locales } from "~/i18n/locale";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/content-list";
import { stateLabel } from "./content-labels.server";
import { dateTimeLabel } from "./date-label.server";
import { adminMeta } from "./meta";

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const kind = contentKindOf(url.pathname);
  const text = site.text.admin.content;
  const query = (url.searchParams.get("q") ?? "").slice(0, 200);
  // Deleted ones apart: each opens on its editor's page, which undoes the delete.
  const removed = url.searchParams.get("removed") === "1";
  const entries = await context.get(backOfficeContext).content.list(kind, { search: query, removed });
  const rows = entries.map((entry) => ({
    id: entry.id,
    title:
      entry.title[site.locale] ||
      entry.title[site.locale === "de" ? "es" : "de"] ||
      text.kinds[kind].untitled,
    states: Object.fromEntries(
      locales.map((locale) => [
        locale,
        { ...stateLabel(text, site.locale, entry.state[locale]), needsUpdate: entry.needsUpdate[locale] },
      ]),
    ) as Record<(typeof locales)[number], ReturnType<typeof stateLabel> & { needsUpdate: boolean }>,
    lastChange: entry.lastChange
      ? fill(entry.lastChange.byName ? text.changedBy : text.changedBySystem, {
          when: dateTimeLabel(site.locale, entry.lastChange.at),
          name: entry.lastChange.byName ?? "",
        })
      : "",
    featured: entry.featured,
    removedAt: entry.deletedAt ? dateTimeLabel(site.locale, entry.deletedAt) : "",
  }));
  return {
    kind,
    text,
    section: site.text.admin.common.title,
    query,
    removed,
    rows,
    moved: url.searchParams.get("moved") === "1",
  };
}

/** A new post or guide (then its editor), and the guides' order and featured mark. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const kind = contentKindOf(url.pathname);
  const content = context.get(backOfficeContext).content;
  const staff = context.get(staffContext);
  const submission = parseWithZod(await request.formData(), { schema: contentListSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const form = submission.value;
  if (form.intent === "create") {
    const id = await content.create(kind, staff);
    throw redirect(`${contentListPath[kind]}/${id}`, 303);
  }
  if (kind !== "guide") return data(submission.reply(), { status: 400 });
  if (form.intent === "feature") {
    await content.setFeatured(form.id, form.featured === "true", staff);
    throw redirect(`${contentListPath.guide}${url.search}`, 303);
  }
  const current = (await content.list("guide")).map((entry) => entry.id);
  let order = current;
  if (form.intent === "move") {
    const from = current.indexOf(form.id);
    const to = from + (form.direction === "up" ? -1 : 1);
    if (from === -1 || to < 0 || to >= current.length) throw redirect(contentListPath.guide, 303);
    order = [...current];
    [order[from], order[to]] = [order[to] as string, order[from] as string];
  } else {
    order = form.ids.split(",");
    // Only a complete order of the guides there are now (another volunteer may have added one).
    if (order.length !== current.length || !current.every((id) => order.includes(id)))
      return data(submission.reply(), { status: 409 });
  }
  await content.reorderGuides(order, staff);
  throw redirect(`${contentListPath.guide}?moved=1`, 303);
}

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(data?.text.kinds[data.kind].list, data?.section);
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { kind, text, query, removed, rows, moved } = loaderData;
  const busy = useNavigation().state !== "idle";
  const submit = useSubmit();
  // Guides by drag and drop (a mouse or a pen); the arrow buttons do the same by keyboard and touch.
  const dragged = useRef<string | null>(null);
  const rowIdOf = (event: DragEvent) =>
    (event.target as HTMLElement).closest<HTMLElement>("tr[data-id]")?.dataset.id ?? null;
  const dragHandlers =
    kind === "guide" && !query && !removed
      ? {
          onDragStart: (event: DragEvent) => {
            dragged.current = rowIdOf(event);
            event.dataTransfer.effectAllowed = "move";
          },
          onDragOver: (event: DragEvent) => {
            if (dragged.current) event.preventDefault();
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            const from = dragged.current;
            const to = rowIdOf(event);
            dragged.current = null;
            if (!from || !to || from === to) return;
            const ids = rows.map((row) => row.id).filter((id) => id !== from);
            ids.splice(
              ids.indexOf(to) +
                (rows.findIndex((row) => row.id === from) < rows.findIndex((row) => row.id === to) ? 1 : 0),
              0,
              from,
            );
            void submit({ intent: "order", ids: ids.join(",") }, { method: "post" });
          },
        }
      : {};
  const columns: Column<Row>[] = [
    {
      head: text.columns.title,
      rowHeader: true,
      cell: (row) => (
        <Link
          to={`${contentListPath[kind]}/${row.id}`}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {row.title}
        </Link>
      ),
    },
    ...locales.map((locale): Column<Row> => ({
      head: text.columns[locale],
      cell: (row) => (
        <span className="inline-flex flex-wrap gap-1">
          <StateBadge label={row.states[locale].label} tone={row.states[locale].tone} />
          {row.states[locale].needsUpdate ? (
            <StateBadge label={text.states.needsUpdate} tone="draft" />
          ) : null}
        </span>
      ),
    })),
    removed
      ? { head: text.removedAt, cell: (row) => row.removedAt }
      : { head: text.columns.lastChange, cell: (row) => row.lastChange },
  ];
  if (kind === "guide" && !removed) {
    columns.push(
      {
        head: text.columns.featured,
        cell: (row) => (
          <Form method="post" className="inline">
            <input type="hidden" name="intent" value="feature" />
            <input type="hidden" name="id" value={row.id} />
            <input type="hidden" name="featured" value={row.featured ? "false" : "true"} />
            <button
              type="submit"
              aria-pressed={row.featured}
              className={`rounded-full px-3 py-1 text-sm font-medium ring-1 ${
                row.featured
                  ? "bg-brand-800 text-white ring-brand-800"
                  : "bg-white text-stone-800 ring-stone-300 hover:bg-stone-100"
              }`}
            >
              {text.featured}
              <span className="sr-only">: {row.title}</span>
            </button>
          </Form>
        ),
      },
      {
        head: text.columns.order,
        cell: (row) => {
          const index = rows.indexOf(row);
          return (
            <span className="inline-flex gap-1">
              {(["up", "down"] as const).map((direction) => (
                <Form method="post" key={direction}>
                  <input type="hidden" name="intent" value="move" />
                  <input type="hidden" name="id" value={row.id} />
                  <input type="hidden" name="direction" value={direction} />
                  <button
                    type="submit"
                    disabled={busy || (direction === "up" ? index === 0 : index === rows.length - 1)}
                    aria-label={fill(direction === "up" ? text.moveUpFor : text.moveDownFor, {
                      title: row.title,
                    })}
                    className="rounded-md border border-stone-300 px-2.5 py-1 text-stone-800 hover:bg-stone-100 disabled:opacity-40"
                  >
                    <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
                  </button>
                </Form>
              ))}
            </span>
          );
        },
      },
    );
  }
  return (
    <div className="space-y-5">
      <nav aria-label={text.nav} className="flex gap-2">
        {(["post", "guide"] as const).map((other) => (
          <Link
            key={other}
            to={contentListPath[other]}
            aria-current={other === kind ? "page" : undefined}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ${
              other === kind
                ? "bg-brand-800 text-white ring-brand-800"
                : "bg-white text-brand-900 ring-stone-300"
            }`}
          >
            {text.kinds[other].list}
          </Link>
        ))}
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">{text.kinds[kind].list}</h1>
          <p className="mt-1 max-w-prose text-stone-700">{text.listIntro[kind]}</p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="create" />
          <Button type="submit" disabled={busy}>
            {text.kinds[kind].new}
          </Button>
        </Form>
      </div>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        {removed ? <input type="hidden" name="removed" value="1" /> : null}
        <label className="flex flex-col text-sm font-medium text-stone-800">
          {text.searchLabel}
          <input
            type="search"
            name="q"
            defaultValue={query}
            maxLength={200}
            placeholder={text.searchPlaceholder}
            className="mt-1 w-64 max-w-full rounded-md border border-stone-400 px-3 py-2 text-base"
          />
        </label>
        <Button type="submit" variant="secondary" size="sm">
          {text.search}
        </Button>
        {query ? (
          <Link to={contentListPath[kind]} className="py-2 text-sm font-medium text-brand-800 underline">
            {text.clearSearch}
          </Link>
        ) : null}
      </Form>
      <p>
        <Link
          to={removed ? contentListPath[kind] : `${contentListPath[kind]}?removed=1`}
          className="text-sm font-medium text-brand-800 underline underline-offset-4"
        >
          {removed ? text.activeView : text.removedView}
        </Link>
      </p>
      {moved ? (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
          {text.moved}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-stone-700 ring-1 ring-stone-200">
          {query ? fill(text.noMatch, { query }) : removed ? text.removedEmpty : text.empty[kind]}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600">
            {rows.length === 1 ? text.countOne : fill(text.count, { count: rows.length })}
          </p>
          <div {...dragHandlers}>
            <Table
              label={text.tableLabel[kind]}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              rowProps={
                kind === "guide" && !query && !removed
                  ? (row) => ({ "data-id": row.id, draggable: true })
                  : undefined
              }
            />
          </div>
          {kind === "guide" && !query && !removed ? (
            <p className="text-sm text-stone-600">{text.dragHint}</p>
          ) : null}
        </>
      )}
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/gone-boundary";
