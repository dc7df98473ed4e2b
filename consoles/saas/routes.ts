import {
  BroomRegular,
  BuildingMultipleRegular,
  DocumentBulletListRegular,
  GlobeRegular,
  HomeRegular,
  KeyMultipleRegular,
  PeopleRegular,
  PeopleTeamRegular,
  PersonAccountsRegular,
  ReceiptAddRegular,
  ReceiptMoneyRegular,
  ReceiptRegular,
  SettingsRegular,
  ShieldCheckmarkRegular,
  ShieldPersonRegular,
  TextBulletListSquareRegular,
} from '@fluentui/react-icons';
import { lazyPage } from '../kit/routes/page';
import { publicPage, standardRoutes } from '../kit/routes/standardRoutes';
import type { RouteRecord } from '../kit/routes/types';

/**
 * The SaaS console's route table (§2.1). Feature pages add their entries here (see consoles/README.md);
 * `/site/siteList` and `/order/orderList` come with their pages, as pinned (`affix`) tabs.
 */
export const saasRoutes: RouteRecord[] = [
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
    '/ActivateLicense',
    '激活授权',
    lazyPage(() => import('./features/license/ActivateLicensePage'), 'ActivateLicensePage'),
  ),
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
    path: '/order',
    redirect: '/order/orderList',
    meta: { title: '订单', icon: ReceiptRegular },
    children: [
      {
        path: 'orderList',
        name: 'OrderList',
        component: lazyPage(() => import('./features/order/OrderListPage'), 'OrderListPage'),
        meta: { title: '订单列表', icon: DocumentBulletListRegular, affix: true },
      },
      {
        path: 'buyProduct/:id',
        name: 'BuyProduct',
        hidden: true,
        component: lazyPage(() => import('./features/order/PurchasePage'), 'BuyProductPage'),
        meta: { title: '购买套餐', activeMenu: '/order/orderList', noCache: true },
      },
      {
        path: 'renewProduct/:id',
        name: 'RenewProduct',
        hidden: true,
        component: lazyPage(() => import('./features/order/PurchasePage'), 'RenewProductPage'),
        meta: { title: '续费套餐', activeMenu: '/order/orderList', noCache: true },
      },
      {
        path: 'orderPay/:id',
        name: 'OrderPay',
        hidden: true,
        component: lazyPage(() => import('./features/order/OrderPayPage'), 'OrderPayPage'),
        meta: { title: '订单支付', activeMenu: '/order/orderList', noCache: true },
      },
      {
        path: 'sandboxPay/:paymentId',
        name: 'SandboxPay',
        hidden: true,
        component: lazyPage(() => import('./features/order/SandboxPayPage'), 'SandboxPayPage'),
        meta: { title: '模拟支付', activeMenu: '/order/orderList', noCache: true },
      },
      {
        path: 'seeOrder/:id',
        name: 'SeeOrder',
        hidden: true,
        component: lazyPage(() => import('./features/order/SeeOrderPage'), 'SeeOrderPage'),
        meta: { title: '订单详情', activeMenu: '/order/orderList', noCache: true },
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
    path: '/siteManage',
    redirect: '/siteManage/manageSite',
    alwaysShow: true,
    meta: { title: '站点管理', icon: BuildingMultipleRegular, roles: ['Site'] },
    children: [
      {
        path: 'manageSite',
        name: 'ManageSite',
        component: lazyPage(() => import('./features/license/ManageSitePage'), 'ManageSitePage'),
        meta: { title: '站点授权', icon: ShieldCheckmarkRegular, roles: ['Site'] },
      },
      {
        path: 'licenseCode',
        name: 'LicenseCode',
        component: lazyPage(() => import('./features/license/LicenseCodePage'), 'LicenseCodePage'),
        meta: { title: '授权码', icon: KeyMultipleRegular, roles: ['Site'] },
      },
      {
        path: 'seeLicense/:id',
        name: 'SeeLicense',
        hidden: true,
        component: lazyPage(() => import('./features/license/SeeLicensePage'), 'SeeLicensePage'),
        meta: { title: '授权详情', roles: ['Site'], activeMenu: '/siteManage/manageSite', noCache: true },
      },
    ],
  },
  {
    path: '/orderManage',
    redirect: '/orderManage/manageOrder',
    alwaysShow: true,
    meta: { title: '订单管理', icon: ReceiptMoneyRegular, roles: ['Order'] },
    children: [
      {
        path: 'manageOrder',
        name: 'ManageOrder',
        component: lazyPage(() => import('./features/order/manage/ManageOrderPage'), 'ManageOrderPage'),
        meta: { title: '全部订单', icon: TextBulletListSquareRegular, roles: ['Order'], messageType: 'order' },
      },
      {
        path: 'createOrder',
        name: 'CreateOrder',
        component: lazyPage(() => import('./features/order/manage/CreateOrderPage'), 'CreateOrderPage'),
        meta: { title: '创建线下订单', icon: ReceiptAddRegular, roles: ['Order'], noCache: true },
      },
      {
        path: 'editOrder/:id',
        name: 'EditOrder',
        hidden: true,
        component: lazyPage(() => import('./features/order/manage/EditOrderPage'), 'EditOrderPage'),
        meta: { title: '处理订单', roles: ['Order'], activeMenu: '/orderManage/manageOrder', noCache: true },
      },
      {
        path: 'seeOrderManage/:id',
        name: 'SeeOrderManage',
        hidden: true,
        component: lazyPage(() => import('./features/order/manage/SeeOrderManagePage'), 'SeeOrderManagePage'),
        meta: { title: '订单详情', roles: ['Order'], activeMenu: '/orderManage/manageOrder', noCache: true },
      },
    ],
  },
  {
    // §6 users group: SiteBase per the spec, and whoever may open one of its pages (a manager holding only
    // Account, SiteUser or AccountManager would otherwise lose the page the permission was given for). No redirect:
    // which page the bare group should open depends on the roles.
    path: '/account',
    alwaysShow: true,
    meta: { title: '用户管理', icon: PeopleRegular, roles: ['SiteBase', 'Account', 'SiteUser', 'AccountManager'] },
    children: [
      {
        path: 'manageAccount',
        name: 'ManageAccount',
        component: lazyPage(() => import('./features/account/ManageAccountPage'), 'ManageAccountPage'),
        meta: { title: '账号管理', icon: PersonAccountsRegular, roles: ['Account'], messageType: 'account' },
      },
      {
        path: 'manageSiteAccount',
        name: 'ManageSiteAccount',
        component: lazyPage(() => import('./features/account/ManageSiteAccountPage'), 'ManageSiteAccountPage'),
        meta: { title: '站点用户', icon: PeopleTeamRegular, roles: ['SiteUser'], messageType: 'siteUser' },
      },
      {
        path: 'managerSetting',
        name: 'ManagerSetting',
        component: lazyPage(() => import('./features/account/ManagerSettingPage'), 'ManagerSettingPage'),
        meta: { title: '管理员设置', icon: ShieldPersonRegular, roles: ['AccountManager'] },
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
        meta: { title: '缓存管理', icon: BroomRegular, roles: ['SiteSetting'] },
      },
    ],
  },
];
