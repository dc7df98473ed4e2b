import { HomeRegular } from '@fluentui/react-icons';
import { lazyPage } from '../kit/routes/page';
import { standardRoutes } from '../kit/routes/standardRoutes';
import type { RouteRecord } from '../kit/routes/types';

/**
 * The SaaS console's route table (§2.1). Feature pages add their entries here (see consoles/README.md);
 * `/site/siteList` and `/order/orderList` come with their pages, as pinned (`affix`) tabs.
 */
export const saasRoutes: RouteRecord[] = [
  {
    path: '/login',
    public: true,
    bare: true,
    hidden: true,
    component: lazyPage(() => import('./pages/auth/LoginPage'), 'LoginPage'),
    meta: { title: '登录' },
  },
  {
    path: '/register',
    public: true,
    bare: true,
    hidden: true,
    component: lazyPage(() => import('./pages/auth/RegisterPage'), 'RegisterPage'),
    meta: { title: '注册' },
  },
  {
    path: '/resetpassword',
    public: true,
    bare: true,
    hidden: true,
    component: lazyPage(() => import('./pages/auth/ResetPasswordPage'), 'ResetPasswordPage'),
    meta: { title: '找回密码' },
  },
  ...standardRoutes(),
  {
    path: '/index',
    name: 'Home',
    component: lazyPage(() => import('./pages/home/HomePage'), 'HomePage'),
    meta: { title: '首页', icon: HomeRegular },
  },
  {
    path: '/profile',
    name: 'Profile',
    hidden: true,
    component: lazyPage(() => import('./pages/account/ProfilePage'), 'ProfilePage'),
    meta: { title: '个人资料', noCache: true },
  },
  {
    path: '/password',
    name: 'ChangePassword',
    hidden: true,
    component: lazyPage(() => import('./pages/account/ChangePasswordPage'), 'ChangePasswordPage'),
    meta: { title: '修改密码', noCache: true },
  },
];
