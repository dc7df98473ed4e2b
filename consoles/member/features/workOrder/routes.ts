import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 工单: the member's work orders to the site; each page is its own chunk. */
export const workOrderPages: RouteRecord[] = [
  {
    path: '/workorders',
    name: 'MyWorkOrders',
    component: lazyPage(() => import('./MyWorkOrdersPage'), 'MyWorkOrdersPage'),
    meta: { title: '我的工单', operation: 'getMyWorkOrderList' },
  },
  {
    path: '/workorders/new',
    name: 'OpenWorkOrder',
    component: lazyPage(() => import('./OpenWorkOrderPage'), 'OpenWorkOrderPage'),
    meta: { title: '提交工单', operation: ['getWorkOrderOptions', 'createWorkOrder'] },
  },
  {
    path: '/workorders/:id',
    name: 'WorkOrder',
    component: lazyPage(() => import('./WorkOrderPage'), 'WorkOrderPage'),
    meta: { title: '工单', operation: 'getMyWorkOrder' },
  },
];
