// Each site as an OpenID Provider, with openid-client as the app (relying party) talking to the test server through
// app.inject: discovery, code + PKCE through the member site's consent, userinfo, refresh, the member's revocation
// (then the refresh is refused), the secret shown once and stored hashed, key rotation, and the attacks (state,
// replayed code, a redirect URI one character off, a client of one site used on another).
import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { operationLogs } from '../operation-log/operation-log.tables';
import { oauthClients, oauthKeys, oauthStore } from './oauth.tables';

const REDIRECT = 'https://app.example.com/callback';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;

/** openid-client's fetch, answered by the test server (the issuer's host picks the site). */
const injected: oidc.CustomFetch = async (url, options) => {
  const target = new URL(url);
  const headers: Record<string, string> = { host: target.host };
  new Headers(options.headers as HeadersInit).forEach((v, k) => {
    headers[k] = v;
  });
  const res = await server.app.inject({
    method: options.method as 'GET',
    url: target.pathname + target.search,
    headers,
    payload: typeof options.body === 'string' ? options.body : options.body ? String(options.body) : undefined,
  });
  const out = new Headers();
  for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(', ') : String(v));
  return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), {
    status: res.statusCode,
    headers: out,
  });
};

async function relyingParty(site: ConsoleTestSite, clientId: string, secret: string) {
  const auth = secret ? oidc.ClientSecretBasic(secret) : oidc.None();
  return oidc.discovery(new URL(`http://${site.host}/oauth`), clientId, undefined, auth, {
    execute: [oidc.allowInsecureRequests],
    [oidc.customFetch]: injected,
  });
}

