import { and, isNull, sql } from "drizzle-orm";
import type { ContentKind } from "~/domain/content/draft";
import type { Locale } from "~/i18n/locale";
import type { Db } from "../../db/client";
import { tableOf } from "./rows";

/** The categories in use per language, most used first (the editor offers them). */
export async function categoriesInUse(db: Db, kind: ContentKind): Promise<Record<Locale, string[]>> {
  const table = tableOf(kind);
  const inUse = async (locale: Locale) => {
    const column = locale === "de" ? table.categoryDe : table.categoryEs;
    const rows = await db
      .select({ name: column })
      .from(table)
      .where(and(isNull(table.deletedAt), sql`coalesce(trim(${column}), '') <> ''`))
      .groupBy(column)
      .orderBy(sql`count(*) desc`, column)
      .limit(30);
    return rows.map((row) => row.name!);
  };
  return { de: await inUse("de"), es: await inUse("es") };
}
