import { GroupListRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 版块管理 (§2.2 `/manageSection`), a top-level menu entry. */
export const sectionRoutes: RouteRecord[] = [
  {
    path: '/manageSection',
    name: 'ManageSection',
    component: lazyPage(() => import('./SectionPage'), 'SectionPage'),
    meta: { title: '版块管理', icon: GroupListRegular, operation: 'getSectionList' },
  },
];

/** 版块分区 (§2.2 `/setting/manageCategory`), hidden: reached from 版块管理. */
export const sectionSettingPages: RouteRecord[] = [
  {
    path: 'manageCategory',
    name: 'ManageCategory',
    hidden: true,
    component: lazyPage(() => import('./CategoryPage'), 'CategoryPage'),
    meta: { title: '版块分区', operation: 'getSectionCategoryList', activeMenu: '/manageSection', noCache: true },
  },
];
