import type { FeatureManifest } from '#kit/routes/manifest';
import { operationLogPages } from './routes';

export const operationLogFeature: FeatureManifest = {
  name: 'operationLog',
  groups: [{ group: '/account', at: 20, pages: operationLogPages }],
};
