import type { FeatureManifest } from '#kit/routes/manifest';
import { consoleAuthRoutes } from './routes';

export const consoleAuthFeature: FeatureManifest = { name: 'consoleAuth', routes: consoleAuthRoutes };
