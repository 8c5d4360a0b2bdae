import { PictureSources, usePictureFailover } from "~/components/ui/picture-sources";

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
  /** How wide the photo is shown (for its `srcset` and its AVIF and WebP copies). */
  sizes: string;
  srcSet?: string;
};

/** The feed's largest photo, which the copies are made from. */
const feedPhotoWidth = 1000;

/**
 * A square dog photo, in AVIF or WebP where the browser takes them, that falls back to the feed's
 * JPEG and then to the placeholder when missing or failing (spec 1 section 8).
 */
export function DogImage({ src, fallback, alt, size, className, eager, load = true, sizes, srcSet }: Props) {
  const { ref, onError, key, copies, failed } = usePictureFailover(src, load);
  const showFallback = failed || !src;
  const ownSrcSet = !load || showFallback ? undefined : srcSet;
  return (
    <picture key={key} className="contents">
      {load && copies ? (
        <PictureSources src={src} width={feedPhotoWidth} sizes={sizes} preloaded={eager} />
      ) : null}
      <img
        ref={ref}
        src={!load ? undefined : showFallback ? fallback : src}
        srcSet={ownSrcSet}
        sizes={ownSrcSet ? sizes : undefined}
        alt={alt}
        width={size}
        height={size}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={eager ? "high" : undefined}
        onError={onError}
        className={className}
      />
    </picture>
  );
}
