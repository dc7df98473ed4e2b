import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 积分商城 and 我的积分 on the member site: every page is a lazy chunk (the first load stays the home page's). */
export const mallPages: RouteRecord[] = [
  {
    path: '/mall',
    name: 'Mall',
    public: true,
    component: lazyPage(() => import('./MallPage'), 'MallPage'),
    meta: { title: '积分商城', operation: 'getMallGiftList' },
  },
  {
    path: '/mall/gift/:id',
    name: 'MallGift',
    public: true,
    component: lazyPage(() => import('./GiftPage'), 'GiftPage'),
    meta: { title: '礼品', operation: ['getMallGift', 'redeemGift'] },
  },
  {
    path: '/mall/orders',
    name: 'MyRedemptions',
    component: lazyPage(() => import('./MyRedemptionsPage'), 'MyRedemptionsPage'),
    meta: { title: '我的兑换', operation: 'getMyRedemptionList' },
  },
  {
    path: '/points',
    name: 'MyPoints',
    component: lazyPage(() => import('./PointsPage'), 'PointsPage'),
    meta: { title: '我的积分', operation: ['getMyPoints', 'dailySign', 'getMyPointRecordList'] },
  },
];
