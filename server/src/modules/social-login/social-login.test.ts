// Social login against the sandbox provider (server/src/sandbox/social): each provider's quirks, the settings and
// their secrets, the flow's attacks (state, verifier, code replay, another site), the phone-binding policy, and the
// bind/unbind rules.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { type SocialSandbox, startSocialSandbox } from '../../sandbox/social/social-sandbox';
import { operationLogs } from '../operation-log/operation-log.tables';
import { siteUsers } from '../site/site.tables';
import { parseQqAnswer } from './providers/qq';
import { socialIdentities, socialLoginProviders } from './social-login.tables';

const APPS = {
  wechat: { provider: 'wechat', appId: 'wxtest0000000001', secret: 'test-wechat-secret-1' },
  wechatMp: { provider: 'wechat', appId: 'wxtest0000000002', secret: 'test-wechat-mp-secret' },
  qq: { provider: 'qq', appId: '102000001', secret: 'test-qq-appkey' },
  weibo: { provider: 'weibo', appId: '3100000001', secret: 'test-weibo-secret' },
} as const;
type Provider = keyof typeof APPS;

let sandbox: SocialSandbox;
let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;

beforeAll(async () => {
  sandbox = await startSocialSandbox({ apps: Object.values(APPS) });
  server = await startTestServer({
    config: {
      socialLogin: { ...sandbox.urls, sandbox: true, sandboxPort: 0, secretKey: randomBytes(32).toString('hex') },
    },
  });
  ({ a, b } = (await twoSites(server)).sites);
});
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

const verifier = () => randomBytes(32).toString('base64url');

