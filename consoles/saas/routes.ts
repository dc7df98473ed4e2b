import { GlobeRegular, HomeRegular, PeopleRegular, SettingsRegular } from '@fluentui/react-icons';
import { lazyPage } from '../kit/routes/page';
import { standardRoutes } from '../kit/routes/standardRoutes';
import type { RouteRecord } from '../kit/routes/types';

/**
 * The SaaS console's route table (§2.1). Feature pages add their entries here (see consoles/README.md);
 * `/site/siteList` and `/order/orderList` come with their pages, as pinned (`affix`) tabs.
 */
export const saasRoutes: RouteRecord[] = [
  {
    path: '/login',
    public: true,
    bare: true,
    hidden: true,
    component: lazyPage(() => import('./pages/auth/LoginPage'), 'LoginPage'),
    meta: { title: '登录' },
  },
  {
    path: '/register',
    public: true,
    bare: true,
    hidden: true,
    component: lazyPage(() => import('./pages/auth/RegisterPage'), 'RegisterPage'),
    meta: { title: '注册' },
  },
  {
    path: '/resetpassword',
    public: true,
    bare: true,
    hidden: true,
    component: lazyPage(() => import('./pages/auth/ResetPasswordPage'), 'ResetPasswordPage'),
    meta: { title: '找回密码' },
  },
  ...standardRoutes(),
  {
    path: '/index',
    name: 'Home',
    component: lazyPage(() => import('./pages/home/HomePage'), 'HomePage'),
    meta: { title: '首页', icon: HomeRegular },
  },
  {
    path: '/site',
    redirect: '/site/siteList',
    meta: { title: '站点', icon: GlobeRegular },
    children: [
      {
        path: 'siteList',
        name: 'SiteList',
        component: lazyPage(() => import('./features/site/SiteListPage'), 'SiteListPage'),
        meta: { title: '站点列表', affix: true, messageType: 'site' },
      },
    ],
  },
  {
    path: '/profile',
    name: 'Profile',
    hidden: true,
    component: lazyPage(() => import('./pages/account/ProfilePage'), 'ProfilePage'),
    meta: { title: '个人资料', noCache: true },
  },
  {
    path: '/password',
    name: 'ChangePassword',
    hidden: true,
    component: lazyPage(() => import('./pages/account/ChangePasswordPage'), 'ChangePasswordPage'),
    meta: { title: '修改密码', noCache: true },
  },
  {
    // §6 users group: SiteBase per the spec, and whoever may open one of its pages (a manager holding only
    // Account, SiteUser or AccountManager would otherwise lose the page the permission was given for). No redirect:
    // which page the bare group should open depends on the roles.
    path: '/account',
    meta: { title: '用户管理', icon: PeopleRegular, roles: ['SiteBase', 'Account', 'SiteUser', 'AccountManager'] },
    children: [
      {
        path: 'manageAccount',
        name: 'ManageAccount',
        component: lazyPage(() => import('./features/account/ManageAccountPage'), 'ManageAccountPage'),
        meta: { title: '账号管理', roles: ['Account'], messageType: 'account' },
      },
      {
        path: 'manageSiteAccount',
        name: 'ManageSiteAccount',
        component: lazyPage(() => import('./features/account/ManageSiteAccountPage'), 'ManageSiteAccountPage'),
        meta: { title: '站点用户', roles: ['SiteUser'], messageType: 'siteUser' },
      },
      {
        path: 'managerSetting',
        name: 'ManagerSetting',
        component: lazyPage(() => import('./features/account/ManagerSettingPage'), 'ManagerSettingPage'),
        meta: { title: '管理员设置', roles: ['AccountManager'] },
      },
    ],
  },
  {
    path: '/setting',
    redirect: '/setting/manageControl',
    alwaysShow: true,
    meta: { title: '系统设置', icon: SettingsRegular, roles: ['SiteSetting'] },
    children: [
      {
        path: 'manageControl',
        name: 'ManageControl',
        component: lazyPage(() => import('./features/setting/ManageControlPage'), 'ManageControlPage'),
        meta: { title: '缓存管理', roles: ['SiteSetting'] },
      },
    ],
  },
];
