// Test doubles shared by the kit's and the apps' tests: a config, a cookie jar, navigation and a scripted fetch.
import { vi } from 'vitest';
import type { ConsoleConfig } from '#kit/app/config';
import type { CookieJar } from '#kit/session/cookies';
import { type ConsoleStore, createConsoleStore, type StoreOptions } from '#kit/store/createConsoleStore';
import type { Navigation } from '#kit/store/extra';
import { type OperationId, operationIndex } from '#sdk';

export function memoryCookies(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}

export function fakeNavigation(path = '/index', hostname = 'demo.example.com') {
  const state = { path };
  return {
    state,
    navigate: vi.fn((to: string, _options?: { replace?: boolean }) => {
      state.path = to.split('?')[0];
    }),
    currentPath: () => state.path,
    reload: vi.fn(),
    hostname: () => hostname,
    leave: vi.fn((_url: string) => undefined),
  } satisfies Navigation & { state: { path: string } };
}

export function testConfig(overrides: Partial<ConsoleConfig> = {}): ConsoleConfig {
  const page = () => null;
  return {
    name: '测试控制台',
    basename: '',
    tokenCookie: { name: 'saas-Token', days: 30 },
    routes: [
      { path: '/login', public: true, bare: true, component: page, meta: { title: '登录' } },
      { path: '/index', name: 'Home', component: page, meta: { title: '首页' } },
    ],
    home: { path: '/index', title: '首页' },
    accountOperation: 'getTokenAccount',
    logoutOperation: 'saasLogout',
    siteConsole: false,
    messages: { count: 'getSaasMessageCount', read: 'readSaasMessage' },
    userMenu: () => [],
    ...overrides,
  };
}

/** An answer: its status, envelope and any headers of its own (`x-read-only`). */
type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
type Reply = Answer | ((request: Request) => Answer);

/** A fetch answering by operationId; unscripted operations answer 404 with a type-5 envelope. */
export function scriptedFetch(replies: Partial<Record<OperationId, Reply>>) {
  const calls: { operationId: OperationId; request: Request; body?: unknown }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const operationId = (Object.keys(operationIndex) as OperationId[]).find(
      (id) => operationIndex[id].path === url.pathname && operationIndex[id].method === request.method.toLowerCase(),
    );
    const text = request.body ? await request.clone().text() : '';
    // Multipart bodies (uploadImage) are recorded unparsed.
    const json = (request.headers.get('content-type') ?? '').includes('json');
    if (operationId) calls.push({ operationId, request, body: text && json ? JSON.parse(text) : undefined });
    const reply = operationId ? replies[operationId] : undefined;
    const {
      status = 200,
      body,
      headers,
    }: Answer = reply
      ? typeof reply === 'function'
        ? reply(request)
        : reply
      : { status: 404, body: { type: 5, description: '请求的内容不存在' } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  });
  return { fetch, calls };
}

export const ok = (data?: unknown, description?: string) => ({ body: { type: 1, data, description } });
export const fail = (status: number, type: number, description: string) => ({ status, body: { type, description } });

/** A store on scripted answers, fake cookies and navigation. */
export function testStore(config: ConsoleConfig, options: StoreOptions = {}): ConsoleStore {
  return createConsoleStore(config, {
    cookies: memoryCookies(),
    navigation: fakeNavigation(),
    client: { baseUrl: 'http://console.test' },
    ...options,
  });
}

export const accountInfo = {
  id: 3,
  accountMobile: '13800000002',
  userName: '陈思远',
  avatarUrl: '',
  accountEmail: 'chensy@example.cn',
  gender: 1 as const,
  position: '社区主理人',
  company: '杭州青禾文化传播有限公司',
  areaAddress: '浙江省-杭州市-西湖区',
  areaCode: '330106',
  permissionList: [],
  userType: 0 as const,
  isMainManager: 0 as const,
  createdAt: '2026-03-02T09:30:00+08:00',
};

export const siteUserInfo = {
  id: 1,
  siteId: 1,
  siteName: '青禾读书会',
  siteSlug: 'demo',
  account: '13800000002',
  userName: '陈思远',
  mobile: '13800000002',
  avatarUrl: '',
  userType: 1 as const,
  roles: ['admin' as const],
  frontUrl: 'http://demo.localhost:8080/',
  centreUrl: 'http://localhost:8080/',
};

export const indexBase = {
  siteId: 1,
  siteName: '青禾读书会',
  slug: 'demo',
  licenseType: 3 as const,
  licenseStatus: 'active' as const,
  licenseExpiresAt: null,
  counts: { members: 128, administrators: 3, sections: 8, ranks: 6, newMembersToday: 4, pointRecordsToday: 57 },
};

/** `getSitePublicInfo`: what the site console's pages read before login. */
export const sitePublicInfo = {
  siteId: 1,
  siteName: '青禾读书会',
  logoUrl: '',
  faviconUrl: '',
  registerStatus: 1 as const,
  centreUrl: 'http://localhost:8080/',
};

export const siteSetting = {
  siteName: '青禾读书会',
  siteDescription: '一起读书、写书评、交换好书的同城读书社区',
  workOrderFunctionStatus: 1 as const,
  mallFunctionStatus: 1 as const,
  questionFunctionStatus: 1 as const,
  registerStatus: 1 as const,
  commentEditMinutes: 30,
  siteBasicSetting: {
    faviconUrl: '',
    logoUrl: '',
    giftStatus: 1 as const,
    watermarkType: 1,
    watermarkText: '青禾读书会',
    icpNumber: '浙ICP备2026012345号-1',
  },
  updatedAt: '2026-11-18T16:40:00+08:00',
};
