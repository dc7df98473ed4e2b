import { lazyPage } from './page';
import type { RouteRecord } from './types';

/** A page outside the layout that needs no token (login, register, password reset …). */
export function publicPage(path: string, title: string, component: RouteRecord['component']): RouteRecord {
  return { path, public: true, bare: true, hidden: true, component, meta: { title } };
}

/**
 * The public entries of both consoles, in one place: /login, /register and /resetpassword (the kit's pages, which
 * call the operations of the console's kind of token), then `standardRoutes()`. An app adds only the public pages
 * of its own (SaaS /ActivateLicense, site console /applet-redirect) through its features.
 */
export function publicRoutes(): RouteRecord[] {
  return [
    publicPage(
      '/login',
      '登录',
      lazyPage(() => import('#kit/pages/LoginPage'), 'LoginPage'),
    ),
    publicPage(
      '/register',
      '注册',
      lazyPage(() => import('#kit/pages/RegisterPage'), 'RegisterPage'),
    ),
    publicPage(
      '/resetpassword',
      '找回密码',
      lazyPage(() => import('#kit/pages/ResetPasswordPage'), 'ResetPasswordPage'),
    ),
    ...standardRoutes(),
  ];
}

/** Public routes both consoles have besides the sign-in pages: /auth-redirect, /404, /401 and /redirect/{path} (tab refresh). */
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
