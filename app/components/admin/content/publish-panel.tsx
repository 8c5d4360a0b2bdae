import { useId, useState } from "react";
import { Form, Link } from "react-router";
import type { AdminText } from "~/content/types/admin";
import type { VersionState } from "~/domain/content/draft";
import { fill } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { StateBadge, type BadgeTone } from "./state-badge";

type Text = AdminText["content"];

/**
 * One language's state and what can be done with it: publish now or at a time, withdraw (asked
 * first), preview, the public page, and the "needs update" mark with its dismissal.
 */
export function PublishPanel({
  locale,
  state,
  badge,
  needsUpdate,
  mayPublish,
  busy,
  text,
  previewPath,
  publicPath,
  problems,
  onPublish,
}: {
  locale: Locale;
  state: VersionState;
  badge: { label: string; tone: BadgeTone };
  needsUpdate: boolean;
  mayPublish: boolean;
  busy: boolean;
  text: Text;
  previewPath: string;
  publicPath: string | null;
  problems: boolean;
  onPublish(at?: string): void;
}) {
  const t = text.editor.publish;
  const language = t.languageAdjective[locale];
  const [when, setWhen] = useState("");
  const [inPast, setInPast] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const whenId = useId();
  const published = state.kind === "published";
  const live = published || state.kind === "scheduled";
  return (
    <div className="space-y-3 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-stone-900">{text.languages[locale]}</span>
        <StateBadge label={badge.label} tone={badge.tone} />
      </p>
      {needsUpdate ? (
        <div className="rounded-md bg-accent-50 p-2 text-sm text-accent-950 ring-1 ring-accent-300">
          <p>{text.editor.needsUpdate}</p>
          <Form method="post" className="mt-1">
            <input type="hidden" name="intent" value="dismiss" />
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className="font-medium underline underline-offset-4">
              {text.editor.dismissNeedsUpdate}
            </button>
          </Form>
        </div>
      ) : null}
      {problems ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {t.problems}
        </p>
      ) : null}
      {mayPublish ? (
        <>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => onPublish()}
              className="rounded-full bg-brand-800 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-50"
            >
              {published ? t.update : t.now}
            </button>
            <Link
              to={previewPath}
              className="rounded-full px-3 py-1.5 text-sm font-medium text-brand-800 underline underline-offset-4"
            >
              {t.preview}
            </Link>
            {publicPath ? (
              <a
                href={publicPath}
                className="rounded-full px-3 py-1.5 text-sm font-medium text-brand-800 underline underline-offset-4"
              >
                {t.view}
              </a>
            ) : null}
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <label htmlFor={whenId} className="flex flex-col text-sm font-medium text-stone-800">
              {t.scheduleAt}
              <input
                id={whenId}
                type="datetime-local"
                value={when}
                aria-invalid={inPast || undefined}
                onChange={(event) => {
                  setWhen(event.target.value);
                  setInPast(false);
                }}
                className="mt-1 rounded-md border border-stone-400 px-2 py-1.5 text-base"
              />
            </label>
            <button
              type="button"
              disabled={busy || when === ""}
              onClick={() => {
                const at = new Date(when);
                if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) return setInPast(true);
                onPublish(at.toISOString());
              }}
              className="rounded-full border-2 border-brand-800 px-4 py-1 text-sm font-semibold text-brand-900 disabled:opacity-50"
            >
              {t.scheduleButton}
            </button>
          </div>
          {inPast ? <p className="text-sm font-medium text-rose-800">{t.scheduleInPast}</p> : null}
          {live ? (
            confirming ? (
              <Form method="post" className="space-y-2 rounded-md bg-white p-2 ring-1 ring-rose-300">
                <p className="text-sm">{fill(t.unpublishConfirm, { language })}</p>
                <input type="hidden" name="intent" value="unpublish" />
                <input type="hidden" name="locale" value={locale} />
                <div className="flex gap-2">
                  <button
                    type="submit"
                    className="rounded-full bg-rose-800 px-4 py-1.5 text-sm font-semibold text-white"
                  >
                    {t.unpublish}
                  </button>
                  <button
                    type="button"
                    onClick={() => setConfirming(false)}
                    className="px-3 py-1.5 text-sm underline"
                  >
                    {text.editor.remove.cancel}
                  </button>
                </div>
              </Form>
            ) : (
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className="text-sm font-medium text-rose-800 underline underline-offset-4"
              >
                {state.kind === "scheduled" ? t.unschedule : t.unpublish}
              </button>
            )
          ) : null}
        </>
      ) : (
        <>
          <p className="text-sm text-stone-700">{t.notAllowed}</p>
          <Link to={previewPath} className="text-sm font-medium text-brand-800 underline underline-offset-4">
            {t.preview}
          </Link>
        </>
      )}
    </div>
  );
}
