import {
  BroomRegular,
  CoinStackRegular,
  HomeRegular,
  PeopleRegular,
  ReceiptRegular,
  RibbonRegular,
  SettingsRegular,
  ToggleMultipleRegular,
  WindowSettingsRegular,
} from '@fluentui/react-icons';
import { lazyAction, lazyPage } from '#kit/routes/page';
import { publicPage, standardRoutes } from '#kit/routes/standardRoutes';
import type { RouteRecord } from '#kit/routes/types';
import { POINT_RECORD_ROLES, SETTING_ROLES, USER_GROUP_ROLES, USER_ROLES } from './features/roles';

/**
 * The site console's route table (§2.2). Feature pages add their entries here (see consoles/README.md); work-order
 * entries carry `meta.feature: 'workOrder'`, mall entries `meta.feature: 'mall'`.
 */
export const siteRoutes: RouteRecord[] = [
  publicPage(
    '/login',
    '登录',
    lazyPage(() => import('./pages/auth/LoginPage'), 'LoginPage'),
  ),
  publicPage(
    '/register',
    '注册',
    lazyPage(() => import('./pages/auth/RegisterPage'), 'RegisterPage'),
  ),
  publicPage(
    '/resetpassword',
    '找回密码',
    lazyPage(() => import('./pages/auth/ResetPasswordPage'), 'ResetPasswordPage'),
  ),
  publicPage(
    '/applet-redirect',
    '小程序授权',
    lazyPage(() => import('./pages/auth/AppletRedirectPage'), 'AppletRedirectPage'),
  ),
  ...standardRoutes(),
  {
    path: '/index',
    name: 'Home',
    component: lazyPage(() => import('./pages/home/HomePage'), 'HomePage'),
    meta: { title: '首页', icon: HomeRegular, affix: true },
  },
  {
    path: '/user',
    redirect: '/user/manageUserRank',
    alwaysShow: true,
    meta: { title: '用户', icon: PeopleRegular, roles: USER_GROUP_ROLES },
    children: [
      {
        path: 'manageUserRank',
        name: 'ManageUserRank',
        component: lazyPage(() => import('./features/userRank/UserRankPage'), 'UserRankPage'),
        meta: { title: '用户等级', icon: RibbonRegular, roles: USER_ROLES },
      },
      {
        path: 'managePointItem',
        name: 'ManagePointItem',
        component: lazyPage(() => import('./features/point/PointItemPage'), 'PointItemPage'),
        meta: { title: '积分设置', icon: CoinStackRegular, roles: USER_ROLES },
      },
      {
        path: 'managePointRecord',
        name: 'ManagePointRecord',
        component: lazyPage(() => import('./features/point/PointRecordPage'), 'PointRecordPage'),
        meta: { title: '积分记录', icon: ReceiptRegular, roles: POINT_RECORD_ROLES, messageType: 'pointRecord' },
      },
    ],
  },
  {
    path: '/setting',
    redirect: '/setting/siteSetting',
    alwaysShow: true,
    meta: { title: '设置', icon: SettingsRegular, roles: SETTING_ROLES },
    children: [
      {
        path: 'siteSetting',
        name: 'SiteSetting',
        component: lazyPage(() => import('./features/setting/SiteSettingPage'), 'SiteSettingPage'),
        meta: { title: '站点设置', icon: WindowSettingsRegular, roles: SETTING_ROLES },
      },
      {
        path: 'settingFun',
        name: 'SettingFun',
        component: lazyPage(() => import('./features/setting/SettingFunPage'), 'SettingFunPage'),
        meta: { title: '功能设置', icon: ToggleMultipleRegular, roles: SETTING_ROLES },
      },
      {
        // §2.2: an action, not a page — the menu entry asks and clears this site's cache.
        path: 'manageClear',
        action: lazyAction(() => import('./features/setting/ClearCacheAction'), 'ClearCacheAction'),
        meta: { title: '清除缓存', icon: BroomRegular, roles: SETTING_ROLES },
      },
    ],
  },
];
