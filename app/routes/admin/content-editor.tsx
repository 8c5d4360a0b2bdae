import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import { PicturesPanel } from "~/components/admin/content/pictures-panel";
import { usePicturePicker } from "~/components/admin/content/picture-picker";
import { PublishPanel } from "~/components/admin/content/publish-panel";
import { useDraft } from "~/components/admin/content/use-draft";
import { VersionFields } from "~/components/admin/content/version-fields";
import { contentKindOf, contentListPath } from "~/domain/back-office/content-paths";
import { editorFormSchema } from "~/domain/back-office/content-schemas";
import { fill } from "~/i18n/format";
import { locales, otherLocale, type Locale } from "~/i18n/locale";
import { pathFor } from "~/i18n/routes";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/content-editor";
import { stateLabel } from "./content-labels.server";
import { dateTimeLabel } from "./date-label.server";
import { adminMeta } from "./meta";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const kind = contentKindOf(url.pathname);
  const text = site.text.admin.content;
  const content = context.get(backOfficeContext).content;
  const opened = await content.open(kind, params.id, context.get(staffContext));
  if (!opened) throw data(text.kinds[kind].untitled, { status: 404 });
  const badges = Object.fromEntries(
    locales.map((locale) => [locale, stateLabel(text, site.locale, opened.state[locale])]),
  ) as Record<Locale, ReturnType<typeof stateLabel>>;
  const oldPaths = Object.fromEntries(
    locales.map((locale) => {
      const slug = opened.publishedSlugs[locale];
      return [locale, slug ? pathFor(locale, kind === "post" ? "blogPost" : "guide", slug) : null];
    }),
  ) as Record<Locale, string | null>;
  return {
    kind,
    text,
    interfaceLocale: site.locale,
    section: site.text.admin.common.title,
    draft: opened,
    categories: await content.categories(kind),
    // The other language's public page lives on its own host (a path here would be this host's 404).
    publicLinks: Object.fromEntries(
      locales.map((locale) => {
        const path = opened.publicPaths[locale];
        return [locale, path && locale !== site.locale ? `${site.origins[locale]}${path}` : path];
      }),
    ) as Record<Locale, string | null>,
    badges,
    oldPaths,
    deleted: opened.deletedAt ? dateTimeLabel(site.locale, opened.deletedAt) : null,
    done: url.searchParams.get("done"),
  };
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const kind = contentKindOf(url.pathname);
  const content = context.get(backOfficeContext).content;
  const staff = context.get(staffContext);
  const text = site.text.admin.content;
  const id = params.id;
  const submission = parseWithZod(await request.formData(), { schema: editorFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const form = submission.value;
  const here = `${contentListPath[kind]}/${id}`;
  switch (form.intent) {
    case "unpublish": {
      const result = await content.unpublish({ kind, id, locale: form.locale }, staff);
      if (!result.ok)
        return data(submission.reply({ formErrors: [text.editor.publish.notAllowed] }), { status: 403 });
      throw redirect(`${here}?done=unpublished-${form.locale}`, 303);
    }
    case "dismiss":
      await content.dismissNeedsUpdate({ kind, id, locale: form.locale }, staff);
      throw redirect(here, 303);
    case "remove": {
      const result = await content.remove({ kind, id }, staff);
      if (!result.ok)
        return data(submission.reply({ formErrors: [text.editor.publish.notAllowed] }), { status: 403 });
      throw redirect(`${here}?done=removed`, 303);
    }
    case "restore-removed": {
      const result = await content.restoreRemoved({ kind, id }, staff);
      if (!result.ok)
        return data(submission.reply({ formErrors: [text.editor.publish.notAllowed] }), { status: 403 });
      throw redirect(`${here}?done=restored`, 303);
    }
  }
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return adminMeta(loaded?.text.editor.heading[loaded.kind], loaded?.section);
}

export default function ContentEditor({ loaderData }: Route.ComponentProps) {
  const { kind, text, interfaceLocale, draft, categories, publicLinks, badges, oldPaths, deleted, done } =
    loaderData;
  const t = text.editor;
  const editor = useDraft(
    { data: draft.data, revisions: draft.revisions },
    `${contentListPath[kind]}/${draft.id}/save`,
    t.offline,
  );
  const picker = usePicturePicker(text.pictures, text.languages);
  // On a phone one language at a time: the volunteer's own first.
  const [tab, setTab] = useState<Locale>(interfaceLocale);
  const [removing, setRemoving] = useState(false);
  const base = `${contentListPath[kind]}/${draft.id}`;
  const title =
    editor.data[interfaceLocale].title ||
    editor.data[otherLocale(interfaceLocale)].title ||
    text.kinds[kind].untitled;
  const problemsIn = (locale: Locale) =>
    Object.keys(editor.problems).some((key) => key.startsWith(`${locale}.`) || key.endsWith(`.${locale}`));
  const status = editor.status;
  return (
    <div className="space-y-5 max-lg:pb-20">
      <p>
        <Link
          to={contentListPath[kind]}
          className="text-sm font-medium text-brand-800 underline underline-offset-4"
        >
          {fill(t.back, { list: text.kinds[kind].list })}
        </Link>
      </p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-stone-600">{t.heading[kind]}</p>
          <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        </div>
        {/* On a phone the save stays in reach at the screen's foot, wherever one is writing. */}
        <div className="flex flex-wrap items-center gap-3 max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-20 max-lg:justify-end max-lg:border-t max-lg:border-stone-200 max-lg:bg-white max-lg:px-4 max-lg:py-2 max-lg:shadow-[0_-2px_8px_rgb(0_0_0/0.08)]">
          <p role="status" className="text-sm text-stone-700 max-lg:mr-auto max-lg:min-w-0 max-lg:flex-1">
            {status.kind === "saving"
              ? t.saving
              : status.kind === "failed"
                ? fill(t.saveFailed, { reason: status.reason })
                : editor.unsaved
                  ? t.unsaved
                  : status.kind === "saved"
                    ? fill(status.auto ? t.autosaved : t.saved, {
                        when: status.at.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" }),
                      })
                    : ""}
          </p>
          <button
            type="button"
            disabled={editor.busy}
            onClick={() => editor.save(true)}
            className="rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-900 disabled:opacity-50"
          >
            {t.save}
          </button>
          <Link
            to={`${base}/history`}
            className="text-sm font-medium text-brand-800 underline underline-offset-4"
          >
            {t.history}
          </Link>
        </div>
      </div>
      {done ? <DoneNotice done={done} text={text} title={title} /> : null}
      {deleted ? (
        <div role="alert" className="rounded-xl bg-rose-50 p-3 text-rose-950 ring-1 ring-rose-300">
          <p>{fill(t.remove.done, { title })}</p>
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="restore-removed" />
            <button type="submit" className="font-semibold underline underline-offset-4">
              {t.remove.undo}
            </button>
          </Form>
        </div>
      ) : null}
      {editor.conflicts.map((conflict) => (
        <p
          key={conflict.part}
          role="alert"
          className="rounded-xl bg-accent-50 p-3 text-accent-950 ring-1 ring-accent-400"
        >
          {fill(t.conflict, { name: conflict.name, part: t.parts[conflict.part], when: conflict.when })}
        </p>
      ))}
      <noscript>
        <p className="rounded-xl bg-accent-50 p-3 text-accent-950 ring-1 ring-accent-300">{t.noScript}</p>
      </noscript>
      <div role="tablist" aria-label={text.languageTabs} className="flex gap-2 lg:hidden">
        {locales.map((locale) => (
          <button
            key={locale}
            type="button"
            role="tab"
            id={`tab-${locale}`}
            aria-selected={tab === locale}
            aria-controls={`version-${locale}`}
            onClick={() => setTab(locale)}
            className="rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-stone-300 aria-selected:bg-brand-800 aria-selected:text-white"
          >
            {text.languages[locale]}
          </button>
        ))}
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        {locales.map((locale) => (
          <section
            key={locale}
            id={`version-${locale}`}
            aria-label={text.languages[locale]}
            className={`space-y-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5 ${tab === locale ? "" : "max-lg:hidden"}`}
          >
            <h2 className="text-lg font-bold text-brand-900 max-lg:sr-only">{text.languages[locale]}</h2>
            <PublishPanel
              locale={locale}
              state={draft.state[locale]}
              badge={badges[locale]}
              needsUpdate={draft.data[locale].needsUpdate}
              mayPublish={draft.mayPublish}
              busy={editor.busy}
              text={text}
              previewPath={`${base}/preview/${locale}`}
              publicPath={publicLinks[locale]}
              problems={problemsIn(locale)}
              onPublish={(at) => editor.publish(locale, at)}
            />
            <VersionFields
              kind={kind}
              locale={locale}
              version={editor.data[locale]}
              categories={categories[locale]}
              problems={editor.problems}
              text={text}
              oldPath={
                oldPaths[locale] && editor.data[locale].slug !== draft.publishedSlugs[locale]
                  ? oldPaths[locale]
                  : null
              }
              onChange={(version) => editor.setData((before) => ({ ...before, [locale]: version }))}
              requestPicture={async () => {
                const picture = await picker.pick(locale);
                return picture
                  ? {
                      src: `/media/${picture.file}`,
                      alt: picture.altText,
                      width: picture.width,
                      height: picture.height,
                    }
                  : null;
              }}
            />
          </section>
        ))}
      </div>
      <PicturesPanel
        kind={kind}
        pictures={editor.data.pictures}
        problems={editor.problems}
        text={text}
        onChange={(pictures) => editor.setData((before) => ({ ...before, pictures }))}
        pick={() => picker.pick(null)}
      />
      {draft.mayPublish && !deleted ? (
        <div className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
          {removing ? (
            <Form method="post" className="space-y-2">
              <p>{fill(t.remove.confirm, { title })}</p>
              <input type="hidden" name="intent" value="remove" />
              <div className="flex gap-2">
                <button
                  type="submit"
                  className="rounded-full bg-rose-800 px-4 py-1.5 font-semibold text-white"
                >
                  {t.remove.yes}
                </button>
                <button type="button" onClick={() => setRemoving(false)} className="px-3 py-1.5 underline">
                  {t.remove.cancel}
                </button>
              </div>
            </Form>
          ) : (
            <button
              type="button"
              onClick={() => setRemoving(true)}
              className="font-medium text-rose-800 underline underline-offset-4"
            >
              {t.remove.button[kind]}
            </button>
          )}
        </div>
      ) : null}
      {picker.dialog}
      {editor.blocker.state === "blocked" ? (
        <div
          role="alertdialog"
          aria-labelledby="leave-question"
          className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-md rounded-xl bg-white p-4 shadow-xl ring-1 ring-stone-300"
        >
          <p id="leave-question" className="font-medium">
            {t.leaveConfirm}
          </p>
          <div className="mt-3 flex gap-2">
            <button
              type="button"
              autoFocus
              onClick={() => editor.blocker.reset?.()}
              className="rounded-full bg-brand-800 px-4 py-1.5 font-semibold text-white"
            >
              {t.stay}
            </button>
            <button
              type="button"
              onClick={() => editor.blocker.proceed?.()}
              className="px-3 py-1.5 underline"
            >
              {t.leave}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function DoneNotice({
  done,
  text,
  title,
}: {
  done: string;
  text: Route.ComponentProps["loaderData"]["text"];
  title: string;
}) {
  const t = text.editor;
  const match = /^unpublished-(de|es)$/.exec(done);
  const message = match
    ? fill(t.publish.unpublished, { language: t.publish.languageAdjective[match[1] as Locale] })
    : done === "restored"
      ? fill(t.remove.restored, { title })
      : null;
  return message ? (
    <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
      {message}
    </p>
  ) : null;
}

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/gone-boundary";
