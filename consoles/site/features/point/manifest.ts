import type { FeatureManifest } from '#kit/routes/manifest';
import { pointPages } from './routes';

export const pointFeature: FeatureManifest = { name: 'point', groups: [{ group: '/user', at: 50, pages: pointPages }] };
