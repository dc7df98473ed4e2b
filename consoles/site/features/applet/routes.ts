import { PhoneRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import { publicPage } from '#kit/routes/standardRoutes';
import type { RouteRecord } from '#kit/routes/types';

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
    hidden: true,
    meta: { title: '个人注册小程序', operation: 'registerApplet' },
  },
  {
    path: 'wechatApplet/register/enterprise',
    name: 'WechatAppletRegisterEnterprise',
    component: lazyPage(() => import('./AppletRegisterPage'), 'EnterpriseRegisterPage'),
    hidden: true,
    meta: { title: '企业注册小程序', operation: 'registerApplet' },
  },
  {
    path: 'wechatApplet/reuseOfficialAccount',
    name: 'WechatAppletReuseOfficialAccount',
    component: lazyPage(() => import('./AppletRegisterPage'), 'ReuseOfficialAccountPage'),
    hidden: true,
    meta: { title: '复用公众号资质注册', operation: 'registerApplet' },
  },
  {
    path: 'wechatApplet/baseInfo',
    name: 'WechatAppletBaseInfo',
    component: lazyPage(() => import('./BaseInfoPage'), 'BaseInfoPage'),
    hidden: true,
    meta: { title: '小程序基本信息', operation: 'getSiteApplet' },
  },
  {
    path: 'wechatApplet/setBaseInfo',
    name: 'WechatAppletSetBaseInfo',
    component: lazyPage(() => import('./SetBaseInfoPage'), 'SetBaseInfoPage'),
    hidden: true,
    meta: { title: '设置小程序基本信息', operation: 'updateAppletBaseInfo' },
  },
  {
    path: 'wechatApplet/serviceCategory',
    name: 'WechatAppletServiceCategory',
    component: lazyPage(() => import('./ServiceCategoryPage'), 'ServiceCategoryPage'),
    hidden: true,
    meta: { title: '小程序服务类目', operation: 'getAppletCategoryList' },
  },
];

/** WeChat's authorisation page comes back here (public: a bare landing page). */
export const appletRoutes: RouteRecord[] = [
  publicPage(
    '/applet-redirect',
    '小程序授权',
    lazyPage(() => import('#shared/applet/AppletRedirectPage'), 'SiteAppletRedirectPage'),
  ),
];
