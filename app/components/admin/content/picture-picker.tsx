import { useEffect, useId, useRef, useState } from "react";
import type { AdminText } from "~/content/types/admin";
import type { Locale } from "~/i18n/locale";
import { shrinkPicture } from "./shrink-picture";

type Text = AdminText["content"]["pictures"];

/** A picture of the media library (POST /admin/media, GET /admin/media.json). */
export type LibraryPicture = { file: string; width: number; height: number; alt: Record<Locale, string> };

type Request = {
  altFor: Locale | null;
  resolve(picture: (LibraryPicture & { altText: string }) | null): void;
};

/**
 * The picture picker: one dialog for the whole editor, opened by `pick()` and answered with the
 * picture chosen (uploaded by picker, drag and drop or paste, or taken from the library), or null
 * when closed. For a picture in a text, `altFor` asks for its description in that language first.
 */
export function usePicturePicker(text: Text, languages: Record<Locale, string>) {
  const [request, setRequest] = useState<Request | null>(null);
  const pick = (altFor: Locale | null) =>
    new Promise<(LibraryPicture & { altText: string }) | null>((resolve) => setRequest({ altFor, resolve }));
  const dialog = request ? (
    <PickerDialog
      text={text}
      altLanguage={request.altFor ? languages[request.altFor] : null}
      altDefault={(picture) => (request.altFor ? picture.alt[request.altFor] : "")}
      done={(picture) => {
        request.resolve(picture);
        setRequest(null);
      }}
    />
  ) : null;
  return { pick, dialog };
}

function PickerDialog({
  text,
  altLanguage,
  altDefault,
  done,
}: {
  text: Text;
  altLanguage: string | null;
  altDefault(picture: LibraryPicture): string;
  done(picture: (LibraryPicture & { altText: string }) | null): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const altId = useId();
  const [library, setLibrary] = useState<LibraryPicture[] | null>(null);
  const [chosen, setChosen] = useState<LibraryPicture | null>(null);
  const [alt, setAlt] = useState("");
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    dialog.current?.showModal();
    let live = true;
    fetch("/admin/media.json", { headers: { accept: "application/json" } })
      .then((answer) => (answer.ok ? answer.json() : { pictures: [] }))
      .then((body: { pictures?: LibraryPicture[] }) => live && setLibrary(body.pictures ?? []))
      .catch(() => live && setLibrary([]));
    return () => {
      live = false;
    };
  }, []);

  const choose = (picture: LibraryPicture) => {
    if (!altLanguage) return done({ ...picture, altText: "" });
    setChosen(picture);
    setAlt(altDefault(picture));
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    try {
      const body = new FormData();
      body.append("file", await shrinkPicture(file));
      const answer = await fetch("/admin/media", { method: "POST", body });
      const result = (await answer.json().catch(() => null)) as
        { ok: true; picture: LibraryPicture } | { ok: false; message: string } | null;
      if (result?.ok) choose(result.picture);
      else setProblem(result?.message ?? `${answer.status}`);
    } catch {
      // No answer at all: the connection, not the picture.
      setProblem(text.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={() => done(null)}
      onPaste={(event) => void upload(event.clipboardData.files[0])}
      className="m-auto w-[min(100%-1rem,48rem)] rounded-2xl bg-white p-4 shadow-xl backdrop:bg-stone-900/50 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-stone-900">
          {text.choose}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="rounded-md border border-stone-300 px-3 py-1 text-sm font-medium"
        >
          {text.close}
        </button>
      </div>
      {chosen && altLanguage ? (
        <form
          method="dialog"
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (alt.trim()) done({ ...chosen, altText: alt.trim() });
          }}
        >
          <img
            src={`/media/${chosen.file}`}
            alt=""
            width={chosen.width}
            height={chosen.height}
            className="h-40 w-auto rounded-md"
          />
          <label htmlFor={altId} className="block text-sm font-medium text-stone-800">
            {text.alt.replace("{language}", altLanguage)}
          </label>
          <input
            id={altId}
            value={alt}
            required
            maxLength={300}
            autoFocus
            onChange={(event) => setAlt(event.target.value)}
            className="w-full rounded-md border border-stone-400 px-3 py-2 text-base"
          />
          <p className="text-sm text-stone-600">{text.altHint}</p>
          <button type="submit" className="rounded-full bg-brand-800 px-5 py-2 font-semibold text-white">
            {text.use}
          </button>
        </form>
      ) : (
        <>
          <div
            className="mt-4 rounded-xl border-2 border-dashed border-stone-400 p-4 text-center"
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              void upload(event.dataTransfer.files[0]);
            }}
          >
            <p className="text-sm text-stone-700">{text.uploadHint}</p>
            <label className="mt-2 inline-block cursor-pointer rounded-full bg-brand-800 px-5 py-2 font-semibold text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700">
              {uploading ? text.uploading : text.upload}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                className="sr-only"
                disabled={uploading}
                onChange={(event) => void upload(event.target.files?.[0])}
              />
            </label>
            {problem ? (
              <p role="alert" className="mt-2 text-sm font-medium text-rose-800">
                {problem}
              </p>
            ) : null}
          </div>
          <h3 className="mt-5 text-base font-bold text-stone-900">{text.library}</h3>
          {library === null ? (
            <p className="mt-2 text-sm text-stone-600" role="status">
              …
            </p>
          ) : library.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">{text.libraryEmpty}</p>
          ) : (
            <ul className="mt-2 grid max-h-80 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-4">
              {library.map((picture) => (
                <li key={picture.file}>
                  <button
                    type="button"
                    onClick={() => choose(picture)}
                    className="block w-full rounded-md ring-1 ring-stone-300 hover:ring-2 hover:ring-brand-700"
                  >
                    <img
                      src={`/img/320/webp/media/${picture.file}`}
                      alt={picture.alt.de || picture.alt.es || picture.file}
                      width={picture.width}
                      height={picture.height}
                      loading="lazy"
                      className="aspect-square w-full rounded-md object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </dialog>
  );
}
