import { useState } from "react";
import type { DogDetailText } from "~/content/types/dogs";
import type { DogImage as Image } from "~/domain/dogs/types";
import { fill } from "~/i18n/format";
import { DogImage, placeholderImage } from "./dog-image";

/** Large photo with thumbnails (only when there is more than one) that choose it (spec 1 section 2.7). */
export function DogGallery({ images, name, text }: { images: Image[]; name: string; text: DogDetailText }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? null;
  const alt = fill(text.imageAlt, { name });
  return (
    <section aria-label={fill(text.gallery, { name })} className="flex flex-col gap-3">
      <DogImage
        key={current?.id ?? "none"}
        src={current?.large ?? null}
        fallback={placeholderImage.large}
        srcSet={current ? `${current.small} 500w, ${current.large} 1000w` : undefined}
        sizes="(min-width: 1024px) 50vw, 100vw"
        alt={current ? `${alt} (${selected + 1}/${images.length})` : fill(text.placeholderAlt, { name })}
        size={1000}
        eager
        className="aspect-square w-full rounded-2xl bg-stone-200 object-cover"
      />
      {images.length > 1 ? (
        <ul className="grid grid-cols-4 gap-2">
          {images.map((image, index) => (
            <li key={image.id}>
              {/* A link to the large photo, so the thumbnails work without JavaScript too. */}
              <a
                href={image.large}
                onClick={(event) => {
                  event.preventDefault();
                  setSelected(index);
                }}
                aria-current={index === selected}
                aria-label={fill(text.showImage, { n: index + 1, total: images.length })}
                className="block w-full overflow-hidden rounded-lg ring-offset-2 aria-[current=true]:ring-4 aria-[current=true]:ring-brand-700"
              >
                <DogImage
                  src={image.small}
                  fallback={placeholderImage.small}
                  alt=""
                  size={500}
                  sizes="(min-width: 1024px) 150px, 25vw"
                  className="aspect-square w-full bg-stone-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
