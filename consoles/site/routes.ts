import { HomeRegular } from '@fluentui/react-icons';
import { lazyPage } from '../kit/routes/page';
import { standardRoutes } from '../kit/routes/standardRoutes';
import type { RouteRecord } from '../kit/routes/types';

/**
 * The site console's route table (§2.2). Feature pages add their entries here (see consoles/README.md); work-order
 * entries carry `meta.feature: 'workOrder'`, mall entries `meta.feature: 'mall'`.
 */
export const siteRoutes: RouteRecord[] = [
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
  {
    path: '/applet-redirect',
    public: true,
    bare: true,
    hidden: true,
    component: lazyPage(() => import('./pages/auth/AppletRedirectPage'), 'AppletRedirectPage'),
    meta: { title: '小程序授权' },
  },
  ...standardRoutes(),
  {
    path: '/index',
    name: 'Home',
    component: lazyPage(() => import('./pages/home/HomePage'), 'HomePage'),
    meta: { title: '首页', icon: HomeRegular },
  },
];
