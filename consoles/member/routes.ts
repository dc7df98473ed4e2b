import type { RouteRecord } from '#kit/routes/types';
import { mallPages } from './features/mall/routes';
import { memberAuthPages } from './features/memberAuth/routes';
import { notificationPages } from './features/notification/routes';
import { postPages } from './features/post/routes';
import { questionPages } from './features/question/routes';
import { privacyPages } from './features/userExport/routes';
import { workOrderPages } from './features/workOrder/routes';

/** The member site's pages; `public` ones are open to readers who are not signed in. */
export const memberRoutes: RouteRecord[] = [
  ...postPages,
  ...questionPages,
  ...mallPages,
  ...memberAuthPages,
  ...notificationPages,
  ...privacyPages,
  ...workOrderPages,
];
