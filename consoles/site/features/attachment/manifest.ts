import type { FeatureManifest } from '#kit/routes/manifest';
import { attachmentSettingPages } from './routes';

export const attachmentFeature: FeatureManifest = {
  name: 'attachment',
  groups: [{ group: '/setting', at: 42, pages: attachmentSettingPages }],
};
