import { BroomRegular, SettingsRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 系统设置: server maintenance. */
export const systemRoutes: RouteRecord[] = [
  {
    path: '/setting',
    redirect: '/setting/manageControl',
    alwaysShow: true,
    meta: { title: '系统设置', icon: SettingsRegular },
    children: [
      {
        path: 'manageControl',
        name: 'ManageControl',
        component: lazyPage(() => import('./ManageControlPage'), 'ManageControlPage'),
        meta: { title: '缓存管理', icon: BroomRegular, operation: 'clearRedisCache' },
      },
    ],
  },
];
