// One oidc-provider per site (and per origin it is reached at): issuer `{origin}/oauth`, the site's own RS256 keys
// (sealed in oauth_keys, newest signs, older ones stay published), storage keyed by the site (oauth-adapter.ts),
// authorization code with PKCE S256 for every client, refresh tokens, revocation and userinfo. The member signs in
// and consents on the member site (/oauth-consent/{uid}) with the member site's own session: the provider keeps no
// login of its own, so every authorization request passes through that page, which answers through the contract
// (answerOauthConsent) and sends the browser back to `/oauth/auth/{uid}`, where the provider's resume cookie binds
// the answer to the browser that started the request.
import { createHash, generateKeyPairSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { SiteUserStatus } from '../../../../sdk';
import { openSecret, sealSecret } from '../../auth/secret-box';
import type { Database } from '../../db/database';
import type { ModuleDeps } from '../deps';
import { findSiteUserProfile } from '../site/site-user-login-repository';
import { siteAdapter } from './oauth-adapter';
import { insertKey, listKeys, pruneKeys } from './oauth-repository';

export const OAUTH_MOUNT = '/oauth';
export const CONSENT_PATH = '/oauth-consent';
export const SCOPES = ['openid', 'profile', 'phone'] as const;
/** Signing keys kept published after a rotation (tokens signed by them still verify). */
const KEYS_KEPT = 3;

export const issuerOf = (origin: string) => `${origin}${OAUTH_MOUNT}`;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface SiteKeys {
  sig: Record<string, unknown>[];
  cookie: string;
}

/** The site's keys, made the first time they are needed (two servers racing both insert: the newest signs). */
async function siteKeys(deps: ModuleDeps, siteId: number): Promise<SiteKeys> {
  const { db, config } = deps;
  let sig = await listKeys(db, siteId, 'sig');
  if (!sig.length) {
    await addSigningKey(deps, siteId);
    sig = await listKeys(db, siteId, 'sig');
  }
  let cookie = await listKeys(db, siteId, 'cookie');
  if (!cookie.length) {
    await insertKey(db, { siteId, use: 'cookie', kid: 'cookie', keyEnc: sealSecret(config, randomBytes(32).toString('base64url')) });
    cookie = await listKeys(db, siteId, 'cookie');
  }
  const jwks = sig
    .map((k) => openSecret(config, k.keyEnc))
    .filter((k): k is string => Boolean(k))
    .map((k) => JSON.parse(k) as Record<string, unknown>);
  const cookieKey = openSecret(config, cookie[0]!.keyEnc);
  if (!jwks.length || !cookieKey) throw new Error(`oauth keys of site ${siteId} cannot be opened (settings key changed?)`);
  return { sig: jwks, cookie: cookieKey };
}

/** A new RS256 key for the site; the newest signs from now on. */
export async function addSigningKey(deps: ModuleDeps, siteId: number, db: Database = deps.db) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(12).toString('base64url');
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };
  await insertKey(db, { siteId, use: 'sig', kid, keyEnc: sealSecret(deps.config, JSON.stringify(jwk)) });
  await pruneKeys(db, siteId, 'sig', KEYS_KEPT);
}

function memberSessionCheck(interactionPolicy: typeof import('oidc-provider').interactionPolicy) {
  // The provider's own login session is never enough: the member site's session decides, on the consent page.
  return new interactionPolicy.Check('member_site_session', '须在会员站确认', (ctx: { oidc: { result?: { login?: unknown } } }) =>
    ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
  );
}

async function buildProvider(deps: ModuleDeps, siteId: number, origin: string) {
  // Loaded on a site's first OAuth request, not at the server's start: oidc-provider and koa hold about 7 MB of heap
  // that a server whose sites offer no sign-in to other apps never needs (issue 29's memory aim).
  const { default: Provider, interactionPolicy } = await import('oidc-provider');
  const { db, config, log } = deps;
  const keys = await siteKeys(deps, siteId);
  const policy = interactionPolicy.base();
  policy.get('login')!.checks.add(memberSessionCheck(interactionPolicy));
  const provider = new Provider(issuerOf(origin), {
    adapter: siteAdapter(db, siteId),
    jwks: { keys: keys.sig },
    cookies: { keys: [keys.cookie], long: { signed: true }, short: { signed: true } },
    clientAuthMethods: ['none', 'client_secret_basic', 'client_secret_post'],
    scopes: [...SCOPES],
    claims: { openid: ['sub'], profile: ['nickname', 'picture'], phone: ['phone_number', 'phone_number_verified'] },
    pkce: { required: () => true },
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: false },
    },
    interactions: { policy, url: (_ctx: unknown, interaction: { uid: string }) => `${CONSENT_PATH}/${interaction.uid}` },
    // A refresh token for every app registered with the refresh_token grant (all of them), without offline_access.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(t: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Grant: 180 * 86400,
      Session: 600,
      RefreshToken: 30 * 86400,
    },
    async findAccount(_ctx: unknown, sub: string) {
      if (!/^\d{1,15}$/.test(sub)) return undefined;
      const user = await findSiteUserProfile(db, siteId, Number(sub));
      if (!user || user.isAnonymous || user.status !== SiteUserStatus.active) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          nickname: user.userName,
          picture: user.avatarUrl ? new URL(user.avatarUrl, origin).href : undefined,
          phone_number: user.mobile ? `+86${user.mobile}` : undefined,
          phone_number_verified: user.mobile ? true : undefined,
        }),
      };
    },
    renderError: async (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'html';
      const safe = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      ctx.body = `<!doctype html><meta charset="utf-8"><title>授权失败</title><h1>授权失败</h1><p>${safe(out.error ?? '')}</p><p>${safe(out.error_description ?? '')}</p>`;
    },
  });
  if (config.trustProxy) provider.proxy = true;
  // The secrets are stored as SHA-256: compare the presented one's hash, in constant time.
  const clientProto = provider.Client.prototype as { compareClientSecret(this: { clientSecret?: string }, actual: string): boolean };
  clientProto.compareClientSecret = function compare(this: { clientSecret?: string }, actual: string) {
    const stored = Buffer.from(this.clientSecret ?? '', 'hex');
    const given = Buffer.from(sha256Hex(actual), 'hex');
    return stored.length === 32 && timingSafeEqual(stored, given);
  };
  provider.on('server_error', (_ctx: unknown, error: Error) => log.error({ err: error, siteId }, 'oauth provider error'));
  return provider;
}

export type SiteProvider = Awaited<ReturnType<typeof buildProvider>>;

/** The providers built, per site and origin; a key rotation forgets the site's. */
export function createProviders(deps: ModuleDeps) {
  const built = new Map<string, Promise<SiteProvider>>();
  return {
    get(siteId: number, origin: string): Promise<SiteProvider> {
      const key = `${siteId}|${origin}`;
      let found = built.get(key);
      if (!found) {
        found = buildProvider(deps, siteId, origin);
        built.set(key, found);
        found.catch(() => built.delete(key));
      }
      return found;
    },
    forget(siteId: number) {
      for (const key of built.keys()) if (key.startsWith(`${siteId}|`)) built.delete(key);
    },
  };
}

export type Providers = ReturnType<typeof createProviders>;
