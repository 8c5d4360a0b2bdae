import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { InformPreview } from "~/components/admin/dogs/inform-preview";
import type { InformOutcome } from "~/components/admin/dogs/types";
import { UnavailableDogCard } from "~/components/admin/dogs/unavailable-dog-card";
import { informSchema } from "~/domain/back-office/inform-schema";
import { fill } from "~/i18n/format";
import { locales, type Locale } from "~/i18n/locale";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/dogs";
import { useAdminShell } from "./layout";
import { adminMeta } from "./meta";

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const mail = site.text.mail;
  const when = new Intl.DateTimeFormat(mail.intlLocale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: mail.timeZone,
  });
  const withDates = <T extends { requests: { createdAt: string }[] }>(dog: T): T => ({
    ...dog,
    requests: dog.requests.map((entry) => ({ ...entry, createdAt: when.format(new Date(entry.createdAt)) })),
  });
  const dogs = (await backOffice.requests.unavailableDogs()).map(withDates);
  // Step one of "inform everyone and close": a GET, so it opens without JavaScript too.
  const informKey = url.searchParams.get("inform");
  const preview =
    informKey !== null && informKey.length <= 300 ? await backOffice.requests.informPreview(informKey) : null;
  const done = url.searchParams.get("done");
  const count = done !== null && /^\d{1,6}$/.test(done) ? Number(done) : null;
  return {
    text: site.text.admin.dogs,
    section: site.text.admin.common.title,
    dogs,
    informKey,
    // A token per preview: a post repeated with it (a double click) sends nothing twice.
    preview: preview ? { ...preview, dog: withDates(preview.dog), token: crypto.randomUUID() } : null,
    done: count,
  };
}

/**
 * The recipients and the mails the volunteer checked: sent, or refused with the reasons at their
 * fields (a mail's subject or text, nobody ticked), or not (all) sent because requests changed.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const backOffice = context.get(backOfficeContext);
  const staff = context.get(staffContext);
  const errors = context.get(siteContext).text.admin.dogs.errors;
  const submission = parseWithZod(await request.formData(), { schema: informSchema(errors) });
  const refused = (reply: SubmissionResult<string[]>) =>
    data<InformOutcome>({ kind: "invalid", reply }, { status: 422 });
  if (submission.status !== "success") {
    // Not this form's post (no dog or token): the form says so; the rest at their fields.
    const foreign = ["intent", "dog", "token"].some((name) => submission.error?.[name]);
    return refused(submission.reply(foreign ? { formErrors: [errors.unknown] } : {}));
  }
  const form = submission.value;
  const mails: Partial<Record<Locale, { subject: string; body: string }>> = {};
  for (const locale of locales) {
    const subject = form[`subject-${locale}`];
    const body = form[`body-${locale}`];
    if (subject !== undefined || body !== undefined)
      mails[locale] = { subject: subject ?? "", body: body ?? "" };
  }
  const { dog: dogKey, shown, selected, token } = form;
  const result = await backOffice.requests.informDogApplicants(
    { dogKey, shown, selected, mails, token },
    staff,
  );
  if (result.ok && result.changed.length === 0)
    return redirect(`/admin/dogs?done=${result.sent + result.repeated}`, 303);
  if ("errors" in result) {
    const fieldErrors: Record<string, string[]> = {};
    for (const [key, problem] of Object.entries(result.errors)) {
      // Nobody ticked (among the requests shown) is the recipients' list's.
      if (problem) fieldErrors[key === "form" ? "selected" : key] = [errors[problem]];
    }
    return refused(submission.reply({ fieldErrors }));
  }
  // Nothing (or not everything) sent: the page shows the requests as they are now, with the
  // volunteer's text.
  return data<InformOutcome>(
    {
      kind: "changed",
      changed: result.changed,
      sent: result.ok ? result.sent : null,
      reply: submission.reply(),
    },
    { status: 409 },
  );
}

/** After a refusal because requests changed, the preview is read again (revisions, who is listed). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const changed = (actionResult as InformOutcome | undefined)?.kind === "changed";
  return changed || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.title, data?.section);

export default function AdminDogs({ loaderData, actionData }: Route.ComponentProps) {
  const { text, dogs, informKey, preview, done } = loaderData;
  const shell = useAdminShell().text;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{text.title}</h1>
        <p className="mt-2 max-w-3xl text-stone-700">{text.intro}</p>
      </div>

      {done !== null ? (
        <p
          role="status"
          className="rounded-xl bg-emerald-50 p-4 font-medium text-emerald-900 ring-1 ring-emerald-200"
        >
          {done === 0 ? text.doneNone : done === 1 ? text.doneOne : fill(text.done, { count: done })}
        </p>
      ) : null}

      {informKey !== null && !preview ? (
        <p role="status" className="rounded-xl bg-accent-50 p-4 text-stone-800 ring-1 ring-accent-200">
          {text.preview.gone}
        </p>
      ) : null}

      {preview ? <InformPreview preview={preview} outcome={actionData} text={text} shell={shell} /> : null}

      {dogs.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-stone-700 ring-1 ring-stone-200">{text.empty}</p>
      ) : (
        <ul className="space-y-6">
          {dogs.map((dog, index) => (
            <li key={dog.key}>
              <UnavailableDogCard
                dog={dog}
                index={index}
                informing={preview?.dog.key === dog.key}
                text={text}
                shell={shell}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
