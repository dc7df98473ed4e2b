import { PersonStarRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 管理员, in the 用户 group. */
export const siteAdminPages: RouteRecord[] = [
  {
    path: 'manageAdmins',
    name: 'ManageAdmins',
    component: lazyPage(() => import('./AdminPage'), 'AdminPage'),
    meta: { title: '管理员', icon: PersonStarRegular, operation: 'getSiteAdminList' },
  },
];

/** 个人设置, hidden from the menu and opened from the user menu: any signed-in user of the console. */
export const personalSettingRoutes: RouteRecord[] = [
  {
    path: '/personalSetting',
    name: 'PersonalSetting',
    hidden: true,
    component: lazyPage(() => import('./ProfilePage'), 'ProfilePage'),
    meta: { title: '个人设置', operation: 'getConsoleProfile', noCache: true },
  },
];
