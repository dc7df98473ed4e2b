import type { FeatureManifest } from '#kit/routes/manifest';
import { licensePublicRoutes, licenseRoutes } from './routes';

export const licenseFeature: FeatureManifest = { name: 'license', routes: [...licensePublicRoutes, ...licenseRoutes] };
