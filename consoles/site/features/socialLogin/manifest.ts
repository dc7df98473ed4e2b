import type { FeatureManifest } from '#kit/routes/manifest';
import { socialLoginSettingPages } from './routes';

export const socialLoginFeature: FeatureManifest = {
  name: 'socialLogin',
  groups: [{ group: '/setting', at: 24, pages: socialLoginSettingPages }],
};
