import type { FeatureManifest } from '#kit/routes/manifest';
import { operationLogPages } from './routes';

export const operationLogFeature: FeatureManifest = {
  name: 'operationLog',
  groups: [{ group: '/user', at: 70, pages: operationLogPages }],
};
