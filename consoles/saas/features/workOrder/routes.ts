import { ChatMultipleRegular, TaskListLtrRegular } from '@fluentui/react-icons';
import { menuGroup } from '#kit/routes/menuGroup';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/** 工单 (§2.1 `/workOrder/list` and the hidden `/workOrder/detail`, ContentAudit): the sites' work orders to the platform. */
export const workOrderRoutes: RouteRecord[] = [
  menuGroup('/workOrder', { title: '工单', icon: ChatMultipleRegular }, [
    {
      path: 'list',
      name: 'WorkOrderList',
      component: lazyPage(() => import('#shared/workOrder/WorkOrderQueue'), 'SaasWorkOrderQueuePage'),
      meta: { title: '工单列表', icon: TaskListLtrRegular, operation: 'getSaasWorkOrderList' },
    },
    {
      path: 'detail',
      name: 'WorkOrderDetail',
      hidden: true,
      component: lazyPage(() => import('#shared/workOrder/StaffWorkOrderDetail'), 'SaasWorkOrderDetailPage'),
      meta: { title: '工单详情', operation: 'getSaasWorkOrder', activeMenu: '/workOrder/list', noCache: true },
    },
  ]),
];
