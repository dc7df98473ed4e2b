import type { FeatureManifest } from '#kit/routes/manifest';
import { questionOversightPages } from './routes';

export const questionFeature: FeatureManifest = {
  name: 'question',
  groups: [{ group: '/siteContent', at: 20, pages: questionOversightPages }],
};
