import type { FeatureManifest } from '#kit/routes/manifest';
import { taskSettingPages } from './routes';

export const taskFeature: FeatureManifest = {
  name: 'task',
  groups: [{ group: '/setting', at: 30, pages: taskSettingPages }],
};
