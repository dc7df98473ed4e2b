import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Schema } from '../../../sdk';
import { CONSOLE_TOKEN, createHarness, fakeApi, type Harness, ok } from '../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
  await h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN });
});
afterEach(() => h.cleanup());

const client: Schema<'OauthClient'> = {
  id: 3,
  clientId: 'c_Qm3Zk9Yp2Qw9Er4Ty1Ui6O',
  name: '书友 App',
  logoUrl: '',
  redirectUris: ['https://app.example.com/callback'],
  scopes: ['openid', 'profile'],
  public: false,
  secretSet: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  secretRotatedAt: '2026-11-20T08:00:00.000Z',
};
const list: Schema<'OauthClientList'> = {
  issuer: 'http://demo.localhost:8080/oauth',
  discoveryUrl: 'http://demo.localhost:8080/oauth/.well-known/openid-configuration',
  signingKeyCreatedAt: null,
  list: [client],
};

const api = () =>
  fakeApi({
    getOauthClientList: () => ok(list),
    createOauthClient: () => ok({ client, secret: 's_printed-once' }, '已登记，请立即保存密钥'),
    rotateOauthClientSecret: () => ok({ client, secret: 's_rotated-once' }, '已生成新密钥，请立即保存'),
    deleteOauthClient: () => ok({ ...list, list: [] }, '已删除'),
  });

describe('commctl oauth clients', () => {
  it('lists the apps with the discovery URL and no secret', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['oauth', 'clients', 'list'], { fetch, tty: true })).toBe(0);
    expect(calls.map((c) => [c.operationId, c.authorization])).toEqual([['getOauthClientList', CONSOLE_TOKEN]]);
    expect(h.stdout).toContain('http://demo.localhost:8080/oauth/.well-known/openid-configuration');
    expect(h.stdout).toContain('c_Qm3Zk9Yp2Qw9Er4Ty1Ui6O');
  });

  it('creates an app and prints its secret once', async () => {
    const { fetch, calls } = api();
    const args = ['oauth', 'clients', 'create', '--name', '书友 App', '--redirect-uri', 'https://app.example.com/callback'];
    expect(await h.run([...args, '--scope', 'phone'], { fetch, tty: true })).toBe(0);
    expect(calls[0]!.body).toEqual({
      name: '书友 App',
      logoUrl: '',
      redirectUris: ['https://app.example.com/callback'],
      scopes: ['openid', 'phone'],
      public: false,
    });
    expect(h.stdout).toContain('s_printed-once');
    expect(h.stdout).toContain('请立即保存客户端密钥');
  });

  it('rotates and deletes only when confirmed', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['oauth', 'clients', 'delete', '3'], { fetch })).not.toBe(0);
    expect(calls).toHaveLength(0);
    expect(await h.run(['oauth', 'clients', 'rotate-secret', '3', '--yes'], { fetch, tty: true })).toBe(0);
    expect(calls[0]!.body).toEqual({ id: 3 });
    expect(h.stdout).toContain('s_rotated-once');
    expect(await h.run(['oauth', 'clients', 'delete', '3', '--yes'], { fetch })).toBe(0);
    expect(calls.map((c) => c.operationId)).toEqual(['rotateOauthClientSecret', 'deleteOauthClient']);
  });
});
