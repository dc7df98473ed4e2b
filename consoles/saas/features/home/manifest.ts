import type { FeatureManifest } from '#kit/routes/manifest';
import { homeRoutes } from './routes';

export const homeFeature: FeatureManifest = { name: 'home', routes: homeRoutes };
