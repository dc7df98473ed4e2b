import { PhoneRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import { publicPage } from '#kit/routes/standardRoutes';
import type { RouteRecord } from '#kit/routes/types';

const hidden = { hidden: true, operation: 'registerApplet' } as const;

/** 微信小程序 (`/setting/wechatApplet`) and its sub-pages, in the 设置 group. */
export const appletSettingPages: RouteRecord[] = [
  {
    path: 'wechatApplet',
    name: 'WechatApplet',
    component: lazyPage(() => import('./WechatAppletPage'), 'WechatAppletPage'),
    meta: { title: '微信小程序', icon: PhoneRegular, operation: 'getSiteApplet' },
  },
  {
    path: 'wechatApplet/register/personal',
    name: 'WechatAppletRegisterPersonal',
    component: lazyPage(() => import('./AppletRegisterPage'), 'PersonalRegisterPage'),
    meta: { title: '个人注册小程序', ...hidden },
  },
  {
    path: 'wechatApplet/register/enterprise',
    name: 'WechatAppletRegisterEnterprise',
    component: lazyPage(() => import('./AppletRegisterPage'), 'EnterpriseRegisterPage'),
    meta: { title: '企业注册小程序', ...hidden },
  },
  {
    path: 'wechatApplet/reuseOfficialAccount',
    name: 'WechatAppletReuseOfficialAccount',
    component: lazyPage(() => import('./AppletRegisterPage'), 'ReuseOfficialAccountPage'),
    meta: { title: '复用公众号资质注册', ...hidden },
  },
];

/** WeChat's authorisation page comes back here (public: a bare landing page). */
export const appletRoutes: RouteRecord[] = [
  publicPage(
    '/applet-redirect',
    '小程序授权',
    lazyPage(() => import('./AppletRedirectPage'), 'AppletRedirectPage'),
  ),
];
