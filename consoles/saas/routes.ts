import { SettingsRegular, ShieldKeyholeRegular } from '@fluentui/react-icons';
import { menuGroup } from '#kit/routes/menuGroup';
import { publicRoutes } from '#kit/routes/standardRoutes';
import type { RouteRecord } from '#kit/routes/types';
import { accountRoutes } from './features/account/routes';
import { contentOversightPages, contentOversightSettingPages } from './features/contentOversight/routes';
import { impeachRoutes } from './features/impeach/routes';
import { licensePublicRoutes, licenseRoutes } from './features/license/routes';
import { managerRoutes } from './features/manager/routes';
import { medalOversightPages } from './features/medal/routes';
import { subscribeMessageLogPages } from './features/notification/routes';
import { operationLogPages } from './features/operationLog/routes';
import { orderManageRoutes, orderRoutes } from './features/order/routes';
import { questionOversightPages } from './features/question/routes';
import { siteRoutes } from './features/site/routes';
import { statisticRoutes } from './features/statistic/routes';
import { systemSettingPages } from './features/system/routes';
import { taskSettingPages } from './features/task/routes';
import { workOrderRoutes } from './features/workOrder/routes';

/**
 * The SaaS console's route table (§2.1): the kit's public pages (sign-in, register, reset, 404, 401 …), then each
 * feature's entries in menu order. A feature adds its pages in its own `routes.ts` (see consoles/README.md).
 */
export const saasRoutes: RouteRecord[] = [
  ...publicRoutes(),
  ...licensePublicRoutes,
  ...accountRoutes,
  ...siteRoutes,
  ...orderRoutes,
  ...licenseRoutes,
  ...orderManageRoutes,
  ...managerRoutes.map((group) =>
    group.path === '/account'
      ? { ...group, children: [...(group.children ?? []), ...operationLogPages, ...subscribeMessageLogPages] }
      : group,
  ),
  menuGroup('/siteContent', { title: '站点内容', icon: ShieldKeyholeRegular }, [
    ...contentOversightPages,
    ...questionOversightPages,
    ...medalOversightPages,
  ]),
  ...workOrderRoutes,
  ...impeachRoutes,
  ...statisticRoutes,
  menuGroup('/setting', { title: '系统设置', icon: SettingsRegular }, [
    ...systemSettingPages,
    ...contentOversightSettingPages,
    ...taskSettingPages,
  ]),
];
