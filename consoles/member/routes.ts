import { gatherRoutes } from '#kit/routes/manifest';
import type { RouteRecord } from '#kit/routes/types';
import { attachmentFeature } from './features/attachment/manifest';
import { followFeature } from './features/follow/manifest';
import { friendLinkFeature } from './features/friendLink/manifest';
import { mallFeature } from './features/mall/manifest';
import { medalFeature } from './features/medal/manifest';
import { memberAuthFeature } from './features/memberAuth/manifest';
import { memberEmailFeature } from './features/memberEmail/manifest';
import { messageFeature } from './features/message/manifest';
import { notificationFeature } from './features/notification/manifest';
import { oauthFeature } from './features/oauth/manifest';
import { postFeature } from './features/post/manifest';
import { profileFeature } from './features/profile/manifest';
import { questionFeature } from './features/question/manifest';
import { slideFeature } from './features/slide/manifest';
import { socialLoginFeature } from './features/socialLogin/manifest';
import { ssoFeature } from './features/sso/manifest';
import { userExportFeature } from './features/userExport/manifest';
import { workOrderFeature } from './features/workOrder/manifest';
import { gatherMine, type MemberFeature } from './shell/mine';
import { gatherSlots } from './shell/slots';

/** The member site's features, one line each (their pages, their entries on 我的, in this order). */
export const memberFeatures: MemberFeature[] = [
  postFeature,
  questionFeature,
  mallFeature,
  memberAuthFeature,
  notificationFeature,
  memberEmailFeature,
  messageFeature,
  userExportFeature,
  workOrderFeature,
  medalFeature,
  slideFeature,
  friendLinkFeature,
  profileFeature,
  followFeature,
  socialLoginFeature,
  oauthFeature,
  attachmentFeature,
  ssoFeature,
];

/** The member site's pages; `public` ones are open to readers who are not signed in. */
export const memberRoutes: RouteRecord[] = gatherRoutes(memberFeatures);

/** What the features put on 我的 (`/me`). */
export const memberMine = gatherMine(memberFeatures);

/** What the features draw in the shell's and each other's slots. */
export const memberSlots = gatherSlots(memberFeatures);
