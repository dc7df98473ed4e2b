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

/** A signed-in member's token, for `renderMember(…, { token })`. */
export const MEMBER_TOKEN = 'k7Yp2Qw9Er4Ty1Ui6Op3As8Df5Gh0Jk2Lz7Xc4Vb9Nm';

/** A published post as `getPostDetail` answers it, with `extra` over it. */
export const memberPostDetail = (extra: object = {}) => ({
  id: 7,
  sectionId: 4,
  sectionName: '科幻小说',
  title: '重读《三体》',
  excerpt: '摘要',
  images: [],
  author: { id: 30, name: '山中听雨', avatar: '', home: true },
  status: 20,
  pinned: false,
  featured: false,
  locked: false,
  commentCount: 0,
  likeCount: 0,
  viewCount: 1,
  createdAt: '2026-11-20T08:30:00.000Z',
  activeAt: '2026-11-20T08:30:00.000Z',
  content: '<p>正文</p>',
  liked: false,
  bookmarked: false,
  watched: false,
  mine: false,
  reason: '',
  updatedAt: '2026-11-20T08:30:00.000Z',
  ...extra,
});

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
