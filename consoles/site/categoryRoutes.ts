import { sharedTabsPage } from '#kit/pages/SharedTabsPage';
import type { FeatureManifest } from '#kit/routes/manifest';
import type { RouteRecord } from '#kit/routes/types';
import { giftCategoryShare } from './features/mall/routes';
import { sectionCategoryShare } from './features/section/routes';

/** The kinds on the one category page, in tab order (the server refuses gift categories where the mall is closed). */
export const categoryShares = [sectionCategoryShare, giftCategoryShare];

/** 分类管理 (§2.2's shared hidden `/setting/manageCategory`), reached from 版块管理 and 礼品管理. */
export const categorySettingPages: RouteRecord[] = [
  {
    path: 'manageCategory',
    name: 'ManageCategory',
    hidden: true,
    component: sharedTabsPage(categoryShares, '分类类型'),
    meta: { title: '分类管理', anyOf: categoryShares, noCache: true },
  },
];

/** The category page as a line of the app's list: in 设置, after the site's own settings. */
export const categoryEntry: FeatureManifest = { name: 'category', groups: [{ group: '/setting', at: 20, pages: categorySettingPages }] };
