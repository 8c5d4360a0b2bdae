import { and, eq, ne, sql } from "drizzle-orm";
import type { ContentAdminText } from "~/content/types/admin";
import type { ContentKind, DraftPictures, DraftVersion } from "~/domain/content/draft";
import { slugifyName } from "~/domain/dogs/slug";
import { otherLocale, type Locale } from "~/i18n/locale";
import { contentDrafts } from "../../db/schema";
import { checkDocument, isEmptyDocument, picturesWithoutAlt } from "../render-document";
import type { DraftProblems } from "../editor-types";
import type { Executor } from "./drafts";
import { statusOf, tableOf, type PublishedRow } from "./rows";

/** Whether a slug is taken in a language by another post (or guide): its row or its draft. */
export async function slugTaken(
  tx: Executor,
  kind: ContentKind,
  locale: Locale,
  slug: string,
  exceptId: string,
): Promise<boolean> {
  const table = tableOf(kind);
  const column = locale === "de" ? table.slugDe : table.slugEs;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(column, slug), ne(table.id, exceptId)))
    .limit(1);
  if (rows.length > 0) return true;
  const drafts = await tx
    .select({ id: contentDrafts.itemId })
    .from(contentDrafts)
    .where(
      and(
        eq(contentDrafts.kind, kind),
        ne(contentDrafts.itemId, exceptId),
        sql`${contentDrafts.data} -> ${locale} ->> 'slug' = ${slug}`,
      ),
    )
    .limit(1);
  return drafts.length > 0;
}

function bodyProblem(version: DraftVersion, text: ContentAdminText): string | null {
  if ("html" in version.body) return version.body.html.trim() === "" ? text.bodyEmpty : null;
  const checked = checkDocument(version.body.doc);
  if (!checked.ok) {
    return { invalid: text.bodyInvalid, image: text.bodyImage, link: text.bodyLink }[checked.fault];
  }
  if (isEmptyDocument(checked.node)) return text.bodyEmpty;
  return picturesWithoutAlt(checked.node) > 0 ? text.bodyAlt : null;
}

/**
 * What keeps a language from going out (decision 0025), by the field's name in the editor: a
 * required field empty, a slug not of the site's rule or taken, a body the page cannot show, a
 * picture without alt text in a language that is (or is about to be) published.
 */
export async function publishProblems(
  tx: Executor,
  input: {
    kind: ContentKind;
    row: PublishedRow;
    locale: Locale;
    version: DraftVersion;
    pictures: DraftPictures;
  },
  text: ContentAdminText,
): Promise<DraftProblems> {
  const { kind, row, locale, version, pictures } = input;
  const problems: DraftProblems = {};
  for (const field of ["title", "slug", "excerpt", "category"] as const) {
    if (version[field].trim() === "") problems[`${locale}.${field}`] = text.required;
  }
  const slug = version.slug;
  if (slug !== "" && (slugifyName(slug) !== slug || slug.length > 120)) {
    problems[`${locale}.slug`] = text.slugInvalid;
  } else if (slug !== "" && (await slugTaken(tx, kind, locale, slug, row.id))) {
    problems[`${locale}.slug`] = text.slugTaken;
  }
  const body = bodyProblem(version, text);
  if (body) problems[`${locale}.body`] = body;
  const languages =
    statusOf(row, otherLocale(locale)) === "published" ? [locale, otherLocale(locale)] : [locale];
  const named = [
    ...(pictures.header ? [["pictures.header", pictures.header] as const] : []),
    ...pictures.gallery.map((picture, index) => [`pictures.gallery.${index}`, picture] as const),
  ];
  for (const [name, picture] of named) {
    for (const language of languages) {
      if (picture.alt[language].trim() === "") problems[`${name}.alt.${language}`] = text.altRequired;
    }
  }
  return problems;
}
