import type { FeatureManifest } from '#kit/routes/manifest';
import { mallRoutes } from './routes';

export const mallFeature: FeatureManifest = { name: 'mall', routes: mallRoutes };
