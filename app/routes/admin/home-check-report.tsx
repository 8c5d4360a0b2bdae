import { data, Link, redirect } from "react-router";
import { ReportForm, type ReportRefusal } from "~/components/home-check/report-form";
import { formatDay } from "~/domain/back-office/tasks";
import { associationTimeZone, todayIn } from "~/domain/forms/dates";
import { fill } from "~/i18n/format";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/home-check-report";
import { adminMeta } from "./meta";

/**
 * /admin/home-checks/:id (issue 28, "or their own account"): the report of a home check asked of
 * the signed-in volunteer, whose address is the checker's, on request `:id`, without the mailed
 * link. The same form and the same report as the link's page (filed on that link, once either
 * way); another volunteer finds nothing here (404).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const own = await context.get(backOfficeContext).homeChecks.own.find(params.id, context.get(staffContext));
  const text = site.text.admin.homeCheck;
  if (!own) throw data(text.own.gone, { status: 404 });
  return {
    text: site.text.homeCheck.page,
    own: text.own,
    section: site.text.admin.common.title,
    locale: site.locale,
    today: todayIn(associationTimeZone, new Date()),
    requestId: own.requestId,
    applicantName: own.applicantName,
    dogName: own.dogName,
    until: formatDay(todayIn(associationTimeZone, own.expiresAt), site.locale),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const homeChecks = context.get(backOfficeContext).homeChecks;
  // The admin guard let this post past 1 MB (photos); its reader checks the size again.
  const post = await homeChecks.readReportPost(request);
  if (!post.ok && post.status === 413) {
    const text = site.text.homeCheck.page;
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
  const result = await homeChecks.own.report(
    params.id,
    context.get(staffContext),
    { visitedOn: values.visitedOn ?? "", outcome: values.outcome as never, notes: values.notes },
    { uploads: post.photos, tooMany: post.tooManyPhotos },
  );
  if (result.ok) return redirect("/admin/today?homeCheck=done", 303);
  if (result.reason === "invalid") {
    const refusal: ReportRefusal = {
      errors: result.errors,
      values,
      photoErrors: result.photoErrors,
      photosSent: post.photos.length + (post.tooManyPhotos ? 1 : 0),
    };
    return data(refusal, { status: 422 });
  }
  // Filed meanwhile (by the mailed link, say), expired, or not this volunteer's.
  return redirect("/admin/today?homeCheck=gone", 303);
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  adminMeta(loaderData?.text.title, loaderData?.section);

export default function HomeCheckReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { text, own } = loaderData;
  return (
    <div className="mx-auto max-w-xl">
      <p>
        <Link to="/admin/today" className="font-medium text-brand-800 underline underline-offset-2">
          {own.back}
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-bold text-brand-900">{text.heading}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-white p-4 ring-1 ring-stone-200">
        <dt className="font-medium text-stone-700">{text.visitFor}</dt>
        <dd className="break-words text-stone-900">
          <Link
            to={`/admin/requests/${loaderData.requestId}`}
            className="text-brand-900 underline underline-offset-2"
          >
            {loaderData.applicantName}
          </Link>
        </dd>
        {loaderData.dogName ? (
          <>
            <dt className="font-medium text-stone-700">{text.dog}</dt>
            <dd className="break-words text-stone-900">{loaderData.dogName}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-2 text-sm text-stone-700">{fill(own.until, { date: loaderData.until })}</p>
      <ReportForm text={text} locale={loaderData.locale} today={loaderData.today} refusal={actionData} />
    </div>
  );
}
