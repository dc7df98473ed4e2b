import { type ApiTag, apiTags, type OperationsOfTag } from '../../../sdk';
import type { HandlerMap, Handlers } from '../context';
import { accountHandlers } from './account/account-handlers';
import { consoleAuthHandlers } from './console-auth/console-auth-handlers';
import { contentOversightHandlers } from './content-oversight/content-oversight-handlers';
import type { ModuleDeps } from './deps';
import { eventsHandlers } from './events/events-handlers';
import { impeachHandlers } from './impeach/impeach-handlers';
import { licenseHandlers } from './license/license-handlers';
import { mallHandlers } from './mall/mall-handlers';
import { managerHandlers } from './manager/manager-handlers';
import { medalHandlers } from './medal/medal-handlers';
import { memberHandlers } from './member/member-handlers';
import { memberAuthHandlers } from './member-auth/member-auth-handlers';
import { moderationHandlers } from './moderation/moderation-handlers';
import { notificationHandlers } from './notification/notification-handlers';
import { operationLogHandlers } from './operation-log/operation-log-handlers';
import { orderHandlers } from './order/order-handlers';
import { pointHandlers } from './point/point-handlers';
import { postHandlers } from './post/post-handlers';
import { questionHandlers } from './question/question-handlers';
import { saasAuthHandlers } from './saas-auth/saas-auth-handlers';
import { sectionHandlers } from './section/section-handlers';
import { siteHandlers } from './site/site-handlers';
import { siteAdminHandlers } from './site-admin/site-admin-handlers';
import { siteConsoleHandlers } from './site-console/site-console-handlers';
import { statisticHandlers } from './statistic/statistic-handlers';
import { systemHandlers } from './system/system-handlers';
import { taskHandlers } from './task/task-handlers';
import { uploadHandlers } from './upload/upload-handlers';
import { userExportHandlers } from './user-export/user-export-handlers';
import { userRankHandlers } from './user-rank/user-rank-handlers';
import { workOrderHandlers } from './work-order/work-order-handlers';

/**
 * One handlers file per contract tag, each complete for its tag by type: a tag without a module, or an operation
 * without its handler, fails the type check. registerOperations still refuses to start on a gap (JS callers).
 */
const handlersByTag: { [T in ApiTag]: (deps: ModuleDeps) => Handlers<OperationsOfTag<T>> } = {
  saasAuth: saasAuthHandlers,
  account: accountHandlers,
  manager: managerHandlers,
  site: siteHandlers,
  order: orderHandlers,
  license: licenseHandlers,
  system: systemHandlers,
  consoleAuth: consoleAuthHandlers,
  userRank: userRankHandlers,
  point: pointHandlers,
  siteConsole: siteConsoleHandlers,
  member: memberHandlers,
  siteAdmin: siteAdminHandlers,
  operationLog: operationLogHandlers,
  medal: medalHandlers,
  userExport: userExportHandlers,
  mall: mallHandlers,
  section: sectionHandlers,
  memberAuth: memberAuthHandlers,
  post: postHandlers,
  upload: uploadHandlers,
  moderation: moderationHandlers,
  contentOversight: contentOversightHandlers,
  impeach: impeachHandlers,
  notification: notificationHandlers,
  question: questionHandlers,
  statistic: statisticHandlers,
  task: taskHandlers,
  events: eventsHandlers,
  workOrder: workOrderHandlers,
};

/** Every operation's handler, by operationId: the tags together cover every operation once. */
export function createHandlers(deps: ModuleDeps): HandlerMap {
  const map: Partial<HandlerMap> = {};
  for (const tag of apiTags) Object.assign(map, handlersByTag[tag](deps));
  return map as HandlerMap;
}
