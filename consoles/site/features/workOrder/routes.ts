import { ChatMultipleRegular, HeadsetRegular, TagMultipleRegular, WrenchSettingsRegular } from '@fluentui/react-icons';
import { lazyPage } from '#kit/routes/page';
import type { RouteRecord } from '#kit/routes/types';

/**
 * 工单 (§2.2 `/workOrder` and the hidden `/workOrder/detail`, role WorkOrder), shown only while the site's
 * workOrderFunctionStatus is on (`feature: 'workOrder'`); the badge counts new and waiting orders. 平台工单: what the
 * site's staff opened to the platform (any console user; not behind the site's switch).
 */
export const workOrderRoutes: RouteRecord[] = [
  {
    path: '/workOrder',
    name: 'WorkOrder',
    component: lazyPage(() => import('#shared/workOrder/WorkOrderQueue'), 'SiteWorkOrderQueuePage'),
    meta: { title: '工单', icon: ChatMultipleRegular, operation: 'getWorkOrderList', feature: 'workOrder', messageType: 'workOrder' },
  },
  {
    path: '/workOrder/detail',
    name: 'WorkOrderDetail',
    hidden: true,
    component: lazyPage(() => import('#shared/workOrder/StaffWorkOrderDetail'), 'SiteWorkOrderDetailPage'),
    meta: { title: '工单详情', operation: 'getWorkOrder', feature: 'workOrder', activeMenu: '/workOrder', noCache: true },
  },
  {
    path: '/platformWorkOrder',
    name: 'PlatformWorkOrder',
    component: lazyPage(() => import('./SaasWorkOrderPage'), 'SaasWorkOrderPage'),
    meta: { title: '平台工单', icon: HeadsetRegular, operation: 'getMySaasWorkOrderList' },
  },
  {
    path: '/platformWorkOrder/detail',
    name: 'PlatformWorkOrderDetail',
    hidden: true,
    component: lazyPage(() => import('./SaasWorkOrderDetailPage'), 'SaasWorkOrderDetailPage'),
    meta: { title: '平台工单详情', operation: 'getMySaasWorkOrder', activeMenu: '/platformWorkOrder', noCache: true },
  },
];

/** 工单设置 and 工单分类 in the 设置 group (admin/SiteManage), behind the same switch. */
export const workOrderSettingPages: RouteRecord[] = [
  {
    path: 'orderMoreSet',
    name: 'OrderMoreSet',
    component: lazyPage(() => import('./WorkOrderSettingPage'), 'WorkOrderSettingPage'),
    meta: { title: '工单设置', icon: WrenchSettingsRegular, operation: 'getWorkOrderSetting', feature: 'workOrder' },
  },
  {
    path: 'createWorkOrderType',
    name: 'CreateWorkOrderType',
    component: lazyPage(() => import('./WorkOrderTypePage'), 'WorkOrderTypePage'),
    meta: { title: '工单分类', icon: TagMultipleRegular, operation: 'createWorkOrderType', feature: 'workOrder' },
  },
];
