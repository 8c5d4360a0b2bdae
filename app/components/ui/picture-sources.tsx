import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { variantFormats, variantSource, variantSrcSet, variantUrl } from "~/domain/images/variants";

type Props = {
  /** The picture's own address (the `<img>`'s `src`, which browsers without these formats show). */
  src: string | null | undefined;
  /** The source picture's width in pixels: no copy is wider. */
  width: number;
  /** How wide the picture is shown, as for `<img sizes>`. */
  sizes: string;
  /**
   * The page's largest picture above the fold: its AVIF copies are also named in a preload link
   * in the head, so the browser asks for the right one with the first bytes of the page (React
   * preloads a lone `<img>` by itself, but not one in a `<picture>`).
   */
  preloaded?: boolean;
};

/**
 * The AVIF and WebP copies of a picture (docs/decisions/0016) as the `<source>` elements of its
 * `<picture>`, before its `<img>`; nothing for a picture without copies (a full URL in a post).
 */
export function PictureSources({ src, width, sizes, preloaded }: Props) {
  const source = src ? variantSource(src) : null;
  if (!source) return null;
  if (preloaded) {
    preload(variantUrl(source, 320, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: variantSrcSet(source, width, "avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return variantFormats.map((format) => (
    <source
      key={format}
      type={`image/${format}`}
      srcSet={variantSrcSet(source, width, format)}
      sizes={sizes}
    />
  ));
}

type Stage = "copies" | "original" | "failed";

/**
 * What of a picture to show after a load error: first its copies, then (one failed) the original
 * alone, then nothing (the caller's fallback). `active` false: the picture is not loading yet.
 */
export function usePictureFailover(src: string | null | undefined, active = true) {
  const [state, setState] = useState<{ src: typeof src; stage: Stage }>({ src, stage: "copies" });
  const stage = state.src === src ? state.stage : "copies";
  const hasCopies = !!src && variantSource(src) !== null;
  const ref = useRef<HTMLImageElement>(null);
  const onError = () => setState({ src, stage: stage === "copies" && hasCopies ? "original" : "failed" });
  // A picture that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const element = ref.current;
    if (active && src && element?.complete && element.naturalWidth === 0) onError();
    // Once per picture: onError changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, active]);
  // `key`: each stage a new <img>; Chromium keeps the density of a removed <source>'s choice for
  // the next picture an element shows (a 500 px placeholder would report 375 px).
  return { ref, onError, key: stage, copies: hasCopies && stage === "copies", failed: stage === "failed" };
}
