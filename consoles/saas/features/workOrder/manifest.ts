import type { FeatureManifest } from '#kit/routes/manifest';
import { workOrderRoutes } from './routes';

export const workOrderFeature: FeatureManifest = { name: 'workOrder', routes: workOrderRoutes };
