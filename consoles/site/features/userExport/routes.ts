import { DocumentTableRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 用户数据导出, in the 用户 group (the path keeps the seed's spelling). */
export const userExportPages: RouteRecord[] = [
  {
    path: 'mangeUserDataExport',
    name: 'MangeUserDataExport',
    component: lazyPage(() => import('./UserExportPage'), 'UserExportPage'),
    meta: { title: '用户数据导出', icon: DocumentTableRegular, operation: 'getUserExportList' },
  },
];