async function configure(
  site: ConsoleTestSite,
  policy: 'create' | 'bindPhone',
  providers: Provider[] = ['wechat', 'wechatMp', 'qq', 'weibo'],
) {
  const res = await server.call('updateSocialLoginSetting', {
    token: site.tokens.siteManager,
    host: site.host,
    body: {
      registerPolicy: policy,
      providers: providers.map((p) => ({ provider: p, enabled: true, appId: APPS[p].appId, secret: APPS[p].secret })),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The browser at the provider: opens the authorise page (模拟…登录), picks `nickname`, clicks 同意; answers code and state. */
async function authorise(authorizeUrl: string, nickname: string) {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  expect(html).toMatch(/模拟(微信|QQ|微博)登录/);
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(name, value.replaceAll('&amp;', '&').replaceAll('&quot;', '"'));
  }
  form.set('nickname', nickname);
  form.set('decision', 'allow');
  const approved = await fetch(new URL('approve', authorizeUrl), {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, callback: `${back.origin}${back.pathname}` };
}

async function begin(site: ConsoleTestSite, provider: Provider, opts: { token?: string } = {}) {
  const v = verifier();
  const res = await server.call(opts.token ? 'startSocialBinding' : 'startSocialLogin', {
    host: site.host,
    token: opts.token,
    body: { provider, verifier: v },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { verifier: v, ...res.body.data };
}

async function signInWith(site: ConsoleTestSite, provider: Provider, nickname: string, opts: { token?: string } = {}) {
  const started = await begin(site, provider, opts);
  const { code, state, callback } = await authorise(started.authorizeUrl, nickname);
  expect(state).toBe(started.state);
  expect(callback).toBe(`http://${site.host}/auth/social/callback/${provider}`);
  const res = await server.call('completeSocialLogin', { host: site.host, body: { provider, code, state, verifier: started.verifier } });
  return { res, code, state, verifier: started.verifier };
}

describe('settings (/setting/socialAccountLogin)', () => {
  it('keeps the secret write-only and encrypted, gives the callback URL, and logs the change without the secret', async () => {
    const fresh = await server.call('getSocialLoginSetting', { token: b.tokens.siteManager, host: b.host });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.providers.map((p: { provider: string }) => p.provider)).toEqual(['wechat', 'wechatMp', 'qq', 'weibo']);
    expect(fresh.body.data.providers[0]).toMatchObject({ enabled: false, secretSet: false, secretMasked: '' });
    expect(fresh.body.data.providers[2].callbackUrl).toBe(`http://${b.host}/auth/social/callback/qq`);

    const refused = await server.call('updateSocialLoginSetting', {
      token: b.tokens.siteManager,
      host: b.host,
      body: { registerPolicy: 'create', providers: [{ provider: 'qq', enabled: true, appId: APPS.qq.appId }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.description).toContain('须填写 AppID 与密钥');

    await configure(b, 'create', ['qq']);
    const read = await server.call('getSocialLoginSetting', { token: b.tokens.siteManager, host: b.host });
    expect(JSON.stringify(read.body)).not.toContain(APPS.qq.secret);
    expect(read.body.data.providers[2]).toMatchObject({ enabled: true, appId: APPS.qq.appId, secretSet: true, secretMasked: '••••••••' });
    const [row] = await server.database.db.select().from(socialLoginProviders).where(eq(socialLoginProviders.siteId, b.id));
    expect(row.secretEnc).toMatch(/^v1\./);
    expect(row.secretEnc).not.toContain(APPS.qq.secret);

    // Saving again without a secret keeps it.
    const kept = await server.call('updateSocialLoginSetting', {
      token: b.tokens.siteManager,
      host: b.host,
      body: { registerPolicy: 'create', providers: [{ provider: 'qq', enabled: true, appId: APPS.qq.appId }] },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.providers[2].secretSet).toBe(true);

    const logs = await server.database.db.select().from(operationLogs).where(eq(operationLogs.chainId, b.id));
    const entries = logs.filter((l) => l.operationId === 'updateSocialLoginSetting');
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(entries)).not.toContain(APPS.qq.secret);

    const options = await server.call('getSocialLoginOptions', { host: b.host });
    expect(options.body.data.providers).toEqual([{ provider: 'qq', name: 'QQ登录', sandbox: true }]);
    // Not enabled on this site: no flow starts.
    const off = await server.call('startSocialLogin', { host: b.host, body: { provider: 'wechat', verifier: verifier() } });
    expect(off.status).toBe(404);
  });
});

describe('the flow, policy "create"', () => {
  beforeAll(() => configure(a, 'create'));

  it('WeChat: creates a member without a password, signs them in, and finds them again by their identity', async () => {
    const before = await server.tableCounts();
    const { res } = await signInWith(a, 'wechat', '青禾书友');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ outcome: 'signedIn', provider: 'wechat', nickname: '青禾书友' });
    expect(res.body.data.user.userName).toBe('青禾书友');
    const me = await server.call('getMemberProfile', { token: res.body.data.token, host: a.host });
    expect(me.status).toBe(200);
    const after = await server.tableCounts();
    expect(after.siteUsers - before.siteUsers).toBe(1);
    expect(after.socialIdentities - before.socialIdentities).toBe(1);

    const again = await signInWith(a, 'wechat', '青禾书友');
    expect(again.res.body.data.user.id).toBe(res.body.data.user.id);
    expect((await server.tableCounts()).siteUsers).toBe(after.siteUsers);
  });

  it('WeChat in-app (公众号) finds the same member by unionid', async () => {
    const web = await signInWith(a, 'wechat', '星河旅人');
    const mp = await signInWith(a, 'wechatMp', '星河旅人');
    expect(mp.res.status).toBe(200);
    expect(mp.res.body.data.user.id).toBe(web.res.body.data.user.id);
    const rows = await server.database.db
      .select()
      .from(socialIdentities)
      .where(sql`${socialIdentities.siteId} = ${a.id} and ${socialIdentities.siteUserId} = ${web.res.body.data.user.id}`);
    expect(rows.map((r) => r.provider).sort()).toEqual(['wechat', 'wechatMp']);
    expect(new Set(rows.map((r) => r.unionid)).size).toBe(1);
  });

  it('QQ (form-encoded token, JSONP me) and Weibo (POST token, users/show) sign in', async () => {
    const qq = await signInWith(a, 'qq', 'QQ书友');
    expect(qq.res.status, JSON.stringify(qq.res.body)).toBe(200);
    expect(qq.res.body.data).toMatchObject({ outcome: 'signedIn', nickname: 'QQ书友' });
    const weibo = await signInWith(a, 'weibo', '微博书友');
    expect(weibo.res.status, JSON.stringify(weibo.res.body)).toBe(200);
    expect(weibo.res.body.data).toMatchObject({ outcome: 'signedIn', nickname: '微博书友' });
  });

  it('reads QQ answers in every wrapper', () => {
    expect(parseQqAnswer('callback( {"client_id":"101","openid":"ABC"} );\n')).toEqual({ client_id: '101', openid: 'ABC' });
    expect(parseQqAnswer('access_token=T&expires_in=7776000&refresh_token=R')).toEqual({
      access_token: 'T',
      expires_in: '7776000',
      refresh_token: 'R',
    });
    expect(parseQqAnswer('{"error":100016,"error_description":"x"}')).toMatchObject({ error: 100016 });
  });

  it('refuses a replayed state, a wrong verifier, a replayed or expired code and a wrong secret, creating nothing', async () => {
    const first = await signInWith(a, 'wechat', '重放者');
    expect(first.res.status).toBe(200);
    const before = await server.tableCounts();
    const replay = await server.call('completeSocialLogin', {
      host: a.host,
      body: { provider: 'wechat', code: first.code, state: first.state, verifier: first.verifier },
    });
    expect(replay.status).toBe(400);
    expect(replay.body.description).toBe('登录请求已失效，请重新登录');

    // Someone else's browser (another verifier) cannot complete a state.
    const started = await begin(a, 'wechat');
    const got = await authorise(started.authorizeUrl, '陌生人');
    const stolen = await server.call('completeSocialLogin', {
      host: a.host,
      body: { provider: 'wechat', code: got.code, state: got.state, verifier: verifier() },
    });
    expect(stolen.status).toBe(400);
    // … and the state is spent: the right browser cannot use it afterwards either.
    const late = await server.call('completeSocialLogin', {
      host: a.host,
      body: { provider: 'wechat', code: got.code, state: got.state, verifier: started.verifier },
    });
    expect(late.status).toBe(400);

    // A code already used, with a fresh state: the provider refuses it (40163) and so do we.
    const fresh = await begin(a, 'wechat');
    const reused = await server.call('completeSocialLogin', {
      host: a.host,
      body: { provider: 'wechat', code: first.code, state: fresh.state, verifier: fresh.verifier },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.description).toBe('授权已失效或已使用，请重新登录');

    // An expired code (over 5 minutes): 40029.
    const slow = await begin(a, 'qq');
    const slowGot = await authorise(slow.authorizeUrl, '慢吞吞');
    sandbox.advance(6 * 60_000);
    const expired = await server.call('completeSocialLogin', {
      host: a.host,
      body: { provider: 'qq', code: slowGot.code, state: slowGot.state, verifier: slow.verifier },
    });
    sandbox.advance(-6 * 60_000);
    expect(expired.status).toBe(400);
    expect(expired.body.description).toBe('授权已失效或已使用，请重新登录');

    // A wrong secret (40125): the owner's typo shows as a failed login, nothing is created.
    await server.call('updateSocialLoginSetting', {
      token: a.tokens.siteManager,
      host: a.host,
      body: {
        registerPolicy: 'create',
        providers: [{ provider: 'weibo', enabled: true, appId: APPS.weibo.appId, secret: 'wrong-secret' }],
      },
    });
    const wrong = await signInWith(a, 'weibo', '密钥错误');
    expect(wrong.res.status).toBe(400);
    expect(wrong.res.body.description).toBe('微博登录失败，请稍后再试');
    await configure(a, 'create');

    const after = await server.tableCounts();
    expect(after.siteUsers).toBe(before.siteUsers);
    expect(after.socialIdentities).toBe(before.socialIdentities);
  });

  it('never lets a state or an identity of one site sign anyone into another', async () => {
    await configure(b, 'create', ['wechat']);
    const onA = await begin(a, 'wechat');
    const got = await authorise(onA.authorizeUrl, '跨站者');
    const before = await server.tableCounts();
    const cross = await server.call('completeSocialLogin', {
      host: b.host,
      body: { provider: 'wechat', code: got.code, state: got.state, verifier: onA.verifier },
    });
    expect(cross.status).toBe(400);
    expect(await server.tableCounts()).toEqual(before);

    // The same WeChat user on both sites is two members, one per site.
    const userA = (await signInWith(a, 'wechat', '两站书友')).res.body.data.user.id;
    const userB = (await signInWith(b, 'wechat', '两站书友')).res.body.data.user.id;
    expect(userA).not.toBe(userB);
    const [rowB] = await server.database.db.select().from(siteUsers).where(eq(siteUsers.id, userB));
    expect(rowB.siteId).toBe(b.id);
  });
});

describe('the flow, policy "bindPhone"', () => {
  beforeAll(() => configure(a, 'bindPhone'));

  it('asks for a phone, proves it by SMS, creates the member with it and signs in', async () => {
    const before = await server.tableCounts();
    const { res } = await signInWith(a, 'wechat', '绑手机的人');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ outcome: 'needPhone', nickname: '绑手机的人' });
    expect((await server.tableCounts()).siteUsers).toBe(before.siteUsers);
    const ticket = res.body.data.ticket;
    const mobile = '13700000071';
    expect((await server.call('sendSocialPhoneSms', { host: a.host, body: { ticket, mobile } })).status).toBe(200);
    const code = await server.fixtures.lastSmsCode(mobile);
    const wrongCode = await server.call('bindSocialPhone', {
      host: a.host,
      body: { ticket, mobile, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrongCode.status).toBe(400);
    const bound = await server.call('bindSocialPhone', { host: a.host, body: { ticket, mobile, code: code! } });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(bound.body.data.outcome).toBe('signedIn');
    expect(bound.body.data.user.mobile).toBe('137****0071');
    // The ticket is spent.
    expect((await server.call('sendSocialPhoneSms', { host: a.host, body: { ticket, mobile } })).status).toBe(400);
    // Next time: straight in.
    const again = await signInWith(a, 'wechat', '绑手机的人');
    expect(again.res.body.data).toMatchObject({ outcome: 'signedIn' });
    expect(again.res.body.data.user.id).toBe(bound.body.data.user.id);
  });

  it('binds to the member who already holds the number', async () => {
    const mobile = '13700000072';
    const existing = await server.fixtures.siteUser({ siteId: a.id, account: 'holder72', mobile });
    const { res } = await signInWith(a, 'qq', '老会员的QQ');
    const ticket = res.body.data.ticket;
    await server.call('sendSocialPhoneSms', { host: a.host, body: { ticket, mobile } });
    const code = await server.fixtures.lastSmsCode(mobile);
    const bound = await server.call('bindSocialPhone', { host: a.host, body: { ticket, mobile, code: code! } });
    expect(bound.status).toBe(200);
    expect(bound.body.data.user.id).toBe(existing);
  });
});

describe('bindings (我的 › 账号绑定)', () => {
  beforeAll(() => configure(a, 'create'));

  it('binds QQ while signed in, lists both, and never unbinds the last way in', async () => {
    const first = await signInWith(a, 'wechat', '只用微信的人');
    const token = first.res.body.data.token;
    const list = await server.call('getMySocialBindingList', { token, host: a.host });
    expect(list.body.data).toMatchObject({ hasPassword: false });
    expect(list.body.data.list).toHaveLength(1);
    const onlyOne = await server.call('unbindSocialAccount', { token, host: a.host, query: { id: list.body.data.list[0].id } });
    expect(onlyOne.status).toBe(409);
    expect(onlyOne.body.description).toContain('唯一方式');

    const bind = await signInWith(a, 'qq', '只用微信的人的QQ', { token });
    expect(bind.res.status, JSON.stringify(bind.res.body)).toBe(200);
    expect(bind.res.body.data.outcome).toBe('bound');
    // A second QQ for the same member: refused at the start.
    const twice = await server.call('startSocialBinding', { token, host: a.host, body: { provider: 'qq', verifier: verifier() } });
    expect(twice.status).toBe(409);
    // QQ now signs the same member in.
    const viaQq = await signInWith(a, 'qq', '只用微信的人的QQ');
    expect(viaQq.res.body.data.user.id).toBe(first.res.body.data.user.id);

    const both = await server.call('getMySocialBindingList', { token, host: a.host });
    expect(both.body.data.list.map((x: { provider: string }) => x.provider)).toEqual(['wechat', 'qq']);
    const unbound = await server.call('unbindSocialAccount', { token, host: a.host, query: { id: both.body.data.list[0].id } });
    expect(unbound.status).toBe(200);
    expect(unbound.body.data.list).toHaveLength(1);
    const last = await server.call('unbindSocialAccount', { token, host: a.host, query: { id: unbound.body.data.list[0].id } });
    expect(last.status).toBe(409);
  });

  it('refuses binding an identity another member holds, and a binding of another member reads as missing', async () => {
    const holder = await signInWith(a, 'wechat', '已有主人');
    const other = await server.call('memberLogin', { host: a.host, body: { account: 'a_member', password: 'demo123456' } });
    const token = other.body.data.token;
    const taken = await signInWith(a, 'wechat', '已有主人', { token });
    expect(taken.res.status).toBe(409);
    const theirs = await server.call('getMySocialBindingList', { token: holder.res.body.data.token, host: a.host });
    const foreign = await server.call('unbindSocialAccount', { token, host: a.host, query: { id: theirs.body.data.list[0].id } });
    expect(foreign.status).toBe(404);
    // A member with a password may unbind their only binding.
    const mine = await signInWith(a, 'weibo', '有密码的人的微博', { token });
    expect(mine.res.body.data.outcome).toBe('bound');
    const list = await server.call('getMySocialBindingList', { token, host: a.host });
    expect(list.body.data.hasPassword).toBe(true);
    const ok = await server.call('unbindSocialAccount', { token, host: a.host, query: { id: list.body.data.list[0].id } });
    expect(ok.status).toBe(200);
  });
});
