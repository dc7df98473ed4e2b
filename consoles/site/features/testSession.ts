// Test helpers for the site console's component tests: a store on scripted answers with a signed-in session, and
// open dialogs by title.
import { waitFor } from '@testing-library/react';
import type { OperationId } from '../../../sdk';
import { sessionLoaded } from '../../kit/session/sessionSlice';
import { indexBase, memoryCookies, scriptedFetch, siteSetting, siteUserInfo, testStore } from '../../kit/test/fixtures';
import { siteConfig } from '../config';

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

/**
 * An open Fluent dialog by its title. jsdom lays nothing out, so a form dialog's focus trap finds nothing to focus
 * and tabster may leave the open dialog aria-hidden, which also empties its accessible name for role queries; so
 * this matches the title text (Chromium shows a normal dialog, see the e2e tests). Look inside with `hidden: true`.
 */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')];
    const found = dialogs.find((d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === title);
    if (!found) throw new Error(`no open dialog titled ${title}`);
    return found;
  });
}
