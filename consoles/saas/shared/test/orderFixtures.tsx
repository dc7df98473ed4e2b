// Shared by the order and licence component tests: fixtures from the contract's examples and a signed-in page render.
// Dialogs are found by their title (`findDialog` of kit/test/dialogs) and their buttons by text, not by role and
// accessible name, which jsdom's aria-hidden dialogs leave empty. In Chromium they are ordinary dialogs (e2e tests).
import { within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { sessionLoaded } from '#kit/session/sessionSlice';
import { accountInfo, memoryCookies, scriptedFetch, testStore } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import type { OperationId, Schema } from '#sdk';
import { exampleData } from '../../../../openapi/test/examples';
import { saasConfig } from '../../config';

type Reply = Parameters<typeof scriptedFetch>[0][OperationId];

/** The contract's own example of a paid order. */
export const paidOrder: Schema<'Order'> = exampleData('getOrder');

/** A pending order whose deadline is `minutes` from now. */
export function pendingOrder(minutes = 25, overrides: Partial<Schema<'Order'>> = {}): Schema<'Order'> {
  return {
    ...paidOrder,
    status: 'pending',
    payMethod: null,
    paidAt: null,
    licenseExpiresAt: null,
    createdAt: new Date(Date.now() - (30 - minutes) * 60_000).toISOString(),
    payDeadline: new Date(Date.now() + minutes * 60_000).toISOString(),
    ...overrides,
  };
}

export const plans: Schema<'LicensePlan'>[] = [
  { licenseType: 1, name: '基础版', description: '免费使用：帖子、评论、版块、用户与积分', features: ['帖子与评论'], prices: [] },
  {
    licenseType: 2,
    name: '专业版',
    description: '适合成长中的社区：开放问答与数据统计',
    features: ['问答功能', '数据统计'],
    prices: [
      { id: 1, licenseType: 2, months: 1, amountFen: 29900, label: '1 个月' },
      { id: 2, licenseType: 2, months: 12, amountFen: 299000, label: '12 个月' },
    ],
  },
  {
    licenseType: 3,
    name: '旗舰版',
    description: '适合运营型社区：积分商城与礼品兑换',
    features: ['积分商城'],
    prices: [
      { id: 4, licenseType: 3, months: 1, amountFen: 89900, label: '1 个月' },
      { id: 5, licenseType: 3, months: 12, amountFen: 899000, label: '12 个月' },
      { id: 6, licenseType: 3, months: 24, amountFen: 1618000, label: '24 个月' },
    ],
  },
];

export function licenseOf(overrides: Partial<Schema<'LicenseDetail'>> = {}): Schema<'LicenseDetail'> {
  return {
    siteId: 2,
    siteName: '西湖跑团',
    siteSlug: 'demo2',
    masterId: 3,
    masterName: '陈思远',
    licenseType: 1,
    effectiveType: 1,
    licenseStatus: 'active',
    startsAt: '2026-05-12T15:00:00+08:00',
    expiresAt: null,
    history: [],
    ...overrides,
  };
}

/**
 * A page at its route pattern (`/order/seeOrder/:id`) opened at `path`, signed in as the demo holder with `roles`;
 * other paths render nothing, so `router.state.location` shows where the page went.
 */
export function renderAt(
  pattern: string,
  path: string,
  page: ReactElement,
  replies: Partial<Record<OperationId, Reply>>,
  { roles = ['visitor'], token = 'tok' }: { roles?: string[]; token?: string | null } = {},
) {
  const { fetch, calls } = scriptedFetch(replies);
  const store = testStore(saasConfig, {
    client: { baseUrl: 'http://console.test', fetch },
    cookies: memoryCookies(token ? { 'saas-Token': token } : {}),
  });
  if (token) store.dispatch(sessionLoaded({ user: accountInfo, roles, baseRoles: roles }));
  const view = renderPage(
    <Routes>
      <Route path={pattern} element={page} />
      <Route path="*" element={null} />
    </Routes>,
    { config: saasConfig, store, path },
  );
  const query = (operationId: OperationId) =>
    calls.filter((c) => c.operationId === operationId).map((c) => Object.fromEntries(new URL(c.request.url).searchParams));
  const bodies = (operationId: OperationId) => calls.filter((c) => c.operationId === operationId).map((c) => c.body);
  return { ...view, calls, query, bodies, where: () => `${view.router.state.location.pathname}${view.router.state.location.search}` };
}

export { findDialog } from '#kit/test/dialogs';

/** A dialog's button by its text. */
export const dialogButton = (dialog: HTMLElement, text: string) => within(dialog).getByText(text, { selector: 'button' });
