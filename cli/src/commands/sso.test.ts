import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Schema } from '../../../sdk';
import { CONSOLE_TOKEN, createHarness, fakeApi, type Harness, ok } from '../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
  await h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN });
});
afterEach(() => h.cleanup());

const SECRET = 'idp-client-secret-never-shown';
const setting: Schema<'SsoSetting'> = {
  oidc: {
    enabled: false,
    issuer: 'https://id.example.com',
    clientId: 'commune-demo',
    secretSet: true,
    secretMasked: '••••••••',
    scopes: 'openid profile',
    claims: { nickname: 'nickname', avatar: 'picture', phone: 'phone_number', email: 'email' },
    groupClaim: 'groups',
    buttonText: '',
    callbackUrl: 'http://demo.localhost:8080/auth/sso/callback',
    postLogoutRedirectUrl: 'http://demo.localhost:8080/',
  },
  discourse: {
    enabled: false,
    url: '',
    secretSet: false,
    secretMasked: '',
    buttonText: '',
    returnUrl: 'http://demo.localhost:8080/auth/sso/discourse',
  },
  groupMap: [],
  ssoOnly: false,
};

const api = () =>
  fakeApi({
    getSsoSetting: () => ok(setting),
    updateSsoSetting: (call) => {
      const body = call.body as Schema<'SsoSettingInput'>;
      return ok(
        {
          ...setting,
          oidc: { ...setting.oidc, enabled: body.oidc.enabled, buttonText: body.oidc.buttonText },
          groupMap: body.groupMap,
          ssoOnly: body.ssoOnly,
        },
        '已保存',
      );
    },
  });

describe('commctl sso', () => {
  it('shows the settings with the callback URL and only whether a secret is set', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['sso', 'show'], { fetch, tty: true })).toBe(0);
    expect(calls.map((c) => [c.operationId, c.authorization])).toEqual([['getSsoSetting', CONSOLE_TOKEN]]);
    expect(h.stdout).toContain('http://demo.localhost:8080/auth/sso/callback');
    expect(h.stdout).toContain('已设置（只写，不显示）');
    h.reset();
    expect(await h.run(['sso', 'show', '--json', 'ssoOnly'], { fetch })).toBe(0);
    expect(JSON.parse(h.stdout)).toEqual({ ssoOnly: false });
  });

  it('changes only the flags given, reads the secret from stdin and never prints it', async () => {
    const { fetch, calls } = api();
    const argv = [
      'sso',
      'set',
      '--oidc',
      'on',
      '--button-text',
      '企业账号登录',
      '--secret-stdin',
      '--group',
      'staff:1,2:Post,Comment',
      '--sso-only',
      'on',
    ];
    expect(await h.run(argv, { fetch, stdin: `${SECRET}\n` })).toBe(0);
    expect(calls.map((c) => c.operationId)).toEqual(['getSsoSetting', 'updateSsoSetting']);
    const body = calls[1].body as Schema<'SsoSettingInput'>;
    expect(body.oidc).toMatchObject({
      enabled: true,
      issuer: 'https://id.example.com',
      clientId: 'commune-demo',
      buttonText: '企业账号登录',
      secret: SECRET,
    });
    expect(body.discourse).toEqual({ enabled: false, url: '', buttonText: '' });
    expect(body.groupMap).toEqual([{ value: 'staff', labelIds: [1, 2], roles: ['Post', 'Comment'] }]);
    expect(body.ssoOnly).toBe(true);
    expect(h.stdout).toContain('已保存');
    expect(h.stdout + h.stderr).not.toContain(SECRET);
  });

  it('keeps the stored secret when none is given, and refuses usage mistakes with exit 2', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['sso', 'set', '--discourse-url', 'https://www.example.com/sso'], { fetch })).toBe(0);
    expect(calls[1].body).toMatchObject({ oidc: { enabled: false }, discourse: { url: 'https://www.example.com/sso' } });
    expect((calls[1].body as Schema<'SsoSettingInput'>).oidc).not.toHaveProperty('secret');
    h.reset();
    expect(await h.run(['sso', 'set', '--secret-stdin', '--discourse-secret-stdin'], { fetch, stdin: 'x\n' })).toBe(2);
    expect(await h.run(['sso', 'set', '--oidc', 'maybe'], { fetch })).toBe(2);
    expect(await h.run(['sso', 'set', '--group', 'staff:x:Post'], { fetch })).toBe(2);
    expect(await h.run(['sso', 'set', '--secret-stdin'], { fetch, stdin: '\n' })).toBe(2);
    expect(calls).toHaveLength(2);
  });
});
