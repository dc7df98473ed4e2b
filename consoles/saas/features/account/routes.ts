import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** The signed-in account's own pages: profile and password (user menu). */
export const accountRoutes: RouteRecord[] = [
  {
    path: '/personalSetting',
    name: 'PersonalSetting',
    hidden: true,
    component: lazyPage(() => import('./PersonalSettingPage'), 'PersonalSettingPage'),
    meta: { title: '个人设置', operation: 'getAccountSessionList', noCache: true },
  },
  {
    path: '/profile',
    name: 'Profile',
    hidden: true,
    component: lazyPage(() => import('./ProfilePage'), 'ProfilePage'),
    meta: { title: '个人资料', operation: 'updateAccount', noCache: true },
  },
  {
    path: '/password',
    name: 'ChangePassword',
    hidden: true,
    component: lazyPage(() => import('./ChangePasswordPage'), 'ChangePasswordPage'),
    meta: { title: '修改密码', operation: 'changePassword', noCache: true },
  },
];
