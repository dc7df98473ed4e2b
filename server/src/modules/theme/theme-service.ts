import { randomBytes, timingSafeEqual } from 'node:crypto';
import { checkThemeContrast, DEFAULT_THEME, isHexColour, type OperationBody, type Schema } from '../../../../sdk';
import { cacheKeys } from '../../cache/cache';
import type { Executor } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { updateSiteImages } from '../site-console/site-setting-repository';
import type { PublishedThemeColumn } from './theme.tables';
import { findTheme, lockTheme, type ThemeRow, upsertTheme } from './theme-repository';

type Theme = Schema<'Theme'>;

/** How long a draft's preview link works after the last save. */
const PREVIEW_HOURS = 24;

/** The published look without its images (those live in the site's settings). */
function lookOf({ logoUrl: _logo, faviconUrl: _favicon, ...look }: Theme): PublishedThemeColumn {
  return look;
}

/** The published theme: the row's look (today's look for a site that never saved one) and the settings' images. */
function publishedOf(row: ThemeRow): Theme {
  const { logoUrl: _l, faviconUrl: _f, ...defaults } = DEFAULT_THEME;
  return { ...defaults, ...(row.published ?? {}), logoUrl: row.logoUrl, faviconUrl: row.faviconUrl };
}

function liveToken(row: Pick<ThemeRow, 'previewToken' | 'previewExpiresAt'>, now = Date.now()) {
  return row.previewToken && row.previewExpiresAt && row.previewExpiresAt.getTime() > now ? row.previewToken : undefined;
}

/** Equal tokens, compared in constant time. */
function sameToken(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The server's check of what the contract's pattern already holds, in words a site owner reads. */
function validate(theme: Theme) {
  if (!isHexColour(theme.brandColor)) throw badRequest('品牌色应为 #RRGGBB 格式的颜色，例如 #2d6fb2');
}

/** The theme a member page shows: the draft for a live preview token, else the published one. */
export async function themeForPage(db: Executor, siteId: number, previewToken?: string) {
  const row = await findTheme(db, siteId);
  if (!row) return undefined;
  const token = liveToken(row);
  if (previewToken && token && row.draft && sameToken(previewToken, token)) return { theme: row.draft, preview: true };
  return { theme: publishedOf(row), preview: false };
}

export function createThemeService({ db, cache }: Pick<ModuleDeps, 'db' | 'cache'>) {
  async function read(siteId: number): Promise<Schema<'ThemeSetting'>> {
    const row = await findTheme(db, siteId);
    if (!row) throw notFound('站点不存在');
    const published = publishedOf(row);
    const token = liveToken(row);
    const draft = token ? row.draft : null;
    return {
      published,
      draft,
      contrast: checkThemeContrast(draft ?? published),
      previewToken: draft && token ? token : '',
      previewExpiresAt: draft && token && row.previewExpiresAt ? row.previewExpiresAt.toISOString() : null,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      updatedAt: (row.updatedAt ?? new Date()).toISOString(),
    };
  }

  return {
    read,

    /** Saves a draft (a preview token that lasts PREVIEW_HOURS from now), or publishes and ends the draft. */
    async save(siteId: number, { theme, publish }: OperationBody<'updateThemeSetting'>) {
      validate(theme);
      const value: Theme = { ...theme, brandColor: theme.brandColor.toLowerCase() };
      await db.transaction(async (tx) => {
        const current = await lockTheme(tx, siteId);
        const published = current?.published ?? lookOf(DEFAULT_THEME);
        if (publish) {
          await upsertTheme(tx, siteId, {
            published: lookOf(value),
            draft: null,
            previewToken: null,
            previewExpiresAt: null,
            publishedAt: new Date(),
          });
          await updateSiteImages(tx, siteId, { logoUrl: value.logoUrl, faviconUrl: value.faviconUrl });
        } else {
          // The same link keeps working while the owner edits; a new one once the old has lapsed.
          const token = (current && liveToken(current)) || randomBytes(24).toString('base64url');
          await upsertTheme(tx, siteId, {
            published,
            draft: value,
            previewToken: token,
            previewExpiresAt: new Date(Date.now() + PREVIEW_HOURS * 3600_000),
          });
        }
      });
      if (publish) await cache.del(cacheKeys.siteSetting(siteId));
      return read(siteId);
    },

    async forMember(siteId: number, previewToken?: string): Promise<Schema<'MemberTheme'>> {
      const found = await themeForPage(db, siteId, previewToken);
      if (!found) throw notFound('站点不存在');
      return found;
    },
  };
}
