import type { FeatureManifest } from '#kit/routes/manifest';
import { orderManageRoutes, orderRoutes } from './routes';

/** A holder's 订单 at its own place; the managers' pages in the app's 订单管理 group. */
export const orderFeature: FeatureManifest = {
  name: 'order',
  routes: orderRoutes,
  groups: [{ group: '/orderManage', at: 10, pages: orderManageRoutes.flatMap((group) => group.children ?? []) }],
};
