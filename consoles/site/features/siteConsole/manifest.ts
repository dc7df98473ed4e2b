import type { FeatureManifest } from '#kit/routes/manifest';
import { siteConsoleHomeRoutes, siteConsoleSettingPages } from './routes';

export const siteConsoleFeature: FeatureManifest = {
  name: 'siteConsole',
  routes: siteConsoleHomeRoutes,
  groups: [{ group: '/setting', at: 10, pages: siteConsoleSettingPages }],
};
