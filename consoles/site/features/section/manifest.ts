import type { FeatureManifest } from '#kit/routes/manifest';
import { sectionRoutes } from './routes';

export const sectionFeature: FeatureManifest = { name: 'section', routes: sectionRoutes };
