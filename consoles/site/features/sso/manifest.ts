import type { FeatureManifest } from '#kit/routes/manifest';
import { ssoSettingPages } from './routes';

export const ssoFeature: FeatureManifest = {
  name: 'sso',
  groups: [{ group: '/setting', at: 25, pages: ssoSettingPages }],
};
