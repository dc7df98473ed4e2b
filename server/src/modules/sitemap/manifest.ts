import { defineModule } from '../module';
import * as tables from './sitemap.tables';
import { sitemapRoutes } from './sitemap-routes';
import { buildStoredSitemap, refreshStoredSitemaps, SITEMAP_JOB } from './sitemap-store';

/** Each site's robots.txt and sitemap for search engines; big sites' sitemaps generated in the background. */
export const sitemapModule = defineModule({
  name: 'sitemap',
  handlers: {},
  tables,
  routes: sitemapRoutes,
  tasks: [
    {
      name: 'sitemapRefresh',
      label: '刷新大站点的站点地图',
      cron: '20 * * * *',
      enabledByDefault: true,
      retryLimit: 2,
      run: ({ db }) => refreshStoredSitemaps(db),
    },
  ],
  jobs: [
    {
      name: SITEMAP_JOB,
      // A failed build leaves the files computed on request; the next request or the hourly refresh asks again.
      retryLimit: 1,
      expireInSeconds: 1800,
      run: ({ db }, data: { siteId: number }) => buildStoredSitemap(db, data.siteId),
    },
  ],
});
