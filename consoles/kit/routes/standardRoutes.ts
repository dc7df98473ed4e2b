import { lazyPage } from './page';
import type { RouteRecord } from './types';

/** Public routes both consoles have: /auth-redirect, /404, /401 and /redirect/{path} (tab refresh). */
export function standardRoutes(): RouteRecord[] {
  return [
    {
      path: '/auth-redirect',
      public: true,
      bare: true,
      hidden: true,
      component: lazyPage(() => import('../pages/AuthRedirectPage'), 'AuthRedirectPage'),
      meta: { title: '登录' },
    },
    {
      path: '/404',
      public: true,
      bare: true,
      hidden: true,
      component: lazyPage(() => import('../pages/NotFoundPage'), 'NotFoundPage'),
      meta: { title: '页面不存在' },
    },
    {
      path: '/401',
      public: true,
      bare: true,
      hidden: true,
      component: lazyPage(() => import('../pages/UnauthorizedPage'), 'UnauthorizedPage'),
      meta: { title: '没有访问权限' },
    },
    {
      path: '/redirect/*',
      public: true,
      hidden: true,
      component: lazyPage(() => import('../pages/RedirectPage'), 'RedirectPage'),
    },
  ];
}
