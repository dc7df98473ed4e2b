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
        meta: { title: '订单列表', icon: DocumentBulletListRegular, operation: 'getOrderList', affix: true },
      },
      {
        path: 'buyProduct/:id',
        name: 'BuyProduct',
        hidden: true,
        component: lazyPage(() => import('./PurchasePage'), 'BuyProductPage'),
        meta: { title: '购买套餐', operation: 'createOrder', activeMenu: '/order/orderList', noCache: true },
      },
      {
        path: 'renewProduct/:id',
        name: 'RenewProduct',
        hidden: true,
        component: lazyPage(() => import('./PurchasePage'), 'RenewProductPage'),
        meta: { title: '续费套餐', operation: 'createOrder', activeMenu: '/order/orderList', noCache: true },
      },
      {
        path: 'orderPay/:id',
        name: 'OrderPay',
        hidden: true,
        component: lazyPage(() => import('./OrderPayPage'), 'OrderPayPage'),
        meta: { title: '订单支付', operation: 'payOrder', activeMenu: '/order/orderList', noCache: true },
      },
      {
        path: 'sandboxPay/:paymentId',
        name: 'SandboxPay',
        hidden: true,
        component: lazyPage(() => import('./SandboxPayPage'), 'SandboxPayPage'),
        meta: { title: '模拟支付', operation: 'completeSandboxPayment', activeMenu: '/order/orderList', noCache: true },
      },
      {
        path: 'seeOrder/:id',
        name: 'SeeOrder',
        hidden: true,
        component: lazyPage(() => import('./SeeOrderPage'), 'SeeOrderPage'),
        meta: { title: '订单详情', operation: 'getOrder', activeMenu: '/order/orderList', noCache: true },
      },
    ],
  },
];

/**
 * 订单管理: every order, offline orders, handling one (its own menu group, after 站点管理). A manager's order detail
 * names `updateManagedOrder` too: it is where 处理订单 starts, and `getOrder` alone opens only one's own orders.
 */
export const orderManageRoutes: RouteRecord[] = [
  {
    path: '/orderManage',
    redirect: '/orderManage/manageOrder',
    alwaysShow: true,
    meta: { title: '订单管理', icon: ReceiptMoneyRegular },
    children: [
      {
        path: 'manageOrder',
        name: 'ManageOrder',
        component: lazyPage(() => import('./manage/ManageOrderPage'), 'ManageOrderPage'),
        meta: { title: '全部订单', icon: TextBulletListSquareRegular, operation: 'getManagedOrderList', messageType: 'order' },
      },
      {
        path: 'createOrder',
        name: 'CreateOrder',
        component: lazyPage(() => import('./manage/CreateOrderPage'), 'CreateOrderPage'),
        meta: { title: '创建线下订单', icon: ReceiptAddRegular, operation: 'createOfflineOrder', noCache: true },
      },
      {
        path: 'editOrder/:id',
        name: 'EditOrder',
        hidden: true,
        component: lazyPage(() => import('./manage/EditOrderPage'), 'EditOrderPage'),
        meta: { title: '处理订单', operation: ['getOrder', 'updateManagedOrder'], activeMenu: '/orderManage/manageOrder', noCache: true },
      },
      {
        path: 'seeOrderManage/:id',
        name: 'SeeOrderManage',
        hidden: true,
        component: lazyPage(() => import('./manage/SeeOrderManagePage'), 'SeeOrderManagePage'),
        meta: { title: '订单详情', operation: ['getOrder', 'updateManagedOrder'], activeMenu: '/orderManage/manageOrder', noCache: true },
      },
    ],
  },
];
