import type { FeatureManifest } from '#kit/routes/manifest';
import { friendLinkSettingPages } from './routes';

export const friendLinkFeature: FeatureManifest = {
  name: 'friendLink',
  groups: [{ group: '/setting', at: 22, pages: friendLinkSettingPages }],
};
