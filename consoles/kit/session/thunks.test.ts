import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Notice, onNotice } from '#kit/notify/notify';
import {
  accountInfo,
  fail,
  fakeNavigation,
  indexBase,
  memoryCookies,
  ok,
  scriptedFetch,
  siteSetting,
  siteUserInfo,
  testConfig,
  testStore,
} from '#kit/test/fixtures';
import { completeLogin, federatedLogout, loadSession, logout } from './thunks';

let notices: Notice[] = [];
let stop: () => void;
beforeEach(() => {
  notices = [];
  stop = onNotice((n) => notices.push(n));
});
afterEach(() => stop());

const siteConfig = testConfig({
  tokenCookie: { name: 'user-Token', days: 30 },
  accountOperation: 'getTokenUser',
  logoutOperation: 'consoleLogout',
  siteConsole: true,
  siteNameKey: 'siteName',
  messages: { count: 'getConsoleMessageCount', read: 'readConsoleMessage' },
});

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

function setup(config = testConfig(), replies: Parameters<typeof scriptedFetch>[0] = {}, cookie: Record<string, string> = {}) {
  const { fetch, calls } = scriptedFetch(replies);
  const cookies = memoryCookies(cookie);
  const navigation = fakeNavigation('/index', 'demo.example.com');
  const storage = memoryStorage();
  const store = testStore(config, { client: { baseUrl: 'http://console.test', fetch }, cookies, navigation, storage });
  return { store, calls, cookies, navigation, storage };
}

describe('login (§4)', () => {
  it('stores the token, then loads the account and the permission list into the session', async () => {
    const { store, cookies, calls } = setup(testConfig(), {
      getTokenAccount: ok(accountInfo),
      getPermissionList: ok(['Site', 'Order']),
    });
    const result = await store.dispatch(completeLogin('tok'));
    expect(result).toEqual({ ok: true });
    expect(cookies.values.get('saas-Token')).toBe('tok');
    expect(calls.map((c) => c.operationId)).toEqual(['getTokenAccount', 'getPermissionList']);
    expect(calls[0].request.headers.get('Authorization')).toBe('tok');
    const session = store.getState().session;
    expect(session).toMatchObject({ token: 'tok', loaded: true, roles: ['Site', 'Order'], baseRoles: ['Site', 'Order'] });
    expect(session.user).toMatchObject({ userName: '陈思远' });
  });

  it('removes the token again when the account call does not return type 1', async () => {
    const { store, cookies } = setup(testConfig(), { getTokenAccount: fail(500, 9, '服务器错误，请稍后再试') });
    const result = await store.dispatch(completeLogin('tok'));
    expect(result).toEqual({ ok: false, stage: 'account' });
    expect(cookies.values.has('saas-Token')).toBe(false);
    expect(store.getState().session.token).toBeNull();
    expect(notices.map((n) => n.text)).toEqual(['服务器错误，请稍后再试']);
  });

  it('gives visitor for an empty permission list', async () => {
    const { store } = setup(testConfig(), { getTokenAccount: ok(accountInfo), getPermissionList: ok([]) });
    await store.dispatch(completeLogin('tok'));
    expect(store.getState().session.roles).toEqual(['visitor']);
  });
});

describe('loading the site console session (§4)', () => {
  it('also loads base settings and the site setting, derives Question and Mall, keeps the site name', async () => {
    const { store, calls, storage, cookies } = setup(
      siteConfig,
      {
        getTokenUser: ok(siteUserInfo),
        getPermissionList: ok(['Post', 'Mall']),
        getIndexBase: ok(indexBase),
        getSiteSetting: ok(siteSetting),
      },
      { 'user-Token': 'tok' },
    );
    expect(store.getState().session.token).toBe('tok');
    expect(await store.dispatch(loadSession())).toEqual({ ok: true });
    expect(calls.map((c) => c.operationId).sort()).toEqual(['getIndexBase', 'getPermissionList', 'getSiteSetting', 'getTokenUser']);
    const session = store.getState().session;
    expect(session.baseRoles).toEqual(['Post', 'Mall']);
    expect(session.roles).toEqual(['Post', 'Question', 'Mall']);
    expect(session.indexBase?.licenseType).toBe(3);
    expect(session.siteSetting?.mallFunctionStatus).toBe(1);
    expect(storage.getItem('siteName')).toBe('青禾读书会');
    expect(cookies.values.get('user-Token')).toBe('tok');
  });

  it('on a permission-list failure runs the federated logout, shows the error and goes to /', async () => {
    const { store, storage, navigation, cookies } = setup(
      siteConfig,
      { getTokenUser: ok(siteUserInfo), getPermissionList: fail(500, 9, '权限读取失败') },
      { 'user-Token': 'tok' },
    );
    storage.setItem('siteName', '青禾读书会');
    expect(await store.dispatch(loadSession())).toEqual({ ok: false, stage: 'permission' });
    expect(notices.map((n) => n.text)).toEqual(['权限读取失败']);
    expect(storage.getItem('siteName')).toBeNull();
    expect(cookies.values.has('user-Token')).toBe(false);
    expect(store.getState().session).toMatchObject({ token: null, roles: [], loaded: false });
    expect(navigation.navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('removes the token when the settings cannot be read', async () => {
    const { store } = setup(
      siteConfig,
      {
        getTokenUser: ok(siteUserInfo),
        getPermissionList: ok(['admin']),
        getIndexBase: ok(indexBase),
        getSiteSetting: fail(404, 5, '站点不存在'),
      },
      { 'user-Token': 'tok' },
    );
    expect(await store.dispatch(loadSession())).toEqual({ ok: false, stage: 'settings' });
    expect(store.getState().session.token).toBeNull();
  });
});

describe('logout (§4)', () => {
  it('revokes the token, clears token, roles and cookie, and reloads', async () => {
    const { store, calls, cookies, navigation } = setup(
      testConfig(),
      { getTokenAccount: ok(accountInfo), getPermissionList: ok(['Site']), saasLogout: ok(undefined, '已退出') },
      { 'saas-Token': 'tok' },
    );
    await store.dispatch(loadSession());
    await store.dispatch(logout());
    expect(calls.at(-1)?.operationId).toBe('saasLogout');
    expect(cookies.values.has('saas-Token')).toBe(false);
    expect(store.getState().session).toMatchObject({ token: null, roles: [], user: null });
    expect(navigation.reload).toHaveBeenCalled();
  });

  it('still signs out locally when the server cannot revoke', async () => {
    const { store, navigation } = setup(testConfig(), { saasLogout: fail(500, 9, '服务器错误') }, { 'saas-Token': 'tok' });
    await store.dispatch(logout());
    expect(store.getState().session.token).toBeNull();
    expect(navigation.reload).toHaveBeenCalled();
  });

  it('federated logout also removes the stored site name', () => {
    const { store, storage, cookies } = setup(siteConfig, {}, { 'user-Token': 'tok' });
    storage.setItem('siteName', '青禾读书会');
    store.dispatch(federatedLogout());
    expect(storage.getItem('siteName')).toBeNull();
    expect(cookies.values.has('user-Token')).toBe(false);
    expect(store.getState().session.token).toBeNull();
  });
});
