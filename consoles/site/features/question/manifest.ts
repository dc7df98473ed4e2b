import type { FeatureManifest } from '#kit/routes/manifest';
import { questionRoutes, questionSettingPages } from './routes';

export const questionFeature: FeatureManifest = {
  name: 'question',
  routes: questionRoutes,
  groups: [{ group: '/setting', at: 40, pages: questionSettingPages }],
};
