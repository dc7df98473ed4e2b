import { BoxMultipleRegular, GiftRegular, ReceiptRegular } from '@fluentui/react-icons';
import { menuGroup } from '#kit/routes/menuGroup';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord, RouteShare } from '#kit/routes/types';

/**
 * 积分商城 (§2.2 `/mall`: manageGift, manageOrder, createGift hidden), role Mall. `feature: 'mall'` shows it only
 * while the site's mallFunctionStatus is on; the Mall role itself exists only as §4 derives it (gifts on, licence > 2).
 */
export const mallRoutes: RouteRecord[] = [
  menuGroup('/mall', { title: '积分商城', icon: GiftRegular, feature: 'mall' }, [
    {
      path: 'manageGift',
      name: 'ManageGift',
      component: lazyPage(() => import('./GiftPage'), 'GiftPage'),
      meta: { title: '礼品管理', icon: BoxMultipleRegular, operation: 'getGiftList', feature: 'mall' },
    },
    {
      path: 'manageOrder',
      name: 'ManageOrder',
      component: lazyPage(() => import('./OrderPage'), 'OrderPage'),
      meta: { title: '兑换订单', icon: ReceiptRegular, operation: 'getMallOrderList', feature: 'mall' },
    },
    {
      path: 'createGift',
      name: 'CreateGift',
      hidden: true,
      component: lazyPage(() => import('./GiftEditPage'), 'GiftEditPage'),
      meta: { title: '编辑礼品', operation: 'createGift', activeMenu: '/mall/manageGift', noCache: true, feature: 'mall' },
    },
  ]),
];

/** 礼品分类: the gift categories' tab of the shared 分类管理 page, while the site's mall is open. */
export const giftCategoryShare = {
  operation: 'getGiftCategoryList',
  feature: 'mall',
  tab: { key: 'gift', title: '礼品分类', part: lazyPage(() => import('./GiftCategories'), 'GiftCategories') },
} as const satisfies RouteShare;
