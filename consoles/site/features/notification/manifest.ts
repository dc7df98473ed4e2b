import type { FeatureManifest } from '#kit/routes/manifest';
import { notificationRoutes, notificationSettingPages } from './routes';

export const notificationFeature: FeatureManifest = {
  name: 'notification',
  routes: notificationRoutes,
  groups: [{ group: '/setting', at: 50, pages: notificationSettingPages }],
};
