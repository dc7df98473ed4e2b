import type { FeatureManifest } from '#kit/routes/manifest';
import { appletSettingPages } from './routes';

export const appletFeature: FeatureManifest = {
  name: 'applet',
  groups: [{ group: '/setting', at: 26, pages: appletSettingPages }],
};
