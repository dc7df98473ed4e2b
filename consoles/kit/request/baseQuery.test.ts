import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Notice, onNotice } from '#kit/notify/notify';
import { fail, fakeNavigation, memoryCookies, ok, scriptedFetch, testConfig, testStore } from '#kit/test/fixtures';
import { api } from './api';

let notices: Notice[] = [];
let stop: () => void;
beforeEach(() => {
  notices = [];
  stop = onNotice((n) => notices.push(n));
});
afterEach(() => stop());

function setup(replies: Parameters<typeof scriptedFetch>[0], path = '/index') {
  const { fetch, calls } = scriptedFetch(replies);
  const cookies = memoryCookies({ 'saas-Token': 'tok' });
  const navigation = fakeNavigation(path);
  const store = testStore(testConfig(), { client: { baseUrl: 'http://console.test', fetch }, cookies, navigation });
  return { store, calls, cookies, navigation };
}

describe('sdkBaseQuery', () => {
  it('resolves to the envelope data and sends the session token', async () => {
    const { store, calls } = setup({ getSiteList: ok({ list: [], total: 0 }) });
    const result = await store.dispatch(api.endpoints.getSiteList.initiate({ query: { page: 2 } }));
    expect(result.data).toEqual({ list: [], total: 0 });
    expect(calls[0].request.headers.get('Authorization')).toBe('tok');
    expect(new URL(calls[0].request.url).searchParams.get('page')).toBe('2');
    expect(notices).toEqual([]);
  });

  it('resolves a query without data to null, and a mutation to the whole envelope', async () => {
    const { store } = setup({
      getSiteList: ok(undefined),
      readSaasMessage: ok(undefined, '操作成功'),
      changePassword: ok(undefined, '密码修改成功'),
    });
    expect((await store.dispatch(api.endpoints.getSiteList.initiate({}))).data).toBeNull();
    expect(await store.dispatch(api.endpoints.readSaasMessage.initiate({ body: { type: 'site' } }))).toEqual({
      data: { type: 1, description: '操作成功' },
    });
    const envelope = await store.dispatch(
      api.endpoints.changePassword.initiate({ body: { oldPassword: 'abcdef', newPassword: 'ghijkl' } }),
    );
    expect(envelope).toEqual({ data: { type: 1, description: '密码修改成功' } });
  });

  it('never throws: a failure is { error: { type, description, status } } and an error toast for 5000 ms', async () => {
    const { store, navigation } = setup({ getSiteList: fail(403, 4, '没有权限查看站点') });
    const result = await store.dispatch(api.endpoints.getSiteList.initiate({}));
    expect(result.error).toEqual({ type: 4, description: '没有权限查看站点', status: 403 });
    expect(notices).toEqual([{ intent: 'error', text: '没有权限查看站点', timeout: 5000 }]);
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('turns an unreachable server into an error too', async () => {
    const { store } = setup({});
    const broken = testStore(testConfig(), {
      client: {
        baseUrl: 'http://console.test',
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      },
    });
    const result = await broken.dispatch(api.endpoints.getSiteList.initiate({}));
    expect(result.error).toMatchObject({ type: 9, status: 0 });
    expect(notices[0].text).toMatch(/无法连接服务器/);
    expect(store).toBeDefined();
  });

  it('does not toast a request the page aborted itself (it navigated away)', async () => {
    const slow = testStore(testConfig(), {
      client: {
        baseUrl: 'http://console.test',
        fetch: (input: Request | string | URL, init?: RequestInit) =>
          new Promise<Response>((_, reject) => {
            const signal = input instanceof Request ? input.signal : init?.signal;
            signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
          }),
      },
    });
    const pending = slow.dispatch(api.endpoints.getSiteList.initiate({}));
    pending.abort();
    const result = await pending;
    expect(result.error).toBeDefined();
    expect(notices).toEqual([]);
  });

  it('on type 3 drops the token (session and cookie) and goes to login with the current path', async () => {
    const { store, cookies, navigation } = setup({ getSiteList: fail(401, 3, '未登录或登录已过期') }, '/site/siteList');
    const result = await store.dispatch(api.endpoints.getSiteList.initiate({}));
    expect(result.error).toMatchObject({ type: 3, status: 401 });
    expect(notices[0]).toMatchObject({ intent: 'error', text: '未登录或登录已过期' });
    expect(store.getState().session.token).toBeNull();
    expect(cookies.values.has('saas-Token')).toBe(false);
    expect(navigation.navigate).toHaveBeenCalledWith('/login?redirect=%2Fsite%2FsiteList', { replace: true });
  });

  it('on type 3 from getTokenUser also removes the cookie', async () => {
    const { store, cookies } = setup({ getTokenUser: fail(401, 3, '未登录或登录已过期') });
    await store.dispatch(api.endpoints.getTokenUser.initiate());
    expect(cookies.values.has('saas-Token')).toBe(false);
  });

  it('stays on a public page on type 3', async () => {
    const { store, navigation } = setup({ getSiteList: fail(401, 3, '未登录或登录已过期') }, '/login');
    await store.dispatch(api.endpoints.getSiteList.initiate({}));
    expect(navigation.navigate).not.toHaveBeenCalled();
  });
});
