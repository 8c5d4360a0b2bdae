import { PictureSources, usePictureFailover } from "~/components/ui/picture-sources";
import type { ContentImage as Image } from "~/domain/content/types";

type Props = {
  image: Image;
  alt: string;
  /** How wide the picture is shown, for the browser's choice among its AVIF and WebP copies. */
  sizes: string;
  className?: string;
  /** Above the fold: load at once with high priority. */
  eager?: boolean;
};

/** Card and gallery pictures in a three-column grid (one column on a phone). */
export const gridPictureSizes =
  "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw";

/**
 * A post or guide picture with its intrinsic size (no layout shift), in AVIF or WebP at the width
 * it is shown where it has copies; on an error the original alone, and one that fails too is hidden.
 */
export function ContentImage({ image, alt, sizes, className, eager }: Props) {
  const { ref, onError, key, copies, failed } = usePictureFailover(image.src);
  if (failed) return null;
  return (
    <picture key={key} className="contents">
      {copies ? <PictureSources src={image.src} width={image.width} sizes={sizes} preloaded={eager} /> : null}
      <img
        ref={ref}
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={eager ? "high" : undefined}
        onError={onError}
        className={className}
      />
    </picture>
  );
}
