import type { GalleryImage } from "~/domain/content/types";
import { ContentImage, gridPictureSizes } from "./content-image";

/** A post's gallery: 1 column on small screens, 2 on medium, 3 on large, captions in the page's language. */
export function PostGallery({ heading, images }: { heading: string; images: readonly GalleryImage[] }) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="gallery-heading" className="mt-12">
      <h2 id="gallery-heading" className="text-2xl font-bold text-stone-900">
        {heading}
      </h2>
      <ul className="mt-5 grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
        {images.map((image) => (
          <li key={image.src}>
            <figure className="h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
              {/* Its alt text says what it shows (the editor's pictures); older ones have only the caption. */}
              <ContentImage
                image={image}
                alt={image.alt ?? ""}
                sizes={gridPictureSizes}
                className="aspect-[40/21] w-full object-cover"
              />
              {image.caption ? (
                <figcaption className="p-4 text-sm text-stone-700">{image.caption}</figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
