import { data, redirect } from "react-router";
import { ReportForm, type ReportRefusal } from "~/components/home-check/report-form";
import { homeCheckPaths } from "~/domain/back-office/home-check-paths";
import { associationTimeZone, todayIn } from "~/domain/forms/dates";
import { backOfficeContext, siteContext } from "~/context";
import type { Route } from "./+types/home-check";

/**
 * A home checker's report page (issue 28): reached by the link of the checker's mail, no account.
 * Unknown link 404, used or expired 410, each as a page in the host's language; after the report,
 * the thanks. Never cached, never indexed, not in the route map (so not in the sitemap).
 */
function tokenOf(params: { token?: string }, locale: "de" | "es", pathname: string): string | null {
  if (!pathname.startsWith(`${homeCheckPaths[locale]}/`)) return null;
  return params.token ?? null;
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const text = site.text.homeCheck.page;
  const token = tokenOf(params, site.locale, url.pathname);
  if (token === null) throw data(null, { status: 404 });
  const link = await context.get(backOfficeContext).homeChecks.openLink(token);
  if (link.state === "open") {
    return {
      text,
      state: "open" as const,
      locale: site.locale,
      applicantName: link.applicantName,
      dogName: link.dogName,
      today: todayIn(associationTimeZone, new Date()),
    };
  }
  if (link.state === "gone" && url.searchParams.get("sent") === "1") {
    return { text, state: "done" as const };
  }
  const state = link.state === "gone" ? ("gone" as const) : ("unknown" as const);
  return data({ text, state }, { status: state === "gone" ? 410 : 404 });
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const text = site.text.homeCheck.page;
  const url = new URL(request.url);
  const token = tokenOf(params, site.locale, url.pathname);
  if (token === null) throw data(null, { status: 404 });
  const homeChecks = context.get(backOfficeContext).homeChecks;
  // The page's own path (a client's post comes to the `.data` address, which is not a page).
  const page = `${homeCheckPaths[site.locale]}/${encodeURIComponent(token)}`;
  // A used, expired or unknown link takes no photos: the page says what it is, nothing is read.
  if ((await homeChecks.openLink(token)).state !== "open") return redirect(page, 303);
  // The public forms' reading (the same origin only), with the photos: at most four at the picture limit.
  const post = await homeChecks.readReportPost(request);
  if (!post.ok && post.status === 413) {
    const refusal: ReportRefusal = {
      errors: { photos: text.photosTooLarge },
      values: {},
      photoErrors: [],
      photosSent: 0,
    };
    return data(refusal, { status: 413 });
  }
  if (!post.ok) throw data(post.error, { status: post.status });
  const values = { visitedOn: post.fields.visitedOn, outcome: post.fields.outcome, notes: post.fields.notes };
  const result = await homeChecks.report(
    token,
    { visitedOn: values.visitedOn ?? "", outcome: values.outcome as never, notes: values.notes },
    { uploads: post.photos, tooMany: post.tooManyPhotos },
  );
  if (result.ok) return redirect(`${page}?sent=1`, 303);
  if (result.reason === "invalid") {
    const refusal: ReportRefusal = {
      errors: result.errors,
      values,
      photoErrors: result.photoErrors,
      photosSent: post.photos.length + (post.tooManyPhotos ? 1 : 0),
    };
    return data(refusal, { status: 422 });
  }
  // Used or expired meanwhile (or unknown): the page says so.
  return redirect(page, 303);
}

export function headers(): HeadersInit {
  // The site's Referrer-Policy stays: with "no-referrer" a browser would post `Origin: null`.
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  const text = loaderData?.text;
  if (!text) return [{ title: "404" }, { name: "robots", content: "noindex, nofollow" }];
  const title =
    loaderData.state === "open"
      ? text.title
      : loaderData.state === "done"
        ? text.done.title
        : loaderData.state === "gone"
          ? text.gone.title
          : text.notFound.title;
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
};

export default function HomeCheckPage({ loaderData, actionData }: Route.ComponentProps) {
  const { text } = loaderData;
  if (loaderData.state !== "open") {
    const message =
      loaderData.state === "done" ? text.done : loaderData.state === "gone" ? text.gone : text.notFound;
    return (
      <section className="mx-auto max-w-xl px-4 py-10">
        <h1 className="text-2xl font-bold text-brand-900">{message.heading}</h1>
        <p className="mt-4 text-lg text-stone-800">{message.body}</p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900">{text.heading}</h1>
      <p className="mt-3 text-stone-800">{text.intro}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-white p-4 ring-1 ring-stone-200">
        <dt className="font-medium text-stone-700">{text.visitFor}</dt>
        <dd className="break-words text-stone-900">{loaderData.applicantName}</dd>
        {loaderData.dogName ? (
          <>
            <dt className="font-medium text-stone-700">{text.dog}</dt>
            <dd className="break-words text-stone-900">{loaderData.dogName}</dd>
          </>
        ) : null}
      </dl>
      <ReportForm text={text} locale={loaderData.locale} today={loaderData.today} refusal={actionData} />
    </section>
  );
}
