import { useId, useRef, type MouseEvent } from "react";
import { useSiteData } from "~/site-data";

export type DialogImage = { src: string; width: number; height: number };

/**
 * A thumbnail that opens the image enlarged in a native modal `<dialog>`: focus moves into it and
 * back to the thumbnail afterwards; Escape, the close button and a click on the backdrop close it.
 * Without JavaScript the link below the thumbnail opens the large image itself.
 */
export function ImageDialog({
  thumbnail,
  full,
  alt,
  title,
}: {
  thumbnail: DialogImage;
  full: DialogImage;
  alt: string;
  title: string;
}) {
  const text = useSiteData().t.ui.imageDialog;
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  function close() {
    dialog.current?.close();
  }

  /** A click whose target is the dialog itself landed on the backdrop: the content fills the box. */
  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  return (
    <div>
      <button
        ref={trigger}
        type="button"
        onClick={() => dialog.current?.showModal()}
        aria-haspopup="dialog"
        className="group block w-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md"
      >
        <img
          src={thumbnail.src}
          width={thumbnail.width}
          height={thumbnail.height}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="h-auto w-full"
        />
        <span className="flex items-center justify-center gap-2 border-t border-stone-200 px-4 py-2.5 font-semibold text-brand-900 group-hover:bg-brand-50">
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d="M15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {text.enlarge}
        </span>
      </button>
      <a
        href={full.src}
        className="mt-2 inline-block text-sm font-semibold text-brand-800 underline underline-offset-2"
      >
        {text.fullSize}
      </a>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClick={closeOnBackdrop}
        onClose={() => trigger.current?.focus()}
        className="m-auto w-[calc(100%-1rem)] max-w-6xl overflow-hidden rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/80"
      >
        <div className="flex max-h-[92vh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-4 py-3">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={close}
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold text-brand-900 ring-1 ring-stone-300 hover:bg-stone-100"
            >
              <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              {text.close}
            </button>
          </div>
          <div className="overflow-auto bg-stone-100">
            <img
              src={full.src}
              width={full.width}
              height={full.height}
              alt={alt}
              loading="lazy"
              decoding="async"
              className="mx-auto h-auto max-h-[calc(92vh-4rem)] w-auto max-w-full"
            />
          </div>
        </div>
      </dialog>
    </div>
  );
}
