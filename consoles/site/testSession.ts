// Test helpers for the site console's component tests: a store on scripted answers with a signed-in session, and
// open dialogs by title.

import { sessionLoaded } from '#kit/session/sessionSlice';
import { indexBase, memoryCookies, scriptedFetch, siteSetting, siteUserInfo, testStore } from '#kit/test/fixtures';
import type { OperationId } from '#sdk';
import { siteConfig } from './config';

export { findDialog } from '#kit/test/dialogs';

type Replies = Parameters<typeof scriptedFetch>[0];

export function siteTestStore(replies: Replies, session: { roles?: string[]; licenseType?: 1 | 2 | 3; setting?: typeof siteSetting } = {}) {
  const { fetch, calls } = scriptedFetch(replies);
  const store = testStore(siteConfig, {
    client: { baseUrl: 'http://console.test', fetch },
    cookies: memoryCookies({ 'user-Token': 'tok' }),
  });
  const roles = session.roles ?? ['admin'];
  store.dispatch(
    sessionLoaded({
      user: siteUserInfo,
      roles,
      baseRoles: roles,
      indexBase: { ...indexBase, licenseType: session.licenseType ?? indexBase.licenseType },
      siteSetting: session.setting ?? siteSetting,
    }),
  );
  const sent = (operationId: OperationId) => calls.filter((c) => c.operationId === operationId);
  return { store, calls, sent };
}
