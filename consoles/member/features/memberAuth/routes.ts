import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

export const memberAuthPages: RouteRecord[] = [
  {
    path: '/login',
    name: 'MemberLogin',
    public: true,
    component: lazyPage(() => import('./LoginPage'), 'LoginPage'),
    meta: { title: '登录', operation: 'memberLogin' },
  },
  {
    path: '/register',
    name: 'MemberRegister',
    public: true,
    component: lazyPage(() => import('./RegisterPage'), 'RegisterPage'),
    meta: { title: '注册', operation: ['sendMemberRegisterSms', 'memberRegister'] },
  },
  {
    path: '/forgot-password',
    name: 'MemberForgotPassword',
    public: true,
    component: lazyPage(() => import('./ForgotPasswordPage'), 'ForgotPasswordPage'),
    meta: { title: '找回密码', operation: ['sendMemberForgetSms', 'verifyMemberResetCode', 'resetMemberPassword'] },
  },
  {
    path: '/me/password',
    name: 'MemberPassword',
    component: lazyPage(() => import('./PasswordPage'), 'PasswordPage'),
    meta: { title: '修改密码', operation: 'changeMemberPassword' },
  },
  {
    path: '/me',
    name: 'MemberMe',
    component: lazyPage(() => import('./MePage'), 'MePage'),
    meta: { title: '我的', operation: 'getMemberProfile' },
  },
];
