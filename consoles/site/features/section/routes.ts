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
