import type { FeatureManifest } from '#kit/routes/manifest';
import { oauthSettingPages } from './routes';

export const oauthFeature: FeatureManifest = {
  name: 'oauth',
  groups: [{ group: '/setting', at: 26, pages: oauthSettingPages }],
};
