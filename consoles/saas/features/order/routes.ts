import {
  DocumentBulletListRegular,
  ReceiptAddRegular,
  ReceiptMoneyRegular,
  ReceiptRegular,
  TextBulletListSquareRegular,
} from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 订单: a holder's own orders (pinned tab), buying, renewing and paying. */
export const orderRoutes: RouteRecord[] = [
  {
    path: '/order',
    redirect: '/order/orderList',
    meta: { title: '订单', icon: ReceiptRegular },
    children: [
      {
        path: 'orderList',
        name: 'OrderList',
        component: lazyPage(() => import('./OrderListPage'), 'OrderListPage'),
        meta: { title: '订单列表', icon: DocumentBulletListRegular, affix: true },
      },
      {
        path: 'buyProduct/:id',
        name: 'BuyProduct',
        hidden: true,
        component: lazyPage(() => import('./PurchasePage'), 'BuyProductPage'),
        meta: { title: '购买套餐', activeMenu: '/order/orderList', noCache: true },
      },
      {
        path: 'renewProduct/:id',
        name: 'RenewProduct',
        hidden: true,
        component: lazyPage(() => import('./PurchasePage'), 'RenewProductPage'),
        meta: { title: '续费套餐', activeMenu: '/order/orderList', noCache: true },
      },
      {
        path: 'orderPay/:id',
        name: 'OrderPay',
        hidden: true,
        component: lazyPage(() => import('./OrderPayPage'), 'OrderPayPage'),
        meta: { title: '订单支付', activeMenu: '/order/orderList', noCache: true },
      },
      {
        path: 'sandboxPay/:paymentId',
        name: 'SandboxPay',
        hidden: true,
        component: lazyPage(() => import('./SandboxPayPage'), 'SandboxPayPage'),
        meta: { title: '模拟支付', activeMenu: '/order/orderList', noCache: true },
      },
      {
        path: 'seeOrder/:id',
        name: 'SeeOrder',
        hidden: true,
        component: lazyPage(() => import('./SeeOrderPage'), 'SeeOrderPage'),
        meta: { title: '订单详情', activeMenu: '/order/orderList', noCache: true },
      },
    ],
  },
];

/** 订单管理 (admin / Order): every order, offline orders, handling one. Its own menu group, after 站点管理. */
export const orderManageRoutes: RouteRecord[] = [
  {
    path: '/orderManage',
    redirect: '/orderManage/manageOrder',
    alwaysShow: true,
    meta: { title: '订单管理', icon: ReceiptMoneyRegular, roles: ['Order'] },
    children: [
      {
        path: 'manageOrder',
        name: 'ManageOrder',
        component: lazyPage(() => import('./manage/ManageOrderPage'), 'ManageOrderPage'),
        meta: { title: '全部订单', icon: TextBulletListSquareRegular, roles: ['Order'], messageType: 'order' },
      },
      {
        path: 'createOrder',
        name: 'CreateOrder',
        component: lazyPage(() => import('./manage/CreateOrderPage'), 'CreateOrderPage'),
        meta: { title: '创建线下订单', icon: ReceiptAddRegular, roles: ['Order'], noCache: true },
      },
      {
        path: 'editOrder/:id',
        name: 'EditOrder',
        hidden: true,
        component: lazyPage(() => import('./manage/EditOrderPage'), 'EditOrderPage'),
        meta: { title: '处理订单', roles: ['Order'], activeMenu: '/orderManage/manageOrder', noCache: true },
      },
      {
        path: 'seeOrderManage/:id',
        name: 'SeeOrderManage',
        hidden: true,
        component: lazyPage(() => import('./manage/SeeOrderManagePage'), 'SeeOrderManagePage'),
        meta: { title: '订单详情', roles: ['Order'], activeMenu: '/orderManage/manageOrder', noCache: true },
      },
    ],
  },
];
