import type { ContentKind } from "~/domain/content/draft";

/** The content lists' and the editor's addresses: /admin/blog… for posts, /admin/guides… for guides. */
export const contentListPath: Record<ContentKind, string> = { post: "/admin/blog", guide: "/admin/guides" };

/** The kind a back-office content address is about (the same route modules serve both). */
export function contentKindOf(pathname: string): ContentKind {
  return pathname.startsWith(contentListPath.guide) ? "guide" : "post";
}
