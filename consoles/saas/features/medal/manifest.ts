import type { FeatureManifest } from '#kit/routes/manifest';
import { medalOversightPages } from './routes';

export const medalFeature: FeatureManifest = {
  name: 'medal',
  groups: [{ group: '/siteContent', at: 30, pages: medalOversightPages }],
};
