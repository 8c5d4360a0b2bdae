import { useState, type ChangeEvent } from "react";
import { shrinkPicture } from "~/components/admin/content/shrink-picture";
import type { HomeCheckText } from "~/content/types/home-check";
import {
  homeCheckPhotosMax,
  homeCheckPhotoTypes,
  type HomeCheckPhotoError,
  type HomeCheckPhotoProblem,
} from "~/domain/back-office/home-check-paths";
import { fill } from "~/i18n/format";
import { intlLocale, type Locale } from "~/i18n/locale";
import { photoProblem, previewOf } from "./photo-preview";

type Text = HomeCheckText["page"];

/** A photo the checker chose (made small in the browser), with what is wrong with it, if anything. */
export type ChosenPhoto = {
  key: number;
  file: File;
  preview: string | null;
  problem: HomeCheckPhotoProblem | null;
};

let nextKey = 1;

/**
 * The chosen photos, with JavaScript: each pick adds to the list (a phone's camera gives one photo a
 * pick), made at most 2400 px in the browser before it is listed, so that a slow connection sends
 * a few hundred KB a photo; at most four.
 */
export function usePhotoList() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [preparing, setPreparing] = useState(0);
  async function add(files: File[]) {
    const taken = files.slice(0, Math.max(0, homeCheckPhotosMax - photos.length - preparing));
    setPreparing((count) => count + taken.length);
    for (const file of taken) {
      const small = await shrinkPicture(file);
      const chosen = {
        key: nextKey++,
        file: small,
        preview: await previewOf(small),
        problem: photoProblem(small),
      };
      setPhotos((list) => (list.length < homeCheckPhotosMax ? [...list, chosen] : list));
      setPreparing((count) => count - 1);
    }
  }
  const remove = (key: number) => setPhotos((list) => list.filter((photo) => photo.key !== key));
  return { photos, preparing, add, remove };
}

export type PhotoList = ReturnType<typeof usePhotoList>;

const fileInputClass =
  "mt-2 block w-full text-base text-stone-900 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-800 file:px-4 file:py-2.5 file:font-semibold file:text-white hover:file:bg-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

const addButtonClass =
  "mt-3 inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-white px-4 py-2.5 font-semibold text-brand-900 ring-1 ring-brand-700 hover:bg-brand-50 peer-focus-visible:ring-2 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60";

/**
 * The report's optional photos. Without JavaScript a plain file field (`photos`, several at once)
 * that the form posts as it is; with it, the list of chosen photos, each with its preview, what is
 * wrong with it and a button to remove it. Refusals of the server come as `errors`: with the list,
 * beside their photo (`problemOf`); without it, by file name with a request to choose them again.
 */
export function PhotoField({
  text,
  locale,
  enhanced,
  list,
  problemOf,
  error,
  serverErrors,
  chooseAgain,
}: {
  text: Text;
  locale: Locale;
  enhanced: boolean;
  list: PhotoList;
  problemOf: (photo: ChosenPhoto) => HomeCheckPhotoProblem | null;
  /** The field's own error: more than four photos, or all of them too large together. */
  error: string | undefined;
  serverErrors: HomeCheckPhotoError[];
  chooseAgain: boolean;
}) {
  const { photos, preparing } = list;
  const full = photos.length + preparing >= homeCheckPhotosMax;
  const number = new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 1 });
  const size = (bytes: number) =>
    bytes < 1_000_000
      ? `${number.format(Math.max(1, Math.round(bytes / 1000)))} KB`
      : `${number.format(bytes / 1_000_000)} MB`;
  const listed = enhanced && photos.length > 0;
  const unlisted = serverErrors;
  const described = ["photos-hint", error || unlisted.length > 0 || chooseAgain ? "photos-error" : null];
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // The field only picks: the list holds the photos, and the same photo may be picked again.
    event.currentTarget.value = "";
    void list.add(files);
  };
  return (
    <div>
      <label htmlFor="photos" className="block font-semibold text-stone-900">
        {text.photos}
      </label>
      <p id="photos-hint" className="text-sm text-stone-700">
        {text.photosHint}
      </p>
      {listed ? (
        <ul className="mt-3 space-y-2" aria-label={fill(text.photoCount, { n: photos.length })}>
          {photos.map((photo, index) => {
            const problem = problemOf(photo);
            const n = index + 1;
            return (
              <li
                key={photo.key}
                className={`flex items-center gap-3 rounded-lg bg-white p-2 ring-1 ${problem ? "ring-2 ring-red-700" : "ring-stone-300"}`}
              >
                {photo.preview ? (
                  <img
                    src={photo.preview}
                    alt=""
                    width={48}
                    height={48}
                    className="h-12 w-12 shrink-0 rounded object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="h-12 w-12 shrink-0 rounded bg-stone-200" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="break-words text-stone-900">
                    {fill(text.photoItem, { n, name: photo.file.name, size: size(photo.file.size) })}
                  </p>
                  {problem ? <p className="font-medium text-red-800">{text.photoErrors[problem]}</p> : null}
                </div>
                <button
                  type="button"
                  onClick={() => list.remove(photo.key)}
                  aria-label={fill(text.photoRemove, { n })}
                  className="min-h-11 shrink-0 rounded-lg px-3 font-medium text-brand-900 ring-1 ring-stone-300 hover:bg-stone-100 focus:ring-2 focus:ring-brand-700 focus:outline-none"
                >
                  {text.remove}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {enhanced && preparing > 0 ? (
        <p role="status" className="mt-2 text-stone-700">
          {text.photoPreparing}
        </p>
      ) : null}
      <input
        id="photos"
        type="file"
        // With JavaScript the list is sent; without, the field itself.
        name={enhanced ? undefined : "photos"}
        accept={homeCheckPhotoTypes.join(",")}
        multiple
        disabled={enhanced && full}
        onChange={enhanced ? onChange : undefined}
        aria-invalid={error || unlisted.length > 0 ? true : undefined}
        aria-describedby={described.filter(Boolean).join(" ")}
        // With the list, the field is the button below (its own "no file chosen" would be wrong).
        className={enhanced ? "peer sr-only" : fileInputClass}
      />
      {enhanced ? (
        <label htmlFor="photos" className={addButtonClass}>
          {text.photoAdd}
        </label>
      ) : null}
      {enhanced && full ? <p className="mt-1 text-sm text-stone-700">{text.photosFull}</p> : null}
      {error || unlisted.length > 0 || chooseAgain ? (
        <div id="photos-error" className="mt-1 font-medium text-red-800">
          {error ? <p>{error}</p> : null}
          {unlisted.length > 0 ? (
            <ul className="list-disc pl-5">
              {unlisted.map((refused) => (
                <li key={refused.position} className="break-words">
                  {fill(text.photoError, {
                    n: refused.position,
                    name: refused.name,
                    message: text.photoErrors[refused.problem],
                  })}
                </li>
              ))}
            </ul>
          ) : null}
          {chooseAgain ? <p>{text.photosAgain}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
