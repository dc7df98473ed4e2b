import type { FeatureManifest } from '#kit/routes/manifest';
import { appletRoutes } from './routes';

export const appletFeature: FeatureManifest = { name: 'applet', routes: appletRoutes };
