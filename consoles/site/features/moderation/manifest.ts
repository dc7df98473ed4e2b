import type { FeatureManifest } from '#kit/routes/manifest';
import { moderationRoutes, moderationSettingPages } from './routes';

export const moderationFeature: FeatureManifest = {
  name: 'moderation',
  routes: moderationRoutes,
  groups: [{ group: '/setting', at: 30, pages: moderationSettingPages }],
};
