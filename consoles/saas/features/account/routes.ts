import { HomeRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** The signed-in account's own pages: home (who am I, what may I do), profile and password (user menu). */
export const accountRoutes: RouteRecord[] = [
  {
    path: '/index',
    name: 'Home',
    component: lazyPage(() => import('./HomePage'), 'HomePage'),
    meta: { title: '首页', icon: HomeRegular },
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
