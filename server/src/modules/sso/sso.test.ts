// SSO against a real OpenID Provider (oidc-provider) started on loopback in this test, and against a
// DiscourseConnect-compatible signer written here from Discourse's documentation: full sign-in with the claim and
// group mapping, a second sign-in that updates, the flow's attacks (state, code replay, redirect URI, issuer, nonce,
// another site), the write-only secrets, SSO-only mode and RP-initiated logout.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq, sql } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { memberLabelUsers } from '../member/member.tables';
import { operationLogs } from '../operation-log/operation-log.tables';
import { siteUsers } from '../site/site.tables';
import { ssoFlows, ssoIdentities, ssoSettings } from './sso.tables';

const CLIENT_ID = 'commune-test';
const CLIENT_SECRET = 'idp-client-secret-0123456789abcdef';
const DC_SECRET = 'discourse-shared-secret-42';

interface Person {
  nickname: string;
  groups: string[];
  picture?: string;
}

interface Idp {
  issuer: string;
  people: Map<string, Person>;
  close(): Promise<void>;
}

/** A real OpenID Provider on loopback with one confidential client registered with exactly these URIs. */
async function startIdp(redirectUris: string[], postLogout: string[]): Promise<Idp> {
  const people = new Map<string, Person>();
  const http: Server = createServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogout,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['nickname', 'picture', 'groups'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: ['sso-test-cookie-key'] },
    async findAccount(_ctx, sub) {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          nickname: person.nickname,
          picture: person.picture ?? '',
          groups: person.groups,
          // An unverified email that happens to be someone's: never used to link.
          email: 'owner@example.com',
          email_verified: false,
        }),
      };
    },
  });
  http.on('request', provider.callback());
  return { issuer, people, close: () => new Promise((resolve) => http.close(() => resolve())) };
}

