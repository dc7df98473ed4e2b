import { RibbonRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 用户等级, in the 用户 group. */
export const userRankPages: RouteRecord[] = [
  {
    path: 'manageUserRank',
    name: 'ManageUserRank',
    component: lazyPage(() => import('./UserRankPage'), 'UserRankPage'),
    meta: { title: '用户等级', icon: RibbonRegular, operation: 'getUserRankList' },
  },
];
