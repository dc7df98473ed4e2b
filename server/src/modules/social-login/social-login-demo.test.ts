// The demo as `npm start` seeds it: on `demo`, 「微信登录」 and 「QQ登录」 work against the sandbox's demo apps, a new
// visitor binds a phone by SMS and lands signed in; `demo2` offers none.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_START_TIMEOUT, startTestServer, type TestServer } from '../../../test/harness';
import { type SocialSandbox, startSocialSandbox } from '../../sandbox/social/social-sandbox';

let sandbox: SocialSandbox;
let server: TestServer;

beforeAll(async () => {
  sandbox = await startSocialSandbox();
  server = await startTestServer({
    demo: true,
    config: { socialLogin: { ...sandbox.urls, sandbox: true, sandboxPort: 0, secretKey: '' } },
  });
}, DEMO_START_TIMEOUT);
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

it('offers the sandbox WeChat and QQ login on demo, and signs a new visitor in after a phone', async () => {
  const host = 'demo.localhost';
  const options = await server.call('getSocialLoginOptions', { host });
  expect(options.body.data.providers.map((p: { provider: string }) => p.provider)).toEqual(['wechat', 'wechatMp', 'qq']);
  expect((await server.call('getSocialLoginOptions', { host: 'demo2.localhost' })).body.data.providers).toEqual([]);

  const verifier = randomBytes(32).toString('base64url');
  const started = await server.call('startSocialLogin', { host, body: { provider: 'wechat', verifier } });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const url = new URL(started.body.data.authorizeUrl);
  const back = new URL(
    sandbox.approve({
      provider: 'wechat',
      appId: url.searchParams.get('appid')!,
      redirectUri: url.searchParams.get('redirect_uri')!,
      state: url.searchParams.get('state')!,
      nickname: '新来的书友',
    }),
  );
  const done = await server.call('completeSocialLogin', {
    host,
    body: { provider: 'wechat', code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, verifier },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  expect(done.body.data.outcome).toBe('needPhone');
  const mobile = '13600000091';
  const ticket = done.body.data.ticket;
  expect((await server.call('sendSocialPhoneSms', { host, body: { ticket, mobile } })).status).toBe(200);
  const code = await server.fixtures.lastSmsCode(mobile);
  const bound = await server.call('bindSocialPhone', { host, body: { ticket, mobile, code: code! } });
  expect(bound.status, JSON.stringify(bound.body)).toBe(200);
  expect(bound.body.data.user.userName).toBe('新来的书友');
});
