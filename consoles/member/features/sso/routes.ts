import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** Where the owner's identity provider (or DiscourseConnect system) sends the visitor back. */
export const ssoPages: RouteRecord[] = [
  {
    path: '/auth/sso/callback',
    name: 'MemberSsoCallback',
    public: true,
    component: lazyPage(() => import('./SsoCallbackPage'), 'SsoCallbackPage'),
    meta: { title: '单点登录', operation: 'completeSsoLogin' },
  },
  {
    path: '/auth/sso/discourse',
    name: 'MemberSsoDiscourse',
    public: true,
    component: lazyPage(() => import('./SsoCallbackPage'), 'SsoDiscoursePage'),
    meta: { title: '单点登录', operation: 'completeDiscourseLogin' },
  },
];
