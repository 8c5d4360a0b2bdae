import { useState, type FormEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { useHydrated } from "~/components/forms/kit/use-hydrated";
import type { HomeCheckText } from "~/content/types/home-check";
import { homeCheckOutcomes, type HomeCheckPhotoError } from "~/domain/back-office/home-check-paths";
import type { Locale } from "~/i18n/locale";
import { PhotoField, usePhotoList, type ChosenPhoto } from "./photo-field";

type Text = HomeCheckText["page"];

/** What the action answers a refused report with: the messages and what was typed. */
export type ReportRefusal = {
  errors: Record<string, string>;
  values: { visitedOn?: string; outcome?: string; notes?: string };
  photoErrors: HomeCheckPhotoError[];
  /** How many photos the refused post brought (without JavaScript they must be chosen again). */
  photosSent: number;
};

const inputClass =
  "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base text-stone-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700 focus:outline-none";

/**
 * The checker's report: the visit's day, the impression, notes and up to four photos. It posts as
 * multipart/form-data, so that it works without JavaScript, photos included; with JavaScript the
 * photos are the list of PhotoField (made small in the browser) and a refusal keeps all of them.
 */
export function ReportForm({
  text,
  locale,
  today,
  refusal,
}: {
  text: Text;
  locale: Locale;
  today: string;
  refusal: ReportRefusal | undefined;
}) {
  const enhanced = useHydrated();
  const list = usePhotoList();
  const submit = useSubmit();
  const sending = useNavigation().state === "submitting";
  // The photos of the last post, by place, so that the server's refusals find their photo.
  const [sent, setSent] = useState<ChosenPhoto[]>([]);
  const [blocked, setBlocked] = useState(false);
  const errors = refusal?.errors ?? {};
  const values = refusal?.values;
  const serverProblem = (photo: ChosenPhoto) =>
    refusal?.photoErrors.find((refused) => sent[refused.position - 1]?.key === photo.key)?.problem ?? null;
  const problemOf = (photo: ChosenPhoto) => photo.problem ?? serverProblem(photo);
  const photosWrong = list.photos.some((photo) => problemOf(photo) !== null);
  // The refusals of a post not sent from the list (without JavaScript): shown by file name.
  const unlisted = sent.length === 0 ? (refusal?.photoErrors ?? []) : [];
  // Until nothing is marked any more (a refused photo removed from the list, say).
  const hasErrors =
    Object.keys(errors).length > 0 ||
    unlisted.length > 0 ||
    list.photos.some((photo) => serverProblem(photo) !== null) ||
    (blocked && photosWrong);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!enhanced) return;
    event.preventDefault();
    if (list.photos.some((photo) => photo.problem !== null)) return setBlocked(true);
    setBlocked(false);
    const form = new FormData(event.currentTarget);
    form.delete("photos");
    for (const photo of list.photos) form.append("photos", photo.file, photo.file.name);
    setSent(list.photos);
    void submit(form, { method: "post", encType: "multipart/form-data" });
  }

  const errorOf = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className="mt-1 font-medium text-red-800">
        {errors[name]}
      </p>
    ) : null;
  return (
    <>
      {hasErrors ? (
        <p
          role="alert"
          className="mt-4 rounded-xl bg-red-50 p-4 font-medium text-red-900 ring-1 ring-red-200"
        >
          {text.errorSummary}
        </p>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 space-y-6"
        noValidate
        onSubmit={onSubmit}
      >
        <div>
          <label htmlFor="visitedOn" className="block font-semibold text-stone-900">
            {text.visitedOn}
          </label>
          <input
            id="visitedOn"
            name="visitedOn"
            type="date"
            required
            max={today}
            defaultValue={values?.visitedOn ?? today}
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
        <PhotoField
          text={text}
          locale={locale}
          enhanced={enhanced}
          list={list}
          problemOf={problemOf}
          error={errors.photos}
          serverErrors={unlisted}
          // Without JavaScript (or a post sent before it ran) the field is empty after a refusal.
          chooseAgain={(refusal?.photosSent ?? 0) > 0 && sent.length === 0}
        />
        <button
          type="submit"
          disabled={sending || list.preparing > 0}
          className="w-full rounded-lg bg-brand-800 px-5 py-3 text-lg font-semibold text-white hover:bg-brand-900 focus:ring-2 focus:ring-brand-700 focus:ring-offset-2 focus:outline-none disabled:opacity-70 sm:w-auto"
        >
          {sending ? text.sending : text.submit}
        </button>
      </Form>
    </>
  );
}
