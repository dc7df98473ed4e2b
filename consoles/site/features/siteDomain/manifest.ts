import type { FeatureManifest } from '#kit/routes/manifest';
import { siteDomainSettingPages } from './routes';

export const siteDomainFeature: FeatureManifest = {
  name: 'siteDomain',
  groups: [{ group: '/setting', at: 20, pages: siteDomainSettingPages }],
};
