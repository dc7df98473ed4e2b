import { BroomRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 系统设置's server maintenance pages; the group itself is built in the app's routes.ts with the other features' settings. */
export const systemSettingPages: RouteRecord[] = [
  {
    path: 'manageControl',
    name: 'ManageControl',
    component: lazyPage(() => import('./ManageControlPage'), 'ManageControlPage'),
    meta: { title: '缓存管理', icon: BroomRegular, operation: 'clearRedisCache' },
  },
];
