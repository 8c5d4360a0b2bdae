import { data, Form, redirect } from "react-router";
import { homeCheckOutcomes, homeCheckPaths } from "~/domain/back-office/home-check-paths";
import { associationTimeZone, todayIn } from "~/domain/forms/dates";
import { backOfficeContext, siteContext, submissionsContext } from "~/context";
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
  const url = new URL(request.url);
  const token = tokenOf(params, site.locale, url.pathname);
  if (token === null) throw data(null, { status: 404 });
  // The public forms' reading: the same origin only, at most 64 KB.
  const post = await context.get(submissionsContext).read(request);
  if (!post.ok) throw data(post.error, { status: post.status });
  const field = (name: string): string | undefined => post.entries[name];
  const result = await context.get(backOfficeContext).homeChecks.report(token, {
    visitedOn: field("visitedOn") ?? "",
    outcome: field("outcome") as never,
    notes: field("notes"),
  });
  // The page's own path (a client's post comes to the `.data` address, which is not a page).
  const page = `${homeCheckPaths[site.locale]}/${encodeURIComponent(token)}`;
  if (result.ok) return redirect(`${page}?sent=1`, 303);
  if (result.reason === "invalid") {
    const values = { visitedOn: field("visitedOn"), outcome: field("outcome"), notes: field("notes") };
    return data({ errors: result.errors, values }, { status: 422 });
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

const inputClass =
  "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base text-stone-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700 focus:outline-none";

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
  const errors = actionData && "errors" in actionData ? actionData.errors : {};
  const values = actionData && "values" in actionData ? actionData.values : undefined;
  const hasErrors = Object.keys(errors).length > 0;
  const errorOf = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className="mt-1 font-medium text-rose-800">
        {errors[name]}
      </p>
    ) : null;
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
      {hasErrors ? (
        <p
          role="alert"
          className="mt-4 rounded-xl bg-rose-50 p-4 font-medium text-rose-900 ring-1 ring-rose-200"
        >
          {text.errorSummary}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-6" noValidate>
        <div>
          <label htmlFor="visitedOn" className="block font-semibold text-stone-900">
            {text.visitedOn}
          </label>
          <input
            id="visitedOn"
            name="visitedOn"
            type="date"
            required
            max={loaderData.today}
            defaultValue={values?.visitedOn ?? loaderData.today}
            aria-invalid={errors.visitedOn ? true : undefined}
            aria-describedby={errors.visitedOn ? "visitedOn-error" : undefined}
            className={inputClass}
          />
          {errorOf("visitedOn")}
        </div>
        <fieldset aria-describedby={errors.outcome ? "outcome-error" : undefined}>
          <legend className="font-semibold text-stone-900">{text.outcome}</legend>
          <div className="mt-2 space-y-2">
            {homeCheckOutcomes.map((outcome) => (
              <label
                key={outcome}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg bg-white px-3 py-2 ring-1 ring-stone-300 has-[:checked]:ring-2 has-[:checked]:ring-brand-700"
              >
                <input
                  type="radio"
                  name="outcome"
                  value={outcome}
                  required
                  defaultChecked={values?.outcome === outcome}
                  className="h-5 w-5 accent-brand-700"
                />
                <span className="text-stone-900">{text.outcomes[outcome]}</span>
              </label>
            ))}
          </div>
          {errorOf("outcome")}
        </fieldset>
        <div>
          <label htmlFor="notes" className="block font-semibold text-stone-900">
            {text.notes}
          </label>
          <p id="notes-hint" className="text-sm text-stone-700">
            {text.notesHint}
          </p>
          <textarea
            id="notes"
            name="notes"
            rows={6}
            maxLength={4000}
            defaultValue={values?.notes ?? ""}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={errors.notes ? "notes-hint notes-error" : "notes-hint"}
            className={inputClass}
          />
          {errorOf("notes")}
        </div>
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-800 px-5 py-3 text-lg font-semibold text-white hover:bg-brand-900 focus:ring-2 focus:ring-brand-700 focus:ring-offset-2 focus:outline-none sm:w-auto"
        >
          {text.submit}
        </button>
      </Form>
    </section>
  );
}
