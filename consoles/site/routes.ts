import { PeopleRegular, SettingsRegular } from '@fluentui/react-icons';
import { menuGroup } from '#kit/routes/menuGroup';
import { publicRoutes } from '#kit/routes/standardRoutes';
import type { RouteRecord } from '#kit/routes/types';
import { categorySettingPages } from './categoryRoutes';
import { consoleAuthRoutes } from './features/consoleAuth/routes';
import { impeachRoutes } from './features/impeach/routes';
import { mallRoutes } from './features/mall/routes';
import { medalPages } from './features/medal/routes';
import { memberPages, memberSettingPages } from './features/member/routes';
import { moderationRoutes, moderationSettingPages } from './features/moderation/routes';
import { notificationRoutes, notificationSettingPages } from './features/notification/routes';
import { operationLogPages } from './features/operationLog/routes';
import { pointPages } from './features/point/routes';
import { questionRoutes, questionSettingPages } from './features/question/routes';
import { sectionRoutes } from './features/section/routes';
import { personalSettingRoutes, siteAdminPages } from './features/siteAdmin/routes';
import { siteConsoleHomeRoutes, siteConsoleSettingPages } from './features/siteConsole/routes';
import { statisticRoutes } from './features/statistic/routes';
import { userExportPages } from './features/userExport/routes';
import { userRankPages } from './features/userRank/routes';
import { workOrderRoutes, workOrderSettingPages } from './features/workOrder/routes';

/**
 * The site console's route table (§2.2): the kit's public pages and each feature's own entries, in menu order.
 * Work-order entries carry `meta.feature: 'workOrder'`, mall entries `meta.feature: 'mall'`; Q&A entries carry
 * `meta.feature: 'question'` (the licence's Question role and the site's questionFunctionStatus).
 */
export const siteRoutes: RouteRecord[] = [
  ...publicRoutes(),
  ...consoleAuthRoutes,
  ...siteConsoleHomeRoutes,
  ...personalSettingRoutes,
  ...notificationRoutes,
  ...sectionRoutes,
  ...moderationRoutes,
  ...workOrderRoutes,
  ...impeachRoutes,
  ...mallRoutes,
  ...questionRoutes,
  ...statisticRoutes,
  menuGroup('/user', { title: '用户', icon: PeopleRegular }, [
    ...memberPages,
    ...userExportPages,
    ...siteAdminPages,
    ...userRankPages,
    ...pointPages,
    ...medalPages,
    ...operationLogPages,
  ]),
  menuGroup('/setting', { title: '设置', icon: SettingsRegular }, [
    ...siteConsoleSettingPages,
    ...categorySettingPages,
    ...moderationSettingPages,
    ...questionSettingPages,
    ...notificationSettingPages,
    ...workOrderSettingPages,
    ...memberSettingPages,
  ]),
];
