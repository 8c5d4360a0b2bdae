import { useId } from "react";
import type { AdminText } from "~/content/types/admin";
import { fieldLimits, type ContentKind, type DraftPicture, type DraftPictures } from "~/domain/content/draft";
import { locales, type Locale } from "~/i18n/locale";
import type { LibraryPicture } from "./picture-picker";

type Text = AdminText["content"];

const asDraft = (picture: LibraryPicture): DraftPicture => ({
  file: picture.file,
  width: picture.width,
  height: picture.height,
  alt: { ...picture.alt },
  caption: { de: "", es: "" },
});

/** The pictures both languages share: the header picture and (posts) the gallery, with texts per language. */
export function PicturesPanel({
  kind,
  pictures,
  problems,
  text,
  onChange,
  pick,
}: {
  kind: ContentKind;
  pictures: DraftPictures;
  problems: Record<string, string>;
  text: Text;
  onChange(next: DraftPictures): void;
  pick(): Promise<LibraryPicture | null>;
}) {
  const t = text.pictures;
  const chooseHeader = async () => {
    const picture = await pick();
    if (picture) onChange({ ...pictures, header: asDraft(picture) });
  };
  const addToGallery = async () => {
    const picture = await pick();
    if (picture) onChange({ ...pictures, gallery: [...pictures.gallery, asDraft(picture)] });
  };
  const setGallery = (gallery: DraftPicture[]) => onChange({ ...pictures, gallery });
  const move = (index: number, by: -1 | 1) => {
    const next = [...pictures.gallery];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    setGallery(next);
  };
  return (
    <section
      aria-labelledby="pictures-heading"
      className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id="pictures-heading" className="text-lg font-bold text-brand-900">
        {t.heading}
      </h2>
      <h3 className="mt-3 font-semibold text-stone-900">{t.header}</h3>
      {pictures.header ? (
        <PictureCard
          picture={pictures.header}
          path="pictures.header"
          withCaption={false}
          problems={problems}
          text={text}
          onChange={(header) => onChange({ ...pictures, header })}
          actions={
            <>
              <button type="button" onClick={() => void chooseHeader()} className={small}>
                {t.replace}
              </button>
              <button type="button" onClick={() => onChange({ ...pictures, header: null })} className={small}>
                {t.remove}
              </button>
            </>
          }
        />
      ) : (
        <p className="mt-1 flex flex-wrap items-center gap-3 text-sm text-stone-600">
          {t.none}
          <button type="button" onClick={() => void chooseHeader()} className={small}>
            {t.choose}
          </button>
        </p>
      )}
      {kind === "post" ? (
        <>
          <h3 className="mt-5 font-semibold text-stone-900">{t.gallery}</h3>
          <ol className="mt-2 space-y-3">
            {pictures.gallery.map((picture, index) => (
              <li key={`${picture.file}-${index}`}>
                <PictureCard
                  picture={picture}
                  path={`pictures.gallery.${index}`}
                  withCaption
                  problems={problems}
                  text={text}
                  onChange={(changed) =>
                    setGallery(pictures.gallery.map((old, at) => (at === index ? changed : old)))
                  }
                  actions={
                    <>
                      <button
                        type="button"
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                        className={small}
                      >
                        {t.moveUp}
                      </button>
                      <button
                        type="button"
                        disabled={index === pictures.gallery.length - 1}
                        onClick={() => move(index, 1)}
                        className={small}
                      >
                        {t.moveDown}
                      </button>
                      <button
                        type="button"
                        onClick={() => setGallery(pictures.gallery.filter((_, at) => at !== index))}
                        className={small}
                      >
                        {t.remove}
                      </button>
                    </>
                  }
                />
              </li>
            ))}
          </ol>
          <button type="button" onClick={() => void addToGallery()} className={`${small} mt-3`}>
            {t.add}
          </button>
        </>
      ) : null}
    </section>
  );
}

const small =
  "rounded-md border border-stone-400 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-40";

function PictureCard({
  picture,
  path,
  withCaption,
  problems,
  text,
  onChange,
  actions,
}: {
  picture: DraftPicture;
  path: string;
  withCaption: boolean;
  problems: Record<string, string>;
  text: Text;
  onChange(next: DraftPicture): void;
  actions: React.ReactNode;
}) {
  const id = useId();
  const field = (name: "alt" | "caption", locale: Locale) => {
    const problem = problems[`${path}.${name}.${locale}`];
    const fieldId = `${id}-${name}-${locale}`;
    return (
      <div key={`${name}-${locale}`} lang={locale}>
        <label htmlFor={fieldId} className="block text-sm font-medium text-stone-800">
          {text.pictures[name].replace("{language}", text.languages[locale])}
        </label>
        <input
          id={fieldId}
          value={picture[name][locale]}
          maxLength={fieldLimits[name]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fieldId}-problem` : undefined}
          onChange={(event) =>
            onChange({ ...picture, [name]: { ...picture[name], [locale]: event.target.value } })
          }
          className={`mt-1 w-full rounded-md border px-3 py-2 text-base ${problem ? "border-rose-700" : "border-stone-400"}`}
        />
        {problem ? (
          <p id={`${fieldId}-problem`} className="mt-1 text-sm font-medium text-rose-800">
            {problem}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <div className="mt-2 flex flex-col gap-3 rounded-lg p-3 ring-1 ring-stone-200 sm:flex-row">
      <img
        src={picture.legacy?.src ?? `/img/320/webp/media/${picture.file}`}
        alt=""
        width={picture.width}
        height={picture.height}
        className="h-28 w-auto self-start rounded-md object-cover"
      />
      <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
        {locales.map((locale) => field("alt", locale))}
        {withCaption ? locales.map((locale) => field("caption", locale)) : null}
        <div className="flex flex-wrap gap-2 sm:col-span-2">{actions}</div>
      </div>
    </div>
  );
}
