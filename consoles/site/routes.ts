import { PeopleRegular, SettingsRegular } from '@fluentui/react-icons';
import { type AppEntry, gatherRoutes, sharedGroup } from '#kit/routes/manifest';
import { publicRoutes } from '#kit/routes/standardRoutes';
import type { RouteRecord } from '#kit/routes/types';
import type { Schema } from '#sdk';
import { categoryEntry } from './categoryRoutes';
import { appletFeature } from './features/applet/manifest';
import { attachmentFeature } from './features/attachment/manifest';
import { consoleAuthFeature } from './features/consoleAuth/manifest';
import { friendLinkFeature } from './features/friendLink/manifest';
import { impeachFeature } from './features/impeach/manifest';
import { mallFeature } from './features/mall/manifest';
import { medalFeature } from './features/medal/manifest';
import { memberFeature } from './features/member/manifest';
import { messageFeature } from './features/message/manifest';
import { moderationFeature } from './features/moderation/manifest';
import { navigationFeature } from './features/navigation/manifest';
import { notificationFeature } from './features/notification/manifest';
import { oauthFeature } from './features/oauth/manifest';
import { operationLogFeature } from './features/operationLog/manifest';
import { pointFeature } from './features/point/manifest';
import { questionFeature } from './features/question/manifest';
import { sectionFeature } from './features/section/manifest';
import { siteAdminFeature } from './features/siteAdmin/manifest';
import { siteConsoleFeature } from './features/siteConsole/manifest';
import { siteDomainFeature } from './features/siteDomain/manifest';
import { slideFeature } from './features/slide/manifest';
import { socialLoginFeature } from './features/socialLogin/manifest';
import { ssoFeature } from './features/sso/manifest';
import { statisticFeature } from './features/statistic/manifest';
import { themeFeature } from './features/theme/manifest';
import { userExportFeature } from './features/userExport/manifest';
import { userRankFeature } from './features/userRank/manifest';
import { workOrderFeature } from './features/workOrder/manifest';

/**
 * The site console's features, one line each, in menu order, with the menu groups several features fill at their
 * places (a feature says which group its pages go to and where: `manifest.ts`). Work-order entries carry
 * `meta.feature: 'workOrder'`, mall entries `'mall'`, Q&A entries `'question'` (the licence's Question role and the
 * site's questionFunctionStatus).
 */
export const siteFeatures: AppEntry[] = [
  consoleAuthFeature,
  siteConsoleFeature,
  themeFeature,
  siteDomainFeature,
  siteAdminFeature,
  navigationFeature,
  notificationFeature,
  sectionFeature,
  moderationFeature,
  workOrderFeature,
  impeachFeature,
  mallFeature,
  questionFeature,
  messageFeature,
  statisticFeature,
  memberFeature,
  userExportFeature,
  userRankFeature,
  pointFeature,
  medalFeature,
  operationLogFeature,
  slideFeature,
  friendLinkFeature,
  socialLoginFeature,
  appletFeature,
  attachmentFeature,
  ssoFeature,
  oauthFeature,
  // §6 "Users group admin/User/SiteBase", "Settings admin/SiteManage": a page shows only inside a group the user may open.
  sharedGroup('/user', { title: '用户', icon: PeopleRegular, roles: ['User', 'SiteBase'] satisfies Schema<'ConsoleRole'>[] }),
  categoryEntry,
  sharedGroup('/setting', { title: '设置', icon: SettingsRegular, roles: ['SiteManage'] satisfies Schema<'ConsoleRole'>[] }),
];

/** The site console's route table (§2.2): the kit's public pages, then the features'. */
export const siteRoutes: RouteRecord[] = [...publicRoutes(), ...gatherRoutes(siteFeatures)];
