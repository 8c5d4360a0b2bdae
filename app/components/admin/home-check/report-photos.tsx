import type { ReportPhoto } from "./panel-data.server";

/**
 * A home-check report's photos as thumbnails, each a link to the full photo. Both are served to
 * signed-in volunteers only (`/admin/home-check-photos/…`, no-store), never from the public pictures.
 */
export function ReportPhotos({ photos }: { photos: ReportPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {photos.map((photo) => (
        <li key={photo.id}>
          <a
            href={photo.full}
            target="_blank"
            rel="noopener"
            className="block rounded focus:ring-2 focus:ring-brand-700 focus:ring-offset-2 focus:outline-none"
          >
            <img
              src={photo.small}
              alt={photo.alt}
              width={96}
              height={96}
              loading="lazy"
              className="h-24 w-24 rounded bg-stone-200 object-cover ring-1 ring-stone-300"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
