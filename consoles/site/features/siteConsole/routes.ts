import { BroomRegular, HomeRegular, ToggleMultipleRegular, WindowSettingsRegular } from '@fluentui/react-icons';
import { lazyAction, lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 首页: the site, its licence and figures (`getIndexBase`), a pinned tab. */
export const siteConsoleHomeRoutes: RouteRecord[] = [
  {
    path: '/index',
    name: 'Home',
    component: lazyPage(() => import('./HomePage'), 'HomePage'),
    meta: { title: '首页', icon: HomeRegular, affix: true, operation: 'getIndexBase' },
  },
];

/** The pages of the 设置 group: the site's settings, its feature switches, and the cache-clear action (§2.2). */
export const siteConsoleSettingPages: RouteRecord[] = [
  {
    path: 'siteSetting',
    name: 'SiteSetting',
    component: lazyPage(() => import('./SiteSettingPage'), 'SiteSettingPage'),
    meta: { title: '站点设置', icon: WindowSettingsRegular, operation: ['updateSiteSetting', 'updateSiteServiceAgreement'] },
  },
  {
    path: 'settingFun',
    name: 'SettingFun',
    component: lazyPage(() => import('./SettingFunPage'), 'SettingFunPage'),
    meta: { title: '功能设置', icon: ToggleMultipleRegular, operation: 'updateSiteSetting' },
  },
  {
    // §2.2: an action, not a page — the menu entry asks and clears this site's cache.
    path: 'manageClear',
    action: lazyAction(() => import('./ClearCacheAction'), 'ClearCacheAction'),
    meta: { title: '清除缓存', icon: BroomRegular, operation: 'clearSiteCache' },
  },
];
