import type { FeatureManifest } from '#kit/routes/manifest';
import { contentOversightPages, contentOversightSettingPages } from './routes';

export const contentOversightFeature: FeatureManifest = {
  name: 'contentOversight',
  groups: [
    { group: '/siteContent', at: 10, pages: contentOversightPages },
    { group: '/setting', at: 20, pages: contentOversightSettingPages },
  ],
};