/** The browser: cookies kept per host, redirects followed by hand. */
function browser(host: string) {
  const jar = new Map<string, string>();
  return async (path: string) => {
    const res = await server.app.inject({
      method: 'GET',
      url: path,
      headers: { host, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const set = res.headers['set-cookie'];
    for (const c of Array.isArray(set) ? set : set ? [set] : []) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  };
}

async function createClient(site: ConsoleTestSite, body: Record<string, unknown> = {}) {
  const res = await server.call('createOauthClient', {
    token: site.tokens.owner,
    host: site.host,
    body: { name: '书友 App', logoUrl: '', redirectUris: [REDIRECT], scopes: ['openid', 'profile', 'phone'], public: false, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { client: { id: number; clientId: string }; secret: string };
}

/** The member's journey up to the app's callback: authorize → consent page → answer → back to the app. */
async function authorise(site: ConsoleTestSite, authorizeUrl: URL, approve = true) {
  const go = browser(site.host);
  const first = await go(authorizeUrl.pathname + authorizeUrl.search);
  expect(first.statusCode, first.body).toBe(303);
  const consentPath = first.headers.location as string;
  expect(consentPath).toMatch(/^\/oauth-consent\/[A-Za-z0-9_-]+$/);
  const uid = consentPath.split('/').pop()!;
  const consent = await server.call('getOauthConsent', { token: site.memberTokens.member, host: site.host, query: { uid } });
  expect(consent.status, JSON.stringify(consent.body)).toBe(200);
  const answer = await server.call('answerOauthConsent', {
    token: site.memberTokens.member,
    host: site.host,
    body: { uid, approve },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const resume = new URL(answer.body.data.redirectTo);
  expect(resume.host).toBe(site.host);
  let res = await go(resume.pathname + resume.search);
  for (let i = 0; i < 4 && res.statusCode >= 300 && res.statusCode < 400; i++) {
    const next = new URL(res.headers.location as string, `http://${site.host}`);
    if (next.host !== site.host) return { callback: next, consent: consent.body.data, uid };
    res = await go(next.pathname + next.search);
  }
  throw new Error(`no redirect to the app: ${res.statusCode} ${res.body.slice(0, 300)}`);
}

async function start(config: oidc.Configuration, redirectUri = REDIRECT, scope = 'openid profile phone') {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, verifier, state, nonce };
}

/** The OAuth error an app was answered: in the body, or in the WWW-Authenticate challenge of a 401. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: { error?: string; cause?: unknown; message: string }) => e,
  );
  const challenge = Array.isArray(error.cause) ? (error.cause[0] as { parameters?: { error?: string } }).parameters?.error : undefined;
  const cause = error.cause instanceof Error ? error.cause.message : '';
  return error.error ?? challenge ?? `${error.message} ${cause}`;
}

const storeCount = async () => (await server.database.db.select({ n: count() }).from(oauthStore))[0]!.n;

beforeAll(async () => {
  server = await startTestServer({ config: {} });
  ({ a, b } = (await twoSites(server)).sites);
});
afterAll(async () => {
  await server?.close();
});

describe('the site as an OpenID Provider', () => {
  it('publishes discovery per site host, with its own issuer and keys', async () => {
    const one = await server.app.inject({ url: '/oauth/.well-known/openid-configuration', headers: { host: a.host } });
    const two = await server.app.inject({ url: '/oauth/.well-known/openid-configuration', headers: { host: b.host } });
    expect(one.statusCode).toBe(200);
    expect(one.json().issuer).toBe(`http://${a.host}/oauth`);
    expect(two.json().issuer).toBe(`http://${b.host}/oauth`);
    expect(one.json().code_challenge_methods_supported).toEqual(['S256']);
    expect(one.json().scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'phone']));
    const jwksA = await server.app.inject({ url: '/oauth/jwks', headers: { host: a.host } });
    const jwksB = await server.app.inject({ url: '/oauth/jwks', headers: { host: b.host } });
    const kidA = jwksA.json().keys[0].kid;
    expect(kidA).toBeTruthy();
    expect(jwksB.json().keys[0].kid).not.toBe(kidA);
    // Private parts never published; stored sealed.
    expect(JSON.stringify(jwksA.json())).not.toMatch(/"d":/);
    const [key] = await server.database.db.select().from(oauthKeys).where(eq(oauthKeys.siteId, a.id));
    expect(key!.keyEnc).toMatch(/^v1\./);
    const unknown = await server.app.inject({ url: '/oauth/.well-known/openid-configuration', headers: { host: 'nosite.localhost' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('registers an app: the secret once, hashed at rest, never in a read or the log', async () => {
    const { client, secret } = await createClient(a);
    expect(secret).toMatch(/^s_/);
    const [row] = await server.database.db.select().from(oauthClients).where(eq(oauthClients.id, client.id));
    expect(row!.secretHash!.equals(createHash('sha256').update(secret).digest())).toBe(true);
    const list = await server.call('getOauthClientList', { token: a.tokens.owner, host: a.host });
    expect(list.status).toBe(200);
    expect(list.body.data.discoveryUrl).toBe(`http://${a.host}/oauth/.well-known/openid-configuration`);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const logs = await server.database.db.select().from(operationLogs).where(eq(operationLogs.chainId, a.id));
    expect(logs.some((l) => JSON.stringify(l).includes('createOauthClient'))).toBe(true);
    expect(JSON.stringify(logs)).not.toContain(secret);
    // Not a second site's to see or delete.
    const other = await server.call('deleteOauthClient', { token: b.tokens.owner, host: b.host, query: { id: client.id } });
    expect(other.status).toBe(404);
  });

  it('code + PKCE, userinfo, refresh; the member revokes and the refresh is refused', async () => {
    const { client, secret } = await createClient(a);
    const rp = await relyingParty(a, client.clientId, secret);
    const flow = await start(rp);
    const { callback, consent } = await authorise(a, flow.url);
    expect(consent.clientName).toBe('书友 App');
    expect(consent.scopes).toEqual(['openid', 'profile', 'phone']);
    const tokens = await oidc.authorizationCodeGrant(rp, callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    expect(claims.iss).toBe(`http://${a.host}/oauth`);
    expect(claims.sub).toBe(String(a.users.member));
    const info = await oidc.fetchUserInfo(rp, tokens.access_token, claims.sub);
    expect(typeof info.nickname).toBe('string');
    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await oidc.refreshTokenGrant(rp, tokens.refresh_token!);
    expect(refreshed.access_token).toBeTruthy();

    const grants = await server.call('getMyOauthGrantList', { token: a.memberTokens.member, host: a.host });
    expect(grants.body.data.list.map((g: { id: number }) => g.id)).toContain(client.id);
    const revoked = await server.call('revokeMyOauthGrant', { token: a.memberTokens.member, host: a.host, query: { id: client.id } });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.data.list.map((g: { id: number }) => g.id)).not.toContain(client.id);
    expect(await refusal(oidc.refreshTokenGrant(rp, refreshed.refresh_token ?? tokens.refresh_token!))).toBe('invalid_grant');
    expect(await refusal(oidc.fetchUserInfo(rp, refreshed.access_token, claims.sub))).toBe('invalid_token');
  });

  it('a public client uses PKCE only; the app revokes its own refresh token', async () => {
    const { client, secret } = await createClient(a, { public: true, scopes: ['openid'] });
    expect(secret).toBe('');
    const rp = await relyingParty(a, client.clientId, '');
    const flow = await start(rp, REDIRECT, 'openid');
    const { callback } = await authorise(a, flow.url);
    const tokens = await oidc.authorizationCodeGrant(rp, callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    await oidc.tokenRevocation(rp, tokens.refresh_token!);
    expect(await refusal(oidc.refreshTokenGrant(rp, tokens.refresh_token!))).toBe('invalid_grant');
  });

  it('refuses a replayed code, a wrong state, a missing PKCE and a denied consent', async () => {
    const { client, secret } = await createClient(a);
    const rp = await relyingParty(a, client.clientId, secret);
    const flow = await start(rp);
    const { callback } = await authorise(a, flow.url);
    // The RP refuses a callback whose state is not the one it sent.
    expect(
      await refusal(oidc.authorizationCodeGrant(rp, callback, { pkceCodeVerifier: flow.verifier, expectedState: oidc.randomState() })),
    ).toMatch(/state/);
    const ok = await oidc.authorizationCodeGrant(rp, callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    expect(ok.access_token).toBeTruthy();
    // The same code again: refused, and the tokens it gave are revoked.
    expect(
      await refusal(
        oidc.authorizationCodeGrant(rp, callback, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
        }),
      ),
    ).toBe('invalid_grant');
    expect(await refusal(oidc.fetchUserInfo(rp, ok.access_token, ok.claims()!.sub))).toBe('invalid_token');

    // Without a code challenge: refused at the authorization endpoint.
    const bare = oidc.buildAuthorizationUrl(rp, { redirect_uri: REDIRECT, scope: 'openid', state: 'abc' });
    const res = await browser(a.host)(bare.pathname + bare.search);
    expect(res.statusCode).toBe(303);
    expect(new URL(res.headers.location as string).searchParams.get('error')).toBe('invalid_request');

    const denied = await start(rp);
    const { callback: back } = await authorise(a, denied.url, false);
    expect(back.searchParams.get('error')).toBe('access_denied');
  });

  it('refuses a redirect URI one character off and a client of one site on another, creating nothing', async () => {
    const { client, secret } = await createClient(a);
    const rp = await relyingParty(a, client.clientId, secret);
    const before = await storeCount();
    const off = await start(rp, `${REDIRECT}x`);
    const res = await browser(a.host)(off.url.pathname + off.url.search);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('redirect_uri');
    const onB = await start(rp);
    const atB = await browser(b.host)(onB.url.pathname + onB.url.search);
    expect(atB.statusCode).toBe(400);
    expect(atB.body).toContain('invalid_client');
    // The same app's credentials at b's token endpoint.
    const rpAtB = await relyingParty(b, client.clientId, secret);
    expect(await refusal(oidc.refreshTokenGrant(rpAtB, 'x'.repeat(43)))).toBe('invalid_client');
    expect(await storeCount()).toBe(before);
  });

  it('a rotated secret replaces the old; deleting the app ends its tokens; a new signing key signs', async () => {
    const { client, secret } = await createClient(a);
    const rotated = await server.call('rotateOauthClientSecret', { token: a.tokens.owner, host: a.host, body: { id: client.id } });
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.data.secret as string;
    expect(fresh).not.toBe(secret);
    const old = await relyingParty(a, client.clientId, secret);
    const flow = await start(old);
    const { callback } = await authorise(a, flow.url);
    expect(
      await refusal(
        oidc.authorizationCodeGrant(old, callback, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
        }),
      ),
    ).toBe('invalid_client');
    const rp = await relyingParty(a, client.clientId, fresh);
    const again = await start(rp);
    const { callback: back } = await authorise(a, again.url);
    const tokens = await oidc.authorizationCodeGrant(rp, back, {
      pkceCodeVerifier: again.verifier,
      expectedState: again.state,
      expectedNonce: again.nonce,
    });

    const jwksBefore = (await server.app.inject({ url: '/oauth/jwks', headers: { host: a.host } })).json().keys;
    const keyed = await server.call('rotateOauthSigningKey', { token: a.tokens.owner, host: a.host });
    expect(keyed.status).toBe(200);
    const jwksAfter = (await server.app.inject({ url: '/oauth/jwks', headers: { host: a.host } })).json().keys;
    expect(jwksAfter[0].kid).not.toBe(jwksBefore[0].kid);
    expect(jwksAfter.map((k: { kid: string }) => k.kid)).toContain(jwksBefore[0].kid);

    const deleted = await server.call('deleteOauthClient', { token: a.tokens.owner, host: a.host, query: { id: client.id } });
    expect(deleted.status).toBe(200);
    const left = await server.database.db
      .select({ n: count() })
      .from(oauthStore)
      .where(and(eq(oauthStore.siteId, a.id), eq(oauthStore.clientId, client.clientId)));
    expect(left[0]!.n).toBe(0);
    expect(await refusal(oidc.refreshTokenGrant(rp, tokens.refresh_token!))).toBe('invalid_client');
  });
});
