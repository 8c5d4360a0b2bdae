import { and, desc, eq } from "drizzle-orm";
import type { ContentAdminText } from "~/content/types/admin";
import { emptyVersion, type DraftData, type DraftPart, type DraftVersion } from "~/domain/content/draft";
import { draftPicturesSchema, draftVersionSchema } from "~/domain/content/draft-schema";
import { otherLocale, type Locale } from "~/i18n/locale";
import type { Actor } from "../../back-office/staff-member";
import { contentRevisions } from "../../db/schema";
import type { DraftProblems } from "../editor-types";
import { checkDocument } from "../render-document";
import type { Executor, Item } from "./drafts";
import { canonicalJson, draftFromPublished, hasContent, locales, statusOf } from "./rows";
import type { VersionSnapshot } from "./publish";

/** The shape check of a save: problems by field name ("de.title", "pictures.header.alt.es"). */
export function shapeProblems(parts: Partial<DraftData>, text: ContentAdminText): DraftProblems {
  const problems: DraftProblems = {};
  for (const locale of locales) {
    const version = parts[locale];
    if (version === undefined) continue;
    const parsed = draftVersionSchema.safeParse(version);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const max = issue.code === "too_big" ? Number(issue.maximum) : null;
        problems[[locale, ...issue.path].join(".")] = max
          ? text.tooLong.replace("{max}", String(max))
          : text.bodyInvalid;
      }
      continue;
    }
    if ("doc" in parsed.data.body) {
      const checked = checkDocument(parsed.data.body.doc);
      if (!checked.ok) {
        problems[`${locale}.body`] = {
          invalid: text.bodyInvalid,
          image: text.bodyImage,
          link: text.bodyLink,
        }[checked.fault];
      }
    }
  }
  if (parts.pictures !== undefined) {
    const parsed = draftPicturesSchema.safeParse(parts.pictures);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const max = issue.code === "too_big" ? Number(issue.maximum) : null;
        problems[["pictures", ...issue.path].join(".")] = max
          ? text.tooLong.replace("{max}", String(max))
          : text.bodyImage;
      }
    }
  }
  return problems;
}

/** What an explicit save compares with: the language's last revision, else what was published. */
async function baseline(tx: Executor, item: Item, locale: Locale): Promise<VersionSnapshot> {
  const [last] = await tx
    .select({ snapshot: contentRevisions.snapshot })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.itemId, item.row.id), eq(contentRevisions.locale, locale)))
    .orderBy(desc(contentRevisions.createdAt))
    .limit(1);
  if (last) return last.snapshot as unknown as VersionSnapshot;
  const published = draftFromPublished(item.kind, item.row);
  return {
    version: statusOf(item.row, locale) === "published" ? published[locale] : emptyVersion,
    pictures: published.pictures,
  };
}

function texts(version: DraftVersion): Omit<DraftVersion, "needsUpdate"> {
  const { needsUpdate: _mark, ...fields } = version;
  return fields;
}

/** Equal in content, whatever the order of keys (jsonb gives them back in an order of its own). */
export function same(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * An explicit save's extras (decision 0025): a 'save' revision of each language that differs from
 * its last revision, and the "needs update" marks: a language whose texts changed loses its own
 * mark and gives one to the other language (when that one has content), unless both were written
 * in this save.
 */
export async function recordExplicitSave(
  tx: Executor,
  item: Item,
  languages: readonly Locale[],
  actor: Actor,
  now: Date,
): Promise<void> {
  const changed: { locale: Locale; textsChanged: boolean }[] = [];
  for (const locale of languages) {
    const before = await baseline(tx, item, locale);
    const snapshot: VersionSnapshot = { version: item.data[locale], pictures: item.data.pictures };
    if (
      same({ ...before.version, needsUpdate: false }, { ...snapshot.version, needsUpdate: false }) &&
      same(before.pictures, snapshot.pictures)
    ) {
      continue;
    }
    changed.push({ locale, textsChanged: !same(texts(before.version), texts(snapshot.version)) });
  }
  // Both languages written in one go are in step: neither is marked.
  const written = new Set(changed.filter((entry) => entry.textsChanged).map((entry) => entry.locale));
  for (const locale of written) {
    const other = otherLocale(locale);
    item.data = {
      ...item.data,
      [locale]: { ...item.data[locale], needsUpdate: false },
      ...(written.has(other)
        ? {}
        : { [other]: { ...item.data[other], needsUpdate: hasContent(item.data[other]) } }),
    };
  }
  for (const { locale } of changed) {
    await tx.insert(contentRevisions).values({
      itemId: item.row.id,
      kind: item.kind,
      locale,
      reason: "save",
      snapshot: { version: item.data[locale], pictures: item.data.pictures } as unknown as Record<
        string,
        unknown
      >,
      authorId: actor?.id ?? null,
      authorName: actor?.name ?? null,
      createdAt: now,
    });
  }
}

/** The parts of a save that are refused: changed by someone else since the editor's counters. */
export function conflictingParts(
  item: Item,
  parts: Partial<DraftData>,
  revisions: Record<DraftPart, number>,
): DraftPart[] {
  return (["de", "es", "pictures"] as const).filter(
    (part) =>
      parts[part] !== undefined &&
      revisions[part] !== item.revisions[part] &&
      !same(
        parts[part],
        part === "pictures"
          ? item.data.pictures
          : { ...item.data[part], needsUpdate: (parts[part] as DraftVersion).needsUpdate },
      ),
  );
}
