import type { FeatureManifest } from '#kit/routes/manifest';
import { medalPages } from './routes';

export const medalFeature: FeatureManifest = { name: 'medal', groups: [{ group: '/user', at: 60, pages: medalPages }] };
