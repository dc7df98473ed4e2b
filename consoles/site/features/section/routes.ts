import { GroupListRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord, RouteShare } from '#kit/routes/types';

/** 版块管理 (§2.2 `/manageSection`), a top-level menu entry. */
export const sectionRoutes: RouteRecord[] = [
  {
    path: '/manageSection',
    name: 'ManageSection',
    component: lazyPage(() => import('./SectionPage'), 'SectionPage'),
    meta: { title: '版块管理', icon: GroupListRegular, operation: 'getSectionList' },
  },
];

/** 版块分区: the section categories' tab of the shared 分类管理 page. */
export const sectionCategoryShare = {
  operation: 'getSectionCategoryList',
  tab: { key: 'section', title: '版块分区', part: lazyPage(() => import('./SectionCategories'), 'SectionCategories') },
} as const satisfies RouteShare;
