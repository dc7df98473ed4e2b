import type { FeatureManifest } from '#kit/routes/manifest';
import { systemSettingPages } from './routes';

export const systemFeature: FeatureManifest = {
  name: 'system',
  groups: [{ group: '/setting', at: 10, pages: systemSettingPages }],
};
