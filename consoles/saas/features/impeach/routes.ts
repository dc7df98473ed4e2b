import { ShieldErrorRegular, WarningRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 举报管理 (§2.1 `/impeachManage/manageImpeach`, role Report): every site's open reports in one queue. */
export const impeachRoutes: RouteRecord[] = [
  {
    path: '/impeachManage',
    alwaysShow: true,
    meta: { title: '举报管理', icon: WarningRegular },
    children: [
      {
        path: 'manageImpeach',
        name: 'ManageImpeach',
        component: lazyPage(() => import('./ManageImpeachPage'), 'ManageImpeachPage'),
        meta: { title: '举报处理', icon: ShieldErrorRegular, operation: 'getSaasImpeachList' },
      },
    ],
  },
];
