import { contentKindOf } from "~/domain/back-office/content-paths";
import { editorPostSchema } from "~/domain/back-office/content-schemas";
import type { DraftPart } from "~/domain/content/draft";
import type { EditorAnswer } from "~/components/admin/content/use-draft";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/content-save";
import { dateTimeLabel } from "./date-label.server";

/** Always JSON, also for a refusal: the editor reads every answer itself and keeps what was typed. */
const answer = (value: EditorAnswer, init: { status?: number } = {}) => Response.json(value, init);

/**
 * The editor's saves and publishes (`POST …/:id/save`, JSON), apart from its page so that the page
 * stays as it is whatever the answer (a server that is down, a refusal): autosave (no revision),
 * an explicit save (a revision per changed language) and a publish of one language, now or at a time.
 */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const kind = contentKindOf(url.pathname);
  const content = context.get(backOfficeContext).content;
  const staff = context.get(staffContext);
  const text = site.text.admin.content;
  const id = params.id;
  const parsed = editorPostSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return answer({ ok: false, kind: "failed", message: text.editor.invalidPost }, { status: 400 });
  const post = parsed.data;
  const conflict = (parts: { part: DraftPart; change: { byName: string | null; at: string } }[]) =>
    parts.map(({ part, change }) => ({
      part,
      name: change.byName ?? "",
      when: dateTimeLabel(site.locale, change.at),
    }));
  const saved = await content.save(
    {
      kind,
      id,
      parts: post.parts,
      revisions: post.revisions,
      revision: post.intent === "publish" ? true : post.revision,
    },
    staff,
    site.locale,
  );
  if (!saved.ok) {
    if (saved.kind === "conflict")
      return answer(
        { ok: false, kind: "conflict", parts: conflict(saved.parts), revisions: saved.revisions },
        { status: 409 },
      );
    if (saved.kind === "missing")
      return answer({ ok: false, kind: "failed", message: text.editor.gone }, { status: 404 });
    return answer({ ok: false, kind: "invalid", problems: saved.problems }, { status: 422 });
  }
  if (post.intent === "save") return answer({ ok: true, intent: "save", revisions: saved.revisions });
  const published = await content.publish(
    { kind, id, locale: post.locale, at: post.at, revisions: saved.revisions },
    staff,
    site.locale,
  );
  if (published.ok) return answer({ ok: true, intent: "publish", revisions: saved.revisions });
  if (published.kind === "invalid")
    // The draft was saved all the same; only the publish waits for the missing fields.
    return answer({ ok: false, kind: "invalid", problems: published.problems }, { status: 422 });
  if (published.kind === "missing")
    return answer({ ok: false, kind: "failed", message: text.editor.gone }, { status: 404 });
  if (published.kind === "conflict")
    return answer(
      { ok: false, kind: "conflict", parts: conflict(published.parts), revisions: published.revisions },
      { status: 409 },
    );
  return answer({ ok: false, kind: "forbidden", message: text.editor.publish.notAllowed }, { status: 403 });
}
