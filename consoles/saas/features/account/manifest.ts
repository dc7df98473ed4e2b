import type { FeatureManifest } from '#kit/routes/manifest';
import { accountRoutes } from './routes';

export const accountFeature: FeatureManifest = { name: 'account', routes: accountRoutes };
