import { useEffect, useRef, useState } from "react";

export const placeholderImage = {
  small: "/images/dog-placeholder-500.jpg",
  large: "/images/dog-placeholder-1000.jpg",
};

type Props = {
  src: string | null;
  fallback: string;
  alt: string;
  size: number;
  className?: string;
  eager?: boolean;
  /** False: the image keeps its box but requests nothing yet (a card rendered ahead, hidden). */
  load?: boolean;
  sizes?: string;
  srcSet?: string;
};

/** A square dog photo that falls back to the placeholder when missing or failing (spec 1 section 8). */
export function DogImage({ src, fallback, alt, size, className, eager, load = true, sizes, srcSet }: Props) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const element = image.current;
    if (load && element?.complete && element.naturalWidth === 0 && src) setFailed(true);
  }, [src, load]);
  const showFallback = failed || !src;
  return (
    <img
      ref={image}
      src={!load ? undefined : showFallback ? fallback : src}
      srcSet={!load || showFallback ? undefined : srcSet}
      sizes={showFallback ? undefined : sizes}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
