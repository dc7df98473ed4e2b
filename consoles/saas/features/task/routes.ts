import { TaskListLtrRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 后台任务 in the 系统设置 group (SiteSetting, from the contract). */
export const taskSettingPages: RouteRecord[] = [
  {
    path: 'manageTask',
    name: 'ManageTask',
    component: lazyPage(() => import('./ManageTaskPage'), 'ManageTaskPage'),
    meta: { title: '后台任务', icon: TaskListLtrRegular, operation: 'getTaskList' },
  },
];
