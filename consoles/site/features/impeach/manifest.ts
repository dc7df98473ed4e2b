import type { FeatureManifest } from '#kit/routes/manifest';
import { impeachRoutes } from './routes';

export const impeachFeature: FeatureManifest = { name: 'impeach', routes: impeachRoutes };
