import { PersonRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 用户管理, in the 用户 group. */
export const memberPages: RouteRecord[] = [
  {
    path: 'manageUser',
    name: 'ManageUser',
    component: lazyPage(() => import('./MemberPage'), 'MemberPage'),
    meta: { title: '用户管理', icon: PersonRegular, operation: 'getConsoleUserList' },
  },
];
