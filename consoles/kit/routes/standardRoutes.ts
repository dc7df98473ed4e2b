import { lazyPage } from './page';
import type { RouteRecord } from './types';

/** A page outside the layout that needs no token (login, register, password reset …). */
export function publicPage(path: string, title: string, component: RouteRecord['component']): RouteRecord {
  return { path, public: true, bare: true, hidden: true, component, meta: { title } };
}

/** Public routes both consoles have: /auth-redirect, /404, /401 and /redirect/{path} (tab refresh). */
export function standardRoutes(): RouteRecord[] {
  return [
    publicPage(
      '/auth-redirect',
      '登录',
      lazyPage(() => import('#kit/pages/AuthRedirectPage'), 'AuthRedirectPage'),
    ),
    publicPage(
      '/404',
      '页面不存在',
      lazyPage(() => import('#kit/pages/NotFoundPage'), 'NotFoundPage'),
    ),
    publicPage(
      '/401',
      '没有访问权限',
      lazyPage(() => import('#kit/pages/UnauthorizedPage'), 'UnauthorizedPage'),
    ),
    {
      path: '/redirect/*',
      public: true,
      hidden: true,
      component: lazyPage(() => import('#kit/pages/RedirectPage'), 'RedirectPage'),
    },
  ];
}
