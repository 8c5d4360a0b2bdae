import { useId, type ReactNode } from "react";
import type { AdminText } from "~/content/types/admin";
import { fieldLimits, type ContentKind, type DraftVersion } from "~/domain/content/draft";
import { slugifyName } from "~/domain/dogs/slug";
import type { Locale } from "~/i18n/locale";
import { BodyEditor, type PictureRequest } from "./body-editor";

type Text = AdminText["content"];

/** One language's fields of a post or guide: title, address, excerpt, category, (guides) meta description, body. */
export function VersionFields({
  kind,
  locale,
  version,
  categories,
  problems,
  text,
  oldPath,
  onChange,
  requestPicture,
}: {
  kind: ContentKind;
  locale: Locale;
  version: DraftVersion;
  /** The categories this language's posts or guides use: offered while typing. */
  categories: string[];
  problems: Record<string, string>;
  text: Text;
  /** The published address this version had, when its slug now differs (it keeps working). */
  oldPath: string | null;
  onChange(next: DraftVersion): void;
  requestPicture: PictureRequest;
}) {
  const f = text.editor.fields;
  const set = (field: keyof DraftVersion) => (value: string) => onChange({ ...version, [field]: value });
  const problem = (field: string) => problems[`${locale}.${field}`];
  return (
    <div className="space-y-4" lang={locale}>
      <TextField
        label={f.title}
        value={version.title}
        maxLength={fieldLimits.title}
        problem={problem("title")}
        onChange={(title) =>
          // Until the volunteer writes an address of their own, it follows the title.
          onChange({
            ...version,
            title,
            slug:
              version.slug === "" || version.slug === slugifyName(version.title)
                ? slugifyName(title)
                : version.slug,
          })
        }
      />
      <TextField
        label={f.slug}
        hint={oldPath ? `${f.slugHint} ${f.slugOldKept.replace("{path}", oldPath)}` : f.slugHint}
        value={version.slug}
        maxLength={fieldLimits.slug}
        problem={problem("slug")}
        onChange={(slug) => set("slug")(slug.toLowerCase())}
        onBlur={() => set("slug")(slugifyName(version.slug))}
        after={
          <button
            type="button"
            onClick={() => set("slug")(slugifyName(version.title))}
            className="mt-1 text-sm font-medium text-brand-800 underline underline-offset-4"
          >
            {f.proposeSlug}
          </button>
        }
      />
      <TextField
        label={f.excerpt}
        hint={f.excerptHint}
        value={version.excerpt}
        maxLength={fieldLimits.excerpt}
        rows={3}
        problem={problem("excerpt")}
        onChange={set("excerpt")}
      />
      <TextField
        label={f.category}
        suggestions={categories}
        value={version.category}
        maxLength={fieldLimits.category}
        problem={problem("category")}
        onChange={set("category")}
      />
      {kind === "guide" ? (
        <TextField
          label={f.metaDescription}
          hint={f.metaDescriptionHint}
          value={version.metaDescription}
          maxLength={fieldLimits.metaDescription}
          rows={2}
          problem={problem("metaDescription")}
          onChange={set("metaDescription")}
        />
      ) : null}
      <BodyEditor
        label={f.body}
        body={version.body}
        lang={locale}
        text={text.editor}
        requestPicture={requestPicture}
        onChange={(doc) => onChange({ ...version, body: { doc } })}
      />
      {problem("body") ? <p className="text-sm font-medium text-rose-800">{problem("body")}</p> : null}
    </div>
  );
}

function TextField({
  label,
  hint,
  value,
  maxLength,
  rows,
  problem,
  onChange,
  onBlur,
  after,
  suggestions,
}: {
  label: string;
  suggestions?: string[];
  hint?: string;
  value: string;
  maxLength: number;
  rows?: number;
  problem?: string;
  onChange(value: string): void;
  onBlur?(): void;
  after?: ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(" ");
  const props = {
    id,
    value,
    maxLength,
    onBlur,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": described || undefined,
    className: `mt-1 w-full rounded-md border px-3 py-2 text-base ${problem ? "border-rose-700" : "border-stone-400"}`,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {rows ? (
        <textarea {...props} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...props}
          type="text"
          list={suggestions?.length ? `${id}-suggestions` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {suggestions?.length ? (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="mt-1 text-sm font-medium text-rose-800">
          {problem}
        </p>
      ) : null}
      {after}
    </div>
  );
}
