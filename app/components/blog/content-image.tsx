import { useEffect, useRef, useState } from "react";
import type { ContentImage as Image } from "~/domain/content/types";

type Props = {
  image: Image;
  alt: string;
  className?: string;
  /** Above the fold: load at once with high priority. */
  eager?: boolean;
};

/**
 * A post or guide picture with its intrinsic size (no layout shift); one that fails to load is hidden.
 * Each picture is one file of one width, so there is no `srcset` and hence no `sizes` (which HTML
 * allows only beside a `srcset`).
 */
export function ContentImage({ image, alt, className, eager }: Props) {
  const [failed, setFailed] = useState(false);
  const element = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = element.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, [image.src]);
  if (failed) return null;
  return (
    <img
      ref={element}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
