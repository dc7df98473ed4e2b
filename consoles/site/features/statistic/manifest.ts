import type { FeatureManifest } from '#kit/routes/manifest';
import { statisticRoutes } from './routes';

export const statisticFeature: FeatureManifest = { name: 'statistic', routes: statisticRoutes };
