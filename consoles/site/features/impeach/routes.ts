import { ShieldErrorRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 举报管理 (§2.2 "impeachment management"): the report queue, its badge counting open reports. */
export const impeachRoutes: RouteRecord[] = [
  {
    path: '/manageImpeach',
    name: 'ManageImpeach',
    component: lazyPage(() => import('./ImpeachPage'), 'ImpeachPage'),
    meta: {
      title: '举报管理',
      icon: ShieldErrorRegular,
      operation: 'getImpeachList',
      badge: { operation: 'getImpeachCount', field: 'open' },
    },
  },
];
