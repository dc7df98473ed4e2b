import type { FeatureManifest } from '#kit/routes/manifest';
import { siteRoutes } from './routes';

export const siteFeature: FeatureManifest = { name: 'site', routes: siteRoutes };
