import { data, Form, Link, redirect } from "react-router";
import { Table, type Column } from "~/components/ui/table";
import { contentKindOf, contentListPath } from "~/domain/back-office/content-paths";
import { fill } from "~/i18n/format";
import { isLocale } from "~/i18n/locale";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/content-history";
import { dateTimeLabel } from "./date-label.server";
import { adminMeta } from "./meta";

/** The text of a stored document, paragraph by paragraph (a revision is read, not edited, here). */
function documentText(node: unknown): string[] {
  if (!node || typeof node !== "object") return [];
  const { text, content, type } = node as { text?: unknown; content?: unknown; type?: unknown };
  if (typeof text === "string") return [text];
  const inner = Array.isArray(content) ? content.flatMap(documentText) : [];
  return type === "paragraph" || type === "heading" || type === "listItem" ? [inner.join("")] : inner;
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const kind = contentKindOf(url.pathname);
  const content = context.get(backOfficeContext).content;
  const text = site.text.admin.content;
  const opened = await content.open(kind, params.id, context.get(staffContext));
  if (!opened) throw data(text.kinds[kind].untitled, { status: 404 });
  const revisions = (await content.revisions(kind, params.id)).map((entry) => ({
    ...entry,
    when: dateTimeLabel(site.locale, entry.createdAt),
  }));
  const viewId = url.searchParams.get("view");
  const viewed =
    viewId && /^[0-9a-f-]{36}$/.test(viewId) ? await content.revision(kind, params.id, viewId) : null;
  const snapshot = (viewed?.snapshot ?? null) as {
    title?: string;
    slug?: string;
    excerpt?: string;
    body?: { doc?: unknown; html?: string };
  } | null;
  return {
    kind,
    text,
    section: site.text.admin.common.title,
    title:
      opened.data[site.locale].title ||
      opened.data.de.title ||
      opened.data.es.title ||
      text.kinds[kind].untitled,
    editorPath: `${contentListPath[kind]}/${params.id}`,
    revisions,
    viewed: viewed
      ? {
          id: viewed.id,
          when: dateTimeLabel(site.locale, viewed.createdAt),
          locale: viewed.locale,
          title: snapshot?.title ?? "",
          slug: snapshot?.slug ?? "",
          excerpt: snapshot?.excerpt ?? "",
          paragraphs: snapshot?.body?.doc ? documentText(snapshot.body.doc) : [],
        }
      : null,
    restored: url.searchParams.get("restored"),
  };
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const kind = contentKindOf(url.pathname);
  const form = await request.formData();
  const revisionId = String(form.get("revision") ?? "");
  if (form.get("intent") !== "restore" || !/^[0-9a-f-]{36}$/.test(revisionId))
    throw data(null, { status: 400 });
  const content = context.get(backOfficeContext).content;
  const result = await content.restoreRevision(
    { kind, id: params.id, revisionId },
    context.get(staffContext),
  );
  if (!result.ok) throw data(context.get(siteContext).text.admin.content.historyPage.empty, { status: 409 });
  const revision = await content.revision(kind, params.id, revisionId);
  throw redirect(`${url.pathname}?restored=${encodeURIComponent(revision?.createdAt ?? "")}`, 303);
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return adminMeta(
    loaded ? fill(loaded.text.historyPage.heading, { title: loaded.title }) : undefined,
    loaded?.section,
  );
}

type Row = Route.ComponentProps["loaderData"]["revisions"][number];

export default function ContentHistory({ loaderData }: Route.ComponentProps) {
  const { text, title, editorPath, revisions, viewed, restored } = loaderData;
  const t = text.historyPage;
  const columns: Column<Row>[] = [
    { head: t.columns.when, rowHeader: true, cell: (row) => row.when },
    {
      head: t.columns.language,
      cell: (row) => (isLocale(row.locale) ? text.languages[row.locale] : row.locale),
    },
    { head: t.columns.what, cell: (row) => t.reasons[row.reason] },
    { head: t.columns.who, cell: (row) => row.authorName ?? "" },
    {
      head: "",
      labelled: false,
      cell: (row) => (
        <span className="flex flex-wrap gap-2">
          <Link to={`?view=${row.id}`} className="font-medium text-brand-800 underline underline-offset-4">
            {t.view}
          </Link>
          <Form method="post">
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="revision" value={row.id} />
            <button
              type="submit"
              className="rounded-md border border-stone-400 px-2 py-0.5 text-sm font-medium hover:bg-stone-100"
            >
              {t.restore}
              <span className="sr-only"> ({row.when})</span>
            </button>
          </Form>
        </span>
      ),
    },
  ];
  return (
    <div className="space-y-5">
      <Link to={editorPath} className="text-sm font-medium text-brand-800 underline underline-offset-4">
        {text.preview.back}
      </Link>
      <h1 className="text-2xl font-bold text-stone-900">{fill(t.heading, { title })}</h1>
      <p className="max-w-prose text-stone-700">{t.intro}</p>
      {restored ? (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
          {fill(t.restored, { when: restored ? new Date(restored).toLocaleString() : "" })}
        </p>
      ) : null}
      {viewed ? (
        <section
          aria-labelledby="viewed-heading"
          lang={viewed.locale}
          className="rounded-xl bg-white p-4 ring-1 ring-stone-200"
        >
          <h2 id="viewed-heading" className="text-lg font-bold text-brand-900">
            {viewed.title}
          </h2>
          <p className="text-sm text-stone-600">
            {viewed.when} · /{viewed.slug}
          </p>
          <p className="mt-2 font-medium">{viewed.excerpt}</p>
          {viewed.paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-2">
              {paragraph}
            </p>
          ))}
        </section>
      ) : null}
      {revisions.length === 0 ? (
        <p className="rounded-xl bg-white p-4 ring-1 ring-stone-200">{t.empty}</p>
      ) : (
        <Table
          label={fill(t.heading, { title })}
          columns={columns}
          rows={revisions}
          rowKey={(row) => row.id}
        />
      )}
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/gone-boundary";
