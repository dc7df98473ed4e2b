import { lazyPage } from '#kit/routes/page';
import type { RouteRecord, RouteShare } from '#kit/routes/types';

/**
 * The kinds on the one category page, in tab order: 版块分区 for Section, 礼品分类 for Mall while the site's mall is
 * open (the server refuses the gift categories elsewhere too).
 */
export const categoryShares = [
  { operation: 'getSectionCategoryList' },
  { operation: 'getGiftCategoryList', feature: 'mall' },
] as const satisfies readonly RouteShare[];

/** 分类管理 (§2.2's shared hidden `/setting/manageCategory`), reached from 版块管理 and 礼品管理. */
export const categorySettingPages: RouteRecord[] = [
  {
    path: 'manageCategory',
    name: 'ManageCategory',
    hidden: true,
    component: lazyPage(() => import('./CategoryPage'), 'CategoryPage'),
    meta: { title: '分类管理', anyOf: categoryShares, noCache: true },
  },
];
