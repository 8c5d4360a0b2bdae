import { Panel } from "~/components/admin/panel";
import { data, Form, Link, redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { Table } from "~/components/ui/table";
import { fill } from "~/i18n/format";
import { backOfficeContext, siteContext } from "~/context";
import type { Route } from "./+types/operations";
import { dateTimeLabel } from "./date-label.server";
import { adminMeta } from "./meta";

const doneKeys = ["retried", "retriedAll", "retryGone", "refreshed", "refreshFailed"] as const;
type Done = (typeof doneKeys)[number];
const isDone = (value: unknown): value is Done =>
  typeof value === "string" && (doneKeys as readonly string[]).includes(value);

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const service = backOffice.data;
  const label = (iso: string | null) => (iso ? dateTimeLabel(site.locale, iso) : null);
  const [outbox, deletions] = await Promise.all([service.outbox(), service.deletions(20)]);
  const feed = service.dogFeed();
  const done = url.searchParams.get("done");
  return {
    text: site.text.admin.operations,
    section: site.text.admin.common.title,
    done: isDone(done) ? done : null,
    outbox: {
      counts: outbox.counts,
      waiting: outbox.waiting.map((mail) => ({
        ...mail,
        createdLabel: label(mail.createdAt) ?? "",
        nextLabel: label(mail.nextAttemptAt) ?? "",
      })),
    },
    feed: {
      ...feed,
      cacheLabel: label(feed.cacheTimestamp),
      fetchedLabel: label(feed.fetchedAt),
      errorLabel: label(feed.lastErrorAt),
    },
    deletions: deletions.map((entry) => ({ ...entry, createdLabel: label(entry.createdAt) ?? "" })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const backOffice = context.get(backOfficeContext);
  const service = backOffice.data;
  const form = await request.formData();
  let done: Done;
  switch (form.get("intent")) {
    case "retry": {
      const id = form.get("id");
      done = typeof id === "string" && (await service.retryMail(id)) ? "retried" : "retryGone";
      break;
    }
    case "retry-failed":
      await service.retryFailed();
      done = "retriedAll";
      break;
    case "refresh-dogs":
      done = (await service.refreshDogs()) ? "refreshed" : "refreshFailed";
      break;
    default:
      throw data(null, { status: 400 });
  }
  return redirect(`/admin/operations?done=${done}`, 303);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.title, data?.section);

type LoaderData = Route.ComponentProps["loaderData"];
type Text = LoaderData["text"];

export default function AdminOperations({ loaderData }: Route.ComponentProps) {
  const { text, done } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{text.title}</h1>
        <p className="mt-2 max-w-prose text-stone-700">{text.intro}</p>
      </div>
      {done ? (
        <p
          role="status"
          className={
            done === "refreshFailed" || done === "retryGone"
              ? "rounded-lg bg-accent-50 p-3 font-medium text-stone-900 ring-1 ring-accent-200"
              : "rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900 ring-1 ring-emerald-200"
          }
        >
          {text.done[done]}
        </p>
      ) : null}
      <Outbox text={text} outbox={loaderData.outbox} />
      <DogFeed text={text} feed={loaderData.feed} />
      <Deletions text={text} deletions={loaderData.deletions} />
    </div>
  );
}

function Outbox({ text, outbox }: { text: Text; outbox: LoaderData["outbox"] }) {
  const t = text.outbox;
  const kind = (value: string) => (value in t.kinds ? t.kinds[value as keyof typeof t.kinds] : value);
  return (
    <Panel id="outbox" heading={t.heading}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {(["pending", "failed", "sent"] as const).map((key) => (
          <div key={key} className="rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
            <dt className="text-sm text-stone-700">{t.counts[key]}</dt>
            <dd className="text-2xl font-bold text-brand-900" data-count={key}>
              {outbox.counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 mb-2 font-bold text-stone-900">{t.waitingHeading}</h3>
      {outbox.waiting.length === 0 ? (
        <p className="text-stone-700">{t.none}</p>
      ) : (
        <>
          <ul aria-label={t.listLabel} className="space-y-3">
            {outbox.waiting.map((mail) => (
              <li key={mail.id} className="rounded-lg p-3 ring-1 ring-stone-200">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <span className="font-semibold text-stone-900">{kind(mail.kind)}</span>
                  {mail.submissionId ? (
                    <Link
                      to={`/admin/requests/${mail.submissionId}`}
                      className="text-sm text-brand-800 underline underline-offset-2"
                    >
                      {t.request}
                    </Link>
                  ) : null}
                </p>
                <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-stone-600">{t.columns.created}</dt>
                  <dd>
                    <time dateTime={mail.createdAt}>{mail.createdLabel}</time>
                  </dd>
                  <dt className="text-stone-600">{t.columns.attempts}</dt>
                  <dd>{mail.attempts}</dd>
                  <dt className="text-stone-600">{t.columns.next}</dt>
                  <dd>
                    <time dateTime={mail.nextAttemptAt}>{mail.nextLabel}</time>
                  </dd>
                  <dt className="text-stone-600">{t.columns.error}</dt>
                  <dd className="min-w-0 break-words">{mail.lastError ?? t.noError}</dd>
                </dl>
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="id" value={mail.id} />
                  <Button
                    type="submit"
                    size="sm"
                    variant="outline"
                    aria-label={fill(t.retryLabel, { kind: kind(mail.kind), created: mail.createdLabel })}
                  >
                    {t.retry}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
          {outbox.counts.failed > 0 ? (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="retry-failed" />
              <Button type="submit" size="sm">
                {t.retryAll}
              </Button>
            </Form>
          ) : null}
        </>
      )}
    </Panel>
  );
}

function DogFeed({ text, feed }: { text: Text; feed: LoaderData["feed"] }) {
  const t = text.dogs;
  return (
    <Panel id="dog-feed" heading={t.heading}>
      {feed.available ? (
        <>
          <p className="mb-3 text-stone-700">{fill(t.total, { count: feed.total })}</p>
          <Table
            label={t.tableLabel}
            rows={["adoption", "sponsorship", "hospice"] as const}
            rowKey={(type) => type}
            columns={[
              { head: t.type, rowHeader: true, cell: (type) => t.types[type] },
              { head: t.statuses.available, cell: (type) => feed.counts[type].available },
              { head: t.statuses.reserved, cell: (type) => feed.counts[type].reserved },
            ]}
          />
        </>
      ) : (
        <p className="mb-3 text-stone-700">{t.unavailable}</p>
      )}
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-stone-800">{t.cacheTimestamp}</dt>
        <dd className="text-stone-700">
          {feed.cacheTimestamp ? <time dateTime={feed.cacheTimestamp}>{feed.cacheLabel}</time> : t.never}
        </dd>
        <dt className="font-semibold text-stone-800">{t.fetchedAt}</dt>
        <dd className="text-stone-700">
          {feed.fetchedAt ? <time dateTime={feed.fetchedAt}>{feed.fetchedLabel}</time> : t.never}
        </dd>
        <dt className="font-semibold text-stone-800">{t.lastError}</dt>
        <dd className="break-words text-stone-700">
          {feed.lastError ? (
            <>
              {feed.lastErrorAt ? <time dateTime={feed.lastErrorAt}>{feed.errorLabel}</time> : null}
              {feed.lastErrorAt ? ": " : null}
              {feed.lastError}
            </>
          ) : (
            t.noError
          )}
        </dd>
      </dl>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="refresh-dogs" />
        <Button type="submit" size="sm">
          {t.refresh}
        </Button>
      </Form>
    </Panel>
  );
}

function Deletions({ text, deletions }: { text: Text; deletions: LoaderData["deletions"] }) {
  const t = text.deletions;
  return (
    <Panel id="deletions" heading={t.heading}>
      <p className="mb-3 max-w-prose text-stone-700">{t.intro}</p>
      {deletions.length === 0 ? (
        <p className="text-stone-700">{t.none}</p>
      ) : (
        <Table
          label={t.tableLabel}
          rows={deletions}
          rowKey={(entry) => entry.id}
          columns={[
            {
              head: t.columns.when,
              cell: (entry) => <time dateTime={entry.createdAt}>{entry.createdLabel}</time>,
            },
            {
              head: t.columns.reason,
              cell: (entry) =>
                entry.reason in t.reasons ? t.reasons[entry.reason as keyof typeof t.reasons] : entry.reason,
            },
            { head: t.columns.by, cell: (entry) => entry.actorName ?? t.system },
            { head: t.columns.count, cell: (entry) => entry.requestCount },
          ]}
        />
      )}
    </Panel>
  );
}
