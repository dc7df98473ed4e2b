import type { FeatureManifest } from '#kit/routes/manifest';
import { personalSettingRoutes, siteAdminPages } from './routes';

export const siteAdminFeature: FeatureManifest = {
  name: 'siteAdmin',
  routes: personalSettingRoutes,
  groups: [{ group: '/user', at: 30, pages: siteAdminPages }],
};
