// Component-test setup for the SaaS feature pages: a signed-in session with the given roles, scripted answers.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { sessionLoaded } from '#kit/session/sessionSlice';
import { accountInfo, memoryCookies, ok, scriptedFetch, testStore } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import type { Schema } from '#sdk';
import { saasConfig } from '../../config';

export type Replies = Parameters<typeof scriptedFetch>[0];

export interface SetupOptions {
  roles?: string[];
  account?: Partial<Schema<'AccountInfo'>>;
  replies?: Replies;
}

/** Renders a page signed in as `account` (the demo holder by default) with `roles`, answering with `replies`. */
export function renderSignedIn(page: ReactElement, { roles = ['visitor'], account = {}, replies = {} }: SetupOptions = {}) {
  const { fetch, calls } = scriptedFetch({
    getTokenAccount: ok({ ...accountInfo, ...account }),
    getPermissionList: ok(roles.filter((r) => r !== 'visitor')),
    ...replies,
  });
  const store = testStore(saasConfig, {
    client: { baseUrl: 'http://console.test', fetch },
    cookies: memoryCookies({ 'saas-Token': 'tok' }),
  });
  store.dispatch(sessionLoaded({ user: { ...accountInfo, ...account } as Schema<'AccountInfo'>, roles, baseRoles: roles }));
  const view = renderPage(page, { config: saasConfig, store });
  return { ...view, calls, user: userEvent.setup() };
}

// In jsdom an open Fluent dialog or drawer is at times aria-hidden (its focus trap finds nothing laid out to focus),
// so dialogs are found by their title and their buttons by text; in Chromium (e2e) they are found by role.

/** The open dialog, alert dialog or drawer whose title is `title`. */
export async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: 'h2' });
  const dialog = heading.closest<HTMLElement>('[role=dialog],[role=alertdialog]');
  if (!dialog) throw new Error(`${title} is not a dialog's title`);
  return dialog;
}

/** A button inside a dialog by its text. */
export const dialogButton = (dialog: HTMLElement, text: string) => within(dialog).getByText(text, { selector: 'button' });

/** Waits until no dialog with this title is left. */
export async function dialogGone(title: string | RegExp) {
  await waitFor(() => expect(screen.queryByText(title, { selector: 'h2' })).not.toBeInTheDocument());
}

/** The requests sent for one operation. */
export function callsOf(calls: ReturnType<typeof scriptedFetch>['calls'], operationId: string) {
  return calls.filter((c) => c.operationId === operationId);
}

/** The query string of a request as an object (numbers stay strings, as sent). */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

export const demoSites: Schema<'Site'>[] = [
  {
    id: 1,
    name: '青禾读书会',
    slug: 'demo',
    host: 'demo.localhost',
    url: 'http://demo.localhost:8080/',
    consoleUrl: 'http://demo.localhost:8080/console/',
    description: '一起读书、写书评、交换好书的同城读书社区',
    categoryId: 7,
    categoryName: '兴趣爱好',
    masterId: 3,
    masterName: '陈思远',
    masterMobile: '138****0002',
    licenseType: 2,
    licenseStatus: 'active',
    licenseExpiresAt: '2027-04-01T02:20:30.000Z',
    memberCount: 128,
    createdAt: '2026-04-01T02:20:30.000Z',
  },
  {
    id: 2,
    name: '西湖跑团',
    slug: 'demo2',
    host: 'demo2.localhost',
    url: 'http://demo2.localhost:8080/',
    consoleUrl: 'http://demo2.localhost:8080/console/',
    description: '杭州跑友约跑、赛事报名与训练打卡',
    categoryId: 6,
    categoryName: '地方生活',
    masterId: 3,
    masterName: '陈思远',
    masterMobile: '138****0002',
    licenseType: 1,
    licenseStatus: 'active',
    licenseExpiresAt: null,
    memberCount: 64,
    createdAt: '2026-05-12T07:00:00.000Z',
  },
];

export const categories = [
  { id: 1, name: '综合社区' },
  { id: 7, name: '兴趣爱好' },
];
