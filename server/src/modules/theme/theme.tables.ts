// Tables the theme module owns: each site's published theme and its unpublished draft. The published logo and favicon
// are not here: they stay in the site's basic settings (site-console), which the console, the member site's
// getMemberSite and the pages' favicon have always read; publishing writes them there.
// Who else may use them: the layering rule, server/README.md.
import { jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { Schema } from '../../../../sdk';
import { at, id } from '../../db/columns';
import { sites } from '../site/site.tables';

/** The published look without the images (kept in the site's basic settings). */
export type PublishedThemeColumn = Omit<Schema<'Theme'>, 'logoUrl' | 'faviconUrl'>;

export const themeSettings = pgTable('theme_settings', {
  siteId: id('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  published: jsonb('published').notNull().$type<PublishedThemeColumn>(),
  /** The whole draft (images included), null when there is none. */
  draft: jsonb('draft').$type<Schema<'Theme'>>(),
  /** Who holds it sees the draft on the member site (`/?themePreview=`); only administrators are given it. */
  previewToken: varchar('preview_token', { length: 64 }),
  previewExpiresAt: at('preview_expires_at'),
  publishedAt: at('published_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
