// The member site in jsdom: the real routes and store on a memory router, answers scripted by operation.
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { fakeNavigation, memoryCookies, scriptedFetch } from '#kit/test/fixtures';
import type { OperationId } from '#sdk';
import { MemberApp, memberRouteObjects } from '../MemberApp';
import { memberRoutes } from '../routes';
import { createMemberStore } from '../store';

export const memberSite = {
  siteId: 1,
  siteName: '青禾读书会',
  siteDescription: '一起读书',
  logoUrl: '',
  faviconUrl: '/files/1/favicon.png',
  registerStatus: 1 as const,
  questionFunctionStatus: 0 as const,
  mallFunctionStatus: 0 as const,
  workOrderFunctionStatus: 0 as const,
  commentEditMinutes: 30,
};

export const memberProfile = {
  id: 12,
  account: 'reader1',
  userName: '林间读书人',
  avatar: '',
  mobile: '139****0031',
  rankName: '',
  createdAt: '2026-11-01T08:00:00.000Z',
  isAdmin: false,
  signature: '',
  gender: 0,
  areaCode: '',
  areaAddress: '',
  hideActivity: false,
};

type Replies = Parameters<typeof scriptedFetch>[0];

/** Renders the app at `path`; `token` signs a member in (their cookie is there before the app starts). */
export function renderMember(path: string, replies: Replies, { token }: { token?: string } = {}) {
  const scripted = scriptedFetch(replies);
  const cookies = memoryCookies(token ? { 'member-Token': token } : {});
  const store = createMemberStore({
    client: { baseUrl: 'http://member.test', fetch: scripted.fetch },
    cookies,
    navigation: fakeNavigation(path),
  });
  const router = createMemoryRouter(memberRouteObjects(memberRoutes), { initialEntries: [path] });
  const view = render(<MemberApp store={store} router={router} />);
  const callsOf = (operationId: OperationId) => scripted.calls.filter((c) => c.operationId === operationId);
  return { ...view, store, router, cookies, calls: scripted.calls, callsOf };
}
