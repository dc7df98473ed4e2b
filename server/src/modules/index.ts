// Every server module, by its manifest (module.ts). Adding an area is its folder and one line here; the handlers, the
// tables, the job queue, the badges, the extra routes and member erasure are read from this list.
import { accountModule } from './account/manifest';
import { appletModule } from './applet/manifest';
import { attachmentModule } from './attachment/manifest';
import { consoleAuthModule } from './console-auth/manifest';
import { contentOversightModule } from './content-oversight/manifest';
import { draftModule } from './draft/manifest';
import { eventsModule } from './events/manifest';
import { followModule } from './follow/manifest';
import { friendLinkModule } from './friend-link/manifest';
import { homeModule } from './home/manifest';
import { impeachModule } from './impeach/manifest';
import { licenseModule } from './license/manifest';
import { mallModule } from './mall/manifest';
import { managerModule } from './manager/manifest';
import { medalModule } from './medal/manifest';
import { memberModule } from './member/manifest';
import { memberAuthModule } from './member-auth/manifest';
import { memberEmailModule } from './member-email/manifest';
import { messageModule } from './message/manifest';
import { moderationModule } from './moderation/manifest';
import { navigationModule } from './navigation/manifest';
import { notificationModule } from './notification/manifest';
import { oauthModule } from './oauth/manifest';
import { operationLogModule } from './operation-log/manifest';
import { orderModule } from './order/manifest';
import { pointModule } from './point/manifest';
import { postModule } from './post/manifest';
import { profileModule } from './profile/manifest';
import { questionModule } from './question/manifest';
import { saasAuthModule } from './saas-auth/manifest';
import { sectionModule } from './section/manifest';
import { siteModule } from './site/manifest';
import { siteAdminModule } from './site-admin/manifest';
import { siteConsoleModule } from './site-console/manifest';
import { siteDomainModule } from './site-domain/manifest';
import { sitemapModule } from './sitemap/manifest';
import { slideModule } from './slide/manifest';
import { socialLoginModule } from './social-login/manifest';
import { ssoModule } from './sso/manifest';
import { statisticModule } from './statistic/manifest';
import { systemModule } from './system/manifest';
import { taskModule } from './task/manifest';
import { themeModule } from './theme/manifest';
import { uploadModule } from './upload/manifest';
import { userExportModule } from './user-export/manifest';
import { userRankModule } from './user-rank/manifest';
import { workOrderModule } from './work-order/manifest';

export const serverModules = [
  accountModule,
  appletModule,
  consoleAuthModule,
  contentOversightModule,
  draftModule,
  eventsModule,
  homeModule,
  followModule,
  friendLinkModule,
  impeachModule,
  licenseModule,
  mallModule,
  managerModule,
  medalModule,
  messageModule,
  memberAuthModule,
  memberEmailModule,
  memberModule,
  moderationModule,
  navigationModule,
  notificationModule,
  oauthModule,
  operationLogModule,
  orderModule,
  pointModule,
  postModule,
  profileModule,
  questionModule,
  saasAuthModule,
  sectionModule,
  siteAdminModule,
  siteConsoleModule,
  siteDomainModule,
  siteModule,
  sitemapModule,
  slideModule,
  socialLoginModule,
  ssoModule,
  statisticModule,
  systemModule,
  taskModule,
  themeModule,
  uploadModule,
  userExportModule,
  userRankModule,
  workOrderModule,
  attachmentModule,
] as const;
