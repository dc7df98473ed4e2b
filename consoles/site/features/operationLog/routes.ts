import { ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 操作日志, in the 用户 group. */
export const operationLogPages: RouteRecord[] = [
  {
    path: 'operationLog',
    name: 'OperationLog',
    component: lazyPage(() => import('./OperationLogPage'), 'OperationLogPage'),
    meta: { title: '操作日志', icon: ShieldCheckmarkRegular, operation: 'getOperationLogList', noCache: true },
  },
];
