import { describe, expect, it } from 'vitest';
import { logout } from '#kit/session/thunks';
import { contractStore } from '#kit/test/contract';
import { testConfig } from '#kit/test/fixtures';
import { ContractViolationError } from '../../../openapi/test/contract-fetch';
import { api } from './api';

const saas = testConfig();
const site = testConfig({
  accountOperation: 'getTokenUser',
  logoutOperation: 'consoleLogout',
  siteConsole: true,
  tokenCookie: { name: 'user-Token', days: 30 },
  messages: { count: 'getConsoleMessageCount', read: 'readConsoleMessage' },
});

describe('the kit’s own endpoints against the contract', () => {
  it('reads who is signed in, the permission list and the SaaS counters', async () => {
    const { call } = contractStore(saas);
    expect((await call(api.endpoints.getTokenAccount, undefined)).data).toMatchObject({ userName: expect.any(String) });
    expect(Array.isArray((await call(api.endpoints.getPermissionList, undefined)).data)).toBe(true);
    expect((await call(api.endpoints.getSaasMessageCount, undefined)).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ count: expect.any(Number) })]),
    );
    expect((await call(api.endpoints.readSaasMessage, { body: { type: 'site' } })).error).toBeUndefined();
  });

  it('reads the site console account, base settings, site setting and counters', async () => {
    const { call } = contractStore(site);
    expect((await call(api.endpoints.getTokenUser, undefined)).data).toMatchObject({ siteName: expect.any(String) });
    expect((await call(api.endpoints.getIndexBase, undefined)).data).toMatchObject({ licenseType: expect.any(Number) });
    expect((await call(api.endpoints.getSiteSetting, undefined)).data).toMatchObject({ siteBasicSetting: expect.any(Object) });
    expect((await call(api.endpoints.getConsoleMessageCount, undefined)).error).toBeUndefined();
    expect((await call(api.endpoints.readConsoleMessage, { body: { type: 'pointRecord' } })).error).toBeUndefined();
  });

  it('reads the site’s public info without a token (favicon, title and registration before login)', async () => {
    const { call } = contractStore(site, { token: null });
    expect((await call(api.endpoints.getSitePublicInfo, undefined)).data).toMatchObject({ faviconUrl: expect.any(String) });
  });

  it('needs a token for the site setting', async () => {
    const { call } = contractStore(site, { token: null });
    expect((await call(api.endpoints.getSiteSetting, undefined)).error).toMatchObject({ type: 3, status: 401 });
  });

  it('answers a missing token with type 3', async () => {
    const { call } = contractStore(saas, { token: null });
    expect((await call(api.endpoints.getTokenAccount, undefined)).error).toMatchObject({ type: 3, status: 401 });
  });

  it('revokes the token on logout in both consoles', async () => {
    for (const config of [saas, site]) {
      const { store, violations } = contractStore(config);
      await store.dispatch(logout());
      expect(violations).toEqual([]);
      expect(store.getState().session.token).toBeNull();
    }
  });

  it('fails when a request breaks the contract', async () => {
    const { call } = contractStore(saas);
    await expect(call(api.endpoints.readSaasMessage, { body: { type: 'nonsense' as 'site' } })).rejects.toBeInstanceOf(
      ContractViolationError,
    );
  });
});
