import type { FeatureManifest } from '#kit/routes/manifest';
import { navigationSettingPages } from './routes';

export const navigationFeature: FeatureManifest = {
  name: 'navigation',
  groups: [{ group: '/setting', at: 20, pages: navigationSettingPages }],
};
