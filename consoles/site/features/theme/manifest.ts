import type { FeatureManifest } from '#kit/routes/manifest';
import { themePages } from './routes';

export const themeFeature: FeatureManifest = { name: 'theme', groups: [{ group: '/setting', at: 30, pages: themePages }] };
