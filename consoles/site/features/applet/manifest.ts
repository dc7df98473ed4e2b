import type { FeatureManifest } from '#kit/routes/manifest';
import { appletRoutes, appletSettingPages } from './routes';

export const appletFeature: FeatureManifest = {
  name: 'applet',
  routes: appletRoutes,
  groups: [{ group: '/setting', at: 26, pages: appletSettingPages }],
};
