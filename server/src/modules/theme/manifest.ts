import { DEFAULT_THEME } from '../../../../sdk';
import { defineModule } from '../module';
import * as tables from './theme.tables';
import { themeHandlers } from './theme-handlers';
import { PREVIEW_PARAMETER, themePagePart } from './theme-page';
import { upsertTheme } from './theme-repository';
import { themeForPage } from './theme-service';

const { logoUrl: _logo, faviconUrl: _favicon, ...defaultLook } = DEFAULT_THEME;

export const themeModule = defineModule({
  name: 'theme',
  handlers: { theme: themeHandlers },
  tables,
  provisionSite: (tx, { siteId }) => upsertTheme(tx, siteId, { published: defaultLook }),
  // The demo shows a theme of its own: green, the brand header, the latest posts first.
  demoSeed: (tx, { siteId }) =>
    upsertTheme(tx, siteId, {
      published: { ...defaultLook, palette: 'teal', brandColor: '#0f766e', headerStyle: 'brand', homeLayout: 'latestPosts' },
      publishedAt: new Date(),
    }),
  async memberPage({ db }, page) {
    const found = await themeForPage(db, page.site.id, page.query.get(PREVIEW_PARAMETER) ?? undefined);
    return found && themePagePart(found.theme, found.preview);
  },
});
