import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { InformPreview } from "~/components/admin/dogs/inform-preview";
import type { InformOutcome, InformPosted } from "~/components/admin/dogs/types";
import { UnavailableDogCard } from "~/components/admin/dogs/unavailable-dog-card";
import { fill } from "~/i18n/format";
import { locales } from "~/i18n/locale";
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

const text = (value: FormDataEntryValue | null, max: number) =>
  typeof value === "string" && value.length <= max ? value : null;

function postedOf(form: FormData): InformPosted {
  const mails: InformPosted["mails"] = {};
  for (const locale of locales) {
    const subject = text(form.get(`subject-${locale}`), 1000);
    const body = text(form.get(`body-${locale}`), 20_000);
    if (subject !== null && body !== null) mails[locale] = { subject, body };
  }
  const selected = form
    .getAll("selected")
    .flatMap((id) => (typeof id === "string" && id.length <= 64 ? [id] : []));
  return { selected, mails };
}

export async function action({ context, request }: Route.ActionArgs) {
  const backOffice = context.get(backOfficeContext);
  const staff = context.get(staffContext);
  const form = await request.formData();
  const dogKey = text(form.get("dog"), 300);
  const token = text(form.get("token"), 100);
  if (form.get("intent") !== "inform" || !dogKey || !token) {
    return data<InformOutcome>(
      { kind: "invalid", errors: { form: "unknown" }, posted: null },
      { status: 422 },
    );
  }
  const shown = form.getAll("shown").flatMap((entry) => {
    const match = typeof entry === "string" ? /^([0-9a-f-]{36}):(\d{1,9})$/i.exec(entry) : null;
    return match ? [{ id: match[1]!, revision: Number(match[2]) }] : [];
  });
  const posted = postedOf(form);
  const result = await backOffice.requests.informDogApplicants(
    { dogKey, shown, selected: posted.selected, mails: posted.mails, token },
    staff,
  );
  if (result.ok && result.changed.length === 0)
    return redirect(`/admin/dogs?done=${result.sent + result.repeated}`, 303);
  if (result.ok)
    return data<InformOutcome>(
      { kind: "changed", changed: result.changed, sent: result.sent, posted },
      { status: 409 },
    );
  if ("errors" in result)
    return data<InformOutcome>({ kind: "invalid", errors: result.errors, posted }, { status: 422 });
  // Nothing sent: the page shows the requests as they are now, with the volunteer's text.
  return data<InformOutcome>(
    { kind: "changed", changed: result.changed, sent: null, posted },
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
