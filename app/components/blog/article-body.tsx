import { useEffect, useRef } from "react";

/** Typography for sanitised article HTML (posts and guides), without a typography plugin. */
export const articleProse = [
  "text-lg leading-relaxed text-stone-800",
  "[&>*+*]:mt-5 [&_li+li]:mt-2",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-stone-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-stone-900",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:pl-1",
  "[&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4",
  "[&_strong]:font-semibold [&_strong]:text-stone-900",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_figure]:my-8 [&_img]:h-auto [&_img]:w-full [&_img]:rounded-2xl",
  "[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-stone-300 [&_td]:p-2 [&_th]:border [&_th]:border-stone-300 [&_th]:p-2",
].join(" ");

/**
 * Article HTML that the server has sanitised. Pictures in it that fail to load are hidden with their
 * figure (spec 2: guide images that fail are hidden).
 */
export function ArticleBody({ html }: { html: string }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const images = [...(root.current?.querySelectorAll("img") ?? [])];
    const hide = (img: HTMLImageElement) => (img.closest("figure") ?? img).setAttribute("hidden", "");
    const onError = (event: Event) => hide(event.currentTarget as HTMLImageElement);
    for (const img of images) {
      if (img.complete && img.naturalWidth === 0) hide(img);
      else img.addEventListener("error", onError);
    }
    return () => images.forEach((img) => img.removeEventListener("error", onError));
  }, [html]);
  return (
    <div
      ref={root}
      data-article-body=""
      className={articleProse}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
