import { lazyPage } from '#kit/routes/page';
import { publicPage } from '#kit/routes/standardRoutes';
import type { RouteRecord } from '#kit/routes/types';

/** Sign-in, registration and password reset: public pages outside the layout. */
export const saasAuthRoutes: RouteRecord[] = [
  publicPage(
    '/login',
    '登录',
    lazyPage(() => import('./LoginPage'), 'LoginPage'),
  ),
  publicPage(
    '/register',
    '注册',
    lazyPage(() => import('./RegisterPage'), 'RegisterPage'),
  ),
  publicPage(
    '/resetpassword',
    '找回密码',
    lazyPage(() => import('./ResetPasswordPage'), 'ResetPasswordPage'),
  ),
];
