import type { FeatureManifest } from '#kit/routes/manifest';
import { managerRoutes } from './routes';

/** Accounts, site users and managers: the first pages of the app's 用户管理 group. */
export const managerFeature: FeatureManifest = {
  name: 'manager',
  groups: [{ group: '/account', at: 10, pages: managerRoutes.flatMap((group) => group.children ?? []) }],
};
