import type { FeatureManifest } from '#kit/routes/manifest';
import { memberPages, memberSettingPages } from './routes';

export const memberFeature: FeatureManifest = {
  name: 'member',
  groups: [
    { group: '/user', at: 10, pages: memberPages },
    { group: '/setting', at: 70, pages: memberSettingPages },
  ],
};
