import { PeopleRegular, ReceiptMoneyRegular, SettingsRegular, ShieldKeyholeRegular } from '@fluentui/react-icons';
import { type AppEntry, gatherRoutes, sharedGroup } from '#kit/routes/manifest';
import { publicRoutes } from '#kit/routes/standardRoutes';
import type { RouteRecord } from '#kit/routes/types';
import type { Schema } from '#sdk';
import { accountFeature } from './features/account/manifest';
import { appletFeature } from './features/applet/manifest';
import { contentOversightFeature } from './features/contentOversight/manifest';
import { homeFeature } from './features/home/manifest';
import { impeachFeature } from './features/impeach/manifest';
import { licenseFeature } from './features/license/manifest';
import { managerFeature } from './features/manager/manifest';
import { medalFeature } from './features/medal/manifest';
import { notificationFeature } from './features/notification/manifest';
import { operationLogFeature } from './features/operationLog/manifest';
import { orderFeature } from './features/order/manifest';
import { questionFeature } from './features/question/manifest';
import { siteFeature } from './features/site/manifest';
import { statisticFeature } from './features/statistic/manifest';
import { systemFeature } from './features/system/manifest';
import { taskFeature } from './features/task/manifest';
import { workOrderFeature } from './features/workOrder/manifest';

/**
 * The SaaS console's features, one line each, in menu order, with the menu groups several features fill at their
 * places (a feature says which group its pages go to and where: `manifest.ts`). See consoles/README.md.
 */
export const saasFeatures: AppEntry[] = [
  homeFeature,
  accountFeature,
  siteFeature,
  orderFeature,
  licenseFeature,
  sharedGroup('/orderManage', { title: '订单管理', icon: ReceiptMoneyRegular }),
  managerFeature,
  operationLogFeature,
  notificationFeature,
  // §6 "Users group: SiteBase": its pages show only inside it, each with its own roles besides.
  sharedGroup(
    '/account',
    { title: '用户管理', icon: PeopleRegular, roles: ['SiteBase'] satisfies Schema<'SaasRole'>[] },
    { redirect: false },
  ),
  contentOversightFeature,
  questionFeature,
  medalFeature,
  sharedGroup('/siteContent', { title: '站点内容', icon: ShieldKeyholeRegular }),
  workOrderFeature,
  impeachFeature,
  appletFeature,
  statisticFeature,
  systemFeature,
  taskFeature,
  sharedGroup('/setting', { title: '系统设置', icon: SettingsRegular }),
];

/** The SaaS console's route table (§2.1): the kit's public pages (sign-in, register, reset, 404, 401 …), then the features'. */
export const saasRoutes: RouteRecord[] = [...publicRoutes(), ...gatherRoutes(saasFeatures)];
