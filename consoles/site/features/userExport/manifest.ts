import type { FeatureManifest } from '#kit/routes/manifest';
import { userExportPages } from './routes';

export const userExportFeature: FeatureManifest = { name: 'userExport', groups: [{ group: '/user', at: 20, pages: userExportPages }] };
