import type { FeatureManifest } from '#kit/routes/manifest';
import { messageSettingPages } from './routes';

export const messageFeature: FeatureManifest = {
  name: 'message',
  groups: [{ group: '/setting', at: 55, pages: messageSettingPages }],
};