/** The browser at the provider: follows redirects with cookies, signs in as `sub` and consents; answers the callback URL. */
async function authorise(authorizeUrl: string, sub: string): Promise<URL> {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  const idp = new URL(authorizeUrl).origin;
  let res = await go(authorizeUrl);
  for (let step = 0; step < 12; step++) {
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, idp);
      if (next.origin !== idp) return next;
      res = await go(next.href);
      continue;
    }
    const html = await res.text();
    if (res.status !== 200)
      throw new Error(`provider answered ${res.status}: ${/<pre>([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? html.slice(0, 400)}`);
    const uid = /\/interaction\/([^/"?]+)/.exec(html)?.[1];
    if (!uid) throw new Error(`no interaction: ${html.slice(0, 400)}`);
    const form = new URLSearchParams(
      /name="prompt" value="login"/.test(html) ? { prompt: 'login', login: sub, password: 'x' } : { prompt: 'consent' },
    );
    res = await go(`${idp}/interaction/${uid}`, {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  throw new Error('too many steps at the provider');
}

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let idp: Idp;
let other: Idp;
let labelId: number;

const callbackOf = (site: ConsoleTestSite) => `http://${site.host}/auth/sso/callback`;

beforeAll(async () => {
  server = await startTestServer({ config: {} });
  ({ a, b } = (await twoSites(server)).sites);
  idp = await startIdp([callbackOf(a), callbackOf(b)], [`http://${a.host}/`]);
  other = await startIdp([callbackOf(a)], []);
  const label = await server.call('createMemberLabel', {
    token: a.tokens.owner,
    host: a.host,
    body: { name: '企业员工', color: '#2266AA' },
  });
  expect(label.status, JSON.stringify(label.body)).toBe(200);
  labelId = label.body.data.id;
});
afterAll(async () => {
  await server?.close();
  await idp?.close();
  await other?.close();
});

const verifier = () => randomBytes(32).toString('base64url');

function settingInput(issuer: string, extra: Record<string, unknown> = {}) {
  return {
    oidc: {
      enabled: true,
      issuer,
      clientId: CLIENT_ID,
      secret: CLIENT_SECRET,
      scopes: 'openid profile email',
      claims: { nickname: 'nickname', avatar: 'picture', phone: 'phone_number', email: 'email' },
      groupClaim: 'groups',
      buttonText: '企业账号登录',
    },
    discourse: { enabled: true, url: 'https://sso.owner.example/session/sso_provider', secret: DC_SECRET, buttonText: '官网账号登录' },
    groupMap: [{ value: 'staff', labelIds: [labelId], roles: ['Post'] }],
    ssoOnly: false,
    ...extra,
  };
}

async function configure(site: ConsoleTestSite, issuer: string, extra: Record<string, unknown> = {}) {
  const own = site === a ? {} : { groupMap: [] };
  const res = await server.call('updateSsoSetting', {
    token: site.tokens.owner,
    host: site.host,
    body: settingInput(issuer, { ...own, ...extra }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

async function begin(site: ConsoleTestSite, method: 'oidc' | 'discourse' = 'oidc') {
  const v = verifier();
  const res = await server.call('startSsoLogin', { host: site.host, body: { method, verifier: v } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { verifier: v, ...(res.body.data as { authorizeUrl: string; state: string }) };
}

const complete = (site: ConsoleTestSite, back: URL, v: string) =>
  server.call('completeSsoLogin', {
    host: site.host,
    body: {
      code: back.searchParams.get('code') ?? 'x',
      state: back.searchParams.get('state') ?? 'x'.repeat(43),
      ...(back.searchParams.get('iss') ? { iss: back.searchParams.get('iss')! } : {}),
      verifier: v,
    },
  });

const identityCount = async () => (await server.database.db.select({ n: count() }).from(ssoIdentities))[0].n;
const userCount = async (siteId: number) =>
  (await server.database.db.select({ n: count() }).from(siteUsers).where(eq(siteUsers.siteId, siteId)))[0].n;

async function expectNothingCreated(work: () => Promise<void>) {
  const before = { identities: await identityCount(), a: await userCount(a.id), b: await userCount(b.id) };
  await work();
  expect({ identities: await identityCount(), a: await userCount(a.id), b: await userCount(b.id) }).toEqual(before);
}

describe('settings (/setting/manageSSO)', () => {
  it('keeps secrets write-only and encrypted, gives the callback URLs, and logs the change without a secret', async () => {
    const fresh = await server.call('getSsoSetting', { token: b.tokens.siteManager, host: b.host });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.oidc).toMatchObject({ enabled: false, secretSet: false, scopes: 'openid profile', callbackUrl: callbackOf(b) });
    expect(fresh.body.data.discourse.returnUrl).toBe(`http://${b.host}/auth/sso/discourse`);
    expect((await server.call('getSsoSetting', { token: b.tokens.member, host: b.host })).status).toBe(403);

    const saved = await configure(a, idp.issuer);
    const text = JSON.stringify(saved.body);
    expect(text).not.toContain(CLIENT_SECRET);
    expect(text).not.toContain(DC_SECRET);
    expect(saved.body.data.oidc).toMatchObject({ enabled: true, secretSet: true, secretMasked: '••••••••' });
    const [row] = await server.database.db.select().from(ssoSettings).where(eq(ssoSettings.siteId, a.id));
    expect(row.oidcSecretEnc).toMatch(/^v1\./);
    expect(row.oidcSecretEnc).not.toContain(CLIENT_SECRET);
    const logs = await server.database.db.select().from(operationLogs).where(eq(operationLogs.chainId, a.id));
    const logged = JSON.stringify(logs.filter((l) => JSON.stringify(l).includes('sso')));
    expect(logged).toContain('updateSsoSetting');
    expect(logged).not.toContain(CLIENT_SECRET);
    expect(logged).not.toContain(DC_SECRET);

    // Saving again without a secret keeps it; a label of another site is refused.
    const { secret: _s, ...oidcNoSecret } = settingInput(idp.issuer).oidc;
    const keep = await server.call('updateSsoSetting', {
      token: a.tokens.owner,
      host: a.host,
      body: { ...settingInput(idp.issuer), oidc: oidcNoSecret },
    });
    expect(keep.body.data.oidc.secretSet).toBe(true);
    const foreign = await server.call('updateSsoSetting', {
      token: b.tokens.owner,
      host: b.host,
      body: settingInput(idp.issuer, { groupMap: [{ value: 'staff', labelIds: [labelId], roles: [] }] }),
    });
    expect(foreign.status).toBe(404);
    const options = await server.call('getSsoOptions', { host: a.host });
    expect(options.body.data).toEqual({
      methods: [
        { method: 'oidc', name: '企业账号登录' },
        { method: 'discourse', name: '官网账号登录' },
      ],
      passwordSignIn: true,
    });
  });
});

describe('OpenID Connect sign-in against a real provider', () => {
  it('sends exactly the configured redirect URI with PKCE S256, state and nonce', async () => {
    const started = await begin(a);
    const url = new URL(started.authorizeUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(callbackOf(a));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBe(started.state);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    const [flow] = await server.database.db
      .select()
      .from(ssoFlows)
      .where(eq(ssoFlows.siteId, a.id))
      .orderBy(sql`${ssoFlows.id} desc`)
      .limit(1);
    // Only hashes of the state and the browser's verifier are kept.
    expect(flow.stateHash.toString('utf8')).not.toContain(started.state);
  });

  it('creates the member with the mapped nickname, label and console role; a second sign-in updates them', async () => {
    idp.people.set('emp-1001', { nickname: '林工', groups: ['staff', 'everyone'], picture: 'https://cdn.owner.example/a.png' });
    const started = await begin(a);
    const back = await authorise(started.authorizeUrl, 'emp-1001');
    expect(`${back.origin}${back.pathname}`).toBe(callbackOf(a));
    expect(back.searchParams.get('state')).toBe(started.state);
    const res = await complete(a, back, started.verifier);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ nickname: '林工', created: true });
    const token = res.body.data.token as string;
    const profile = await server.call('getMemberProfile', { host: a.host, token });
    expect(profile.status).toBe(200);
    const [identity] = await server.database.db
      .select()
      .from(ssoIdentities)
      .where(and(eq(ssoIdentities.siteId, a.id), eq(ssoIdentities.subject, 'emp-1001')));
    expect(identity).toMatchObject({ method: 'oidc', issuer: idp.issuer, email: 'owner@example.com' });
    const [user] = await server.database.db
      .select()
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.id, identity.siteUserId)));
    expect(user).toMatchObject({ userName: '林工', avatarUrl: 'https://cdn.owner.example/a.png', roles: ['Post'] });
    // The unverified email matched nobody: the owner was not linked.
    expect(identity.siteUserId).not.toBe(a.users.owner);
    const labels = await server.database.db
      .select()
      .from(memberLabelUsers)
      .where(and(eq(memberLabelUsers.siteId, a.id), eq(memberLabelUsers.userId, user.id)));
    expect(labels.map((l) => l.labelId)).toEqual([labelId]);

    // RP-initiated logout: this session came from the provider, which has an end_session_endpoint.
    const logout = await server.call('getSsoLogoutUrl', { host: a.host, token });
    const end = new URL(logout.body.data.logoutUrl);
    expect(end.origin).toBe(idp.issuer);
    expect(end.searchParams.get('id_token_hint')).toBeTruthy();
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`http://${a.host}/`);

    // Second sign-in: renamed, left the staff group → label and role taken off; same member.
    idp.people.set('emp-1001', { nickname: '林工程师', groups: ['everyone'] });
    const again = await begin(a);
    const res2 = await complete(a, await authorise(again.authorizeUrl, 'emp-1001'), again.verifier);
    expect(res2.status, JSON.stringify(res2.body)).toBe(200);
    expect(res2.body.data).toMatchObject({ nickname: '林工程师', created: false });
    const [after] = await server.database.db
      .select()
      .from(siteUsers)
      .where(and(eq(siteUsers.siteId, a.id), eq(siteUsers.id, user.id)));
    expect(after).toMatchObject({ userName: '林工程师', roles: [] });
    const labelsAfter = await server.database.db
      .select()
      .from(memberLabelUsers)
      .where(and(eq(memberLabelUsers.siteId, a.id), eq(memberLabelUsers.userId, user.id)));
    expect(labelsAfter).toEqual([]);
    // A password session (not SSO's) has no provider logout.
    expect((await server.call('getSsoLogoutUrl', { host: a.host, token: a.memberTokens.member })).body.data.logoutUrl).toBe('');
  });

  it('refuses a wrong or replayed state and a replayed code, creating nothing', async () => {
    idp.people.set('emp-2001', { nickname: '周工', groups: [] });
    const started = await begin(a);
    const back = await authorise(started.authorizeUrl, 'emp-2001');
    await expectNothingCreated(async () => {
      const wrongState = new URL(back);
      wrongState.searchParams.set('state', randomBytes(32).toString('base64url'));
      expect((await complete(a, wrongState, started.verifier)).status).toBe(400);
      // Another browser (without the verifier) cannot complete it.
      expect((await complete(a, back, verifier())).status).toBe(400);
    });
    // The state above was claimed by the other-browser attempt: used once, it is gone.
    await expectNothingCreated(async () => {
      expect((await complete(a, back, started.verifier)).status).toBe(400);
    });
    // A fresh flow with the old code: the provider refuses the code (used flow's PKCE, or already redeemed).
    const fresh = await begin(a);
    const replay = new URL(back);
    replay.searchParams.set('state', fresh.state);
    await expectNothingCreated(async () => {
      const res = await complete(a, replay, fresh.verifier);
      expect(res.status).toBe(400);
      expect(res.body.description).toContain('单点登录失败');
    });
    // And a redeemed code replayed with a new state.
    idp.people.set('emp-2002', { nickname: '吴工', groups: [] });
    const good = await begin(a);
    const goodBack = await authorise(good.authorizeUrl, 'emp-2002');
    expect((await complete(a, goodBack, good.verifier)).status).toBe(200);
    const second = await begin(a);
    const replayed = new URL(goodBack);
    replayed.searchParams.set('state', second.state);
    await expectNothingCreated(async () => {
      expect((await complete(a, replayed, second.verifier)).status).toBe(400);
      expect((await complete(a, goodBack, good.verifier)).status).toBe(400);
    });
  });

  it('refuses a redirect URI differing by one character at the provider', async () => {
    const strict = await startIdp([`${callbackOf(b)}/`], []);
    try {
      await configure(b, strict.issuer);
      strict.people.set('emp-3001', { nickname: '冯工', groups: [] });
      const started = await begin(b);
      expect(new URL(started.authorizeUrl).searchParams.get('redirect_uri')).toBe(callbackOf(b));
      await expectNothingCreated(async () => {
        await expect(authorise(started.authorizeUrl, 'emp-3001')).rejects.toThrow(/provider answered 400: [\s\S]*redirect_uri/);
      });
    } finally {
      await strict.close();
    }
  });

  it('refuses an answer from another issuer and an ID token with a wrong nonce', async () => {
    other.people.set('emp-1001', { nickname: '冒名', groups: ['staff'] });
    idp.people.set('emp-4001', { nickname: '秦工', groups: [] });
    // The flow was started with a's provider; the code comes from another provider (same client id and secret).
    const started = await begin(a);
    const forged = new URL(started.authorizeUrl.replace(idp.issuer, other.issuer));
    const fromOther = await authorise(forged.href, 'emp-1001');
    expect(fromOther.searchParams.get('iss')).toBe(other.issuer);
    await expectNothingCreated(async () => {
      expect((await complete(a, fromOther, started.verifier)).status).toBe(400);
    });
    // The stored nonce no longer matches the one in the ID token.
    const second = await begin(a);
    const back = await authorise(second.authorizeUrl, 'emp-4001');
    await server.database.db.update(ssoFlows).set({ nonce: 'tampered-nonce-value' }).where(eq(ssoFlows.siteId, a.id));
    await expectNothingCreated(async () => {
      const res = await complete(a, back, second.verifier);
      expect(res.status).toBe(400);
    });
  });

  it('never lets a flow of one site sign anyone into another', async () => {
    await configure(b, idp.issuer);
    idp.people.set('emp-5001', { nickname: '韩工', groups: [] });
    const started = await begin(a);
    const back = await authorise(started.authorizeUrl, 'emp-5001');
    await expectNothingCreated(async () => {
      expect((await complete(b, back, started.verifier)).status).toBe(400);
    });
    // a's identity emp-1001 signs into b as a member of b's own, never as a's member.
    const onB = await begin(b);
    const res = await complete(b, await authorise(onB.authorizeUrl, 'emp-1001'), onB.verifier);
    expect(res.status).toBe(200);
    expect(res.body.data.created).toBe(true);
  });
});

describe('DiscourseConnect', () => {
  /** The owner's system, as Discourse documents it: checks our signature, answers with the user signed. */
  function ownerSigns(authorizeUrl: string, user: Record<string, string>, opts: { secret?: string; returnUrl?: string } = {}) {
    const url = new URL(authorizeUrl);
    const sso = url.searchParams.get('sso')!;
    expect(createHmac('sha256', DC_SECRET).update(sso).digest('hex')).toBe(url.searchParams.get('sig'));
    const request = new URLSearchParams(Buffer.from(sso, 'base64').toString('utf8'));
    const answer = new URLSearchParams({
      nonce: request.get('nonce')!,
      return_sso_url: opts.returnUrl ?? request.get('return_sso_url')!,
      ...user,
    });
    const payload = Buffer.from(answer.toString()).toString('base64');
    return {
      sso: payload,
      sig: createHmac('sha256', opts.secret ?? DC_SECRET)
        .update(payload)
        .digest('hex'),
      returnUrl: request.get('return_sso_url'),
    };
  }

  it('signs in with a good signature, and refuses a bad signature, a replayed nonce and another return URL', async () => {
    const started = await begin(a, 'discourse');
    const answer = ownerSigns(started.authorizeUrl, {
      external_id: 'u-77',
      username: 'xiaoli',
      name: '小李',
      email: 'li@owner.example',
      groups: 'staff,vip',
    });
    expect(answer.returnUrl).toBe(`http://${a.host}/auth/sso/discourse`);
    await expectNothingCreated(async () => {
      const bad = { sso: answer.sso, sig: createHmac('sha256', 'wrong').update(answer.sso).digest('hex'), verifier: started.verifier };
      expect((await server.call('completeDiscourseLogin', { host: a.host, body: bad })).status).toBe(400);
    });
    const good = await server.call('completeDiscourseLogin', {
      host: a.host,
      body: { sso: answer.sso, sig: answer.sig, verifier: started.verifier },
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data).toMatchObject({ nickname: '小李', created: true });
    const [identity] = await server.database.db
      .select()
      .from(ssoIdentities)
      .where(and(eq(ssoIdentities.siteId, a.id), eq(ssoIdentities.subject, 'u-77')));
    const labels = await server.database.db
      .select()
      .from(memberLabelUsers)
      .where(and(eq(memberLabelUsers.siteId, a.id), eq(memberLabelUsers.userId, identity.siteUserId)));
    expect(labels.map((l) => l.labelId)).toEqual([labelId]);
    await expectNothingCreated(async () => {
      // Replayed nonce.
      expect(
        (
          await server.call('completeDiscourseLogin', {
            host: a.host,
            body: { sso: answer.sso, sig: answer.sig, verifier: started.verifier },
          })
        ).status,
      ).toBe(400);
      // Another return URL, even signed.
      const next = await begin(a, 'discourse');
      const moved = ownerSigns(
        next.authorizeUrl,
        { external_id: 'u-78', username: 'x' },
        { returnUrl: `http://${a.host}/auth/sso/discoursE` },
      );
      expect(
        (await server.call('completeDiscourseLogin', { host: a.host, body: { sso: moved.sso, sig: moved.sig, verifier: next.verifier } }))
          .status,
      ).toBe(400);
      // a's nonce on b.
      const onA = await begin(a, 'discourse');
      const cross = ownerSigns(onA.authorizeUrl, { external_id: 'u-79', username: 'y' });
      expect(
        (await server.call('completeDiscourseLogin', { host: b.host, body: { sso: cross.sso, sig: cross.sig, verifier: onA.verifier } }))
          .status,
      ).toBe(400);
    });
  });
});

describe('SSO-only mode', () => {
  it('hides and refuses member password sign-in and registration while the console sign-in still works', async () => {
    await configure(a, idp.issuer, { ssoOnly: true });
    expect((await server.call('getSsoOptions', { host: a.host })).body.data.passwordSignIn).toBe(false);
    const login = await server.call('memberLogin', { host: a.host, body: { account: 'a_member', password: 'demo123456' } });
    expect(login.status).toBe(403);
    expect(login.body.description).toContain('单点登录');
    const sms = await server.call('sendMemberRegisterSms', { host: a.host, body: { mobile: '13700000099' } });
    expect(sms.status).toBe(403);
    const owner = await server.call('consoleLogin', { host: a.host, body: { account: '13900000001', password: 'demo123456' } });
    expect(owner.status).toBe(200);
    const admin = await server.call('consoleLogin', { host: a.host, body: { account: 'a_useradmin', password: 'demo123456' } });
    expect(admin.status).toBe(200);
    // b is untouched.
    expect((await server.call('memberLogin', { host: b.host, body: { account: 'b_member', password: 'demo123456' } })).status).toBe(200);
    await configure(a, idp.issuer, { ssoOnly: false });
    expect((await server.call('memberLogin', { host: a.host, body: { account: 'a_member', password: 'demo123456' } })).status).toBe(200);
  });
});
