import type { FeatureManifest } from '#kit/routes/manifest';
import { workOrderRoutes, workOrderSettingPages } from './routes';

export const workOrderFeature: FeatureManifest = {
  name: 'workOrder',
  routes: workOrderRoutes,
  groups: [{ group: '/setting', at: 60, pages: workOrderSettingPages }],
};
