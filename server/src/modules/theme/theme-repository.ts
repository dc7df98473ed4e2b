import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { siteSettings } from '../site-console/site-console.tables';
import { type PublishedThemeColumn, themeSettings } from './theme.tables';

/** A site's theme row beside its published images (read through site-console's settings), or undefined for no site. */
export async function findTheme(db: Executor, siteId: number) {
  const [row] = await db
    .select({
      published: themeSettings.published,
      draft: themeSettings.draft,
      previewToken: themeSettings.previewToken,
      previewExpiresAt: themeSettings.previewExpiresAt,
      publishedAt: themeSettings.publishedAt,
      updatedAt: themeSettings.updatedAt,
      logoUrl: sql<string>`coalesce(${siteSettings.basic}->>'logoUrl', '')`,
      faviconUrl: sql<string>`coalesce(${siteSettings.basic}->>'faviconUrl', '')`,
    })
    .from(siteSettings)
    .leftJoin(themeSettings, eq(themeSettings.siteId, siteSettings.siteId))
    .where(eq(siteSettings.siteId, siteId));
  return row;
}

export type ThemeRow = NonNullable<Awaited<ReturnType<typeof findTheme>>>;

/** Writes the row (a site made before themes existed has none yet). */
export async function upsertTheme(
  tx: Executor,
  siteId: number,
  values: Partial<Omit<typeof themeSettings.$inferInsert, 'siteId'>> & { published: PublishedThemeColumn },
) {
  const { published, ...rest } = values;
  await tx
    .insert(themeSettings)
    .values({ siteId, published, ...rest, updatedAt: sql`now()` })
    .onConflictDoUpdate({ target: themeSettings.siteId, set: { published, ...rest, updatedAt: sql`now()` } });
}

/** Locks the site's row until the caller's transaction ends (two saves at once keep one token). */
export async function lockTheme(tx: Executor, siteId: number) {
  const [row] = await tx
    .select({
      published: themeSettings.published,
      previewToken: themeSettings.previewToken,
      previewExpiresAt: themeSettings.previewExpiresAt,
    })
    .from(themeSettings)
    .where(eq(themeSettings.siteId, siteId))
    .for('update');
  return row;
}
