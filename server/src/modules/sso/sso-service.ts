// Single sign-on: the site trusts its owner's identity system. OpenID Connect through openid-client (authorization
// code + PKCE S256, state, nonce; the ID token's issuer, audience, nonce and signature checked by the library), or a
// DiscourseConnect-compatible signed redirect (HMAC-SHA256, single-use nonce, exact return URL). The state is random,
// single use, 10 minutes, stored hashed and bound to the browser that started it; a state or an identity of one site
// never works on another. Identities are keyed by (site, method, issuer, subject): an email never links a sign-in to
// an existing member, verified or not — a first sign-in always creates its own member. Every refusal happens before
// anything is created.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Configuration } from 'openid-client';
import { type OperationBody, type Schema, SiteUserStatus } from '../../../../sdk';
import type { MemberPrincipal } from '../../auth/principal';
import { openSecret, sealSecret } from '../../auth/secret-box';
import { hashToken, newToken } from '../../auth/secrets';
import { cacheKeys } from '../../cache/cache';
import type { RequestInfo } from '../../context';
import { AppError, badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../http/errors';
import type { SiteRef } from '../../tenancy/site-resolver';
import { createSiteSignIn } from '../console-auth/site-sign-in';
import type { ModuleDeps } from '../deps';
import { assignLabels, listLabels } from '../member/member-labels';
import { setSiteUserProfile, setSiteUserRoles } from '../site/site-admin-repository';
import * as users from '../site/site-user-login-repository';
import { isRegistrationOpen } from '../site-console/site-setting-repository';
import { settleUserRank } from '../user-rank/rank-membership';
import type { SsoGroupMapRow } from './sso.tables';
import * as repo from './sso-repository';

export const STATE_TTL_SECONDS = 600;
export const OIDC_CALLBACK_PATH = '/auth/sso/callback';
export const DISCOURSE_RETURN_PATH = '/auth/sso/discourse';
const DEFAULT_BUTTON = '单点登录';
const NOT_ENABLED = '本站未开启该单点登录方式';
const STATE_REFUSED = '登录请求已失效，请重新登录';
const SIGNATURE_REFUSED = '单点登录的签名无效，请重新登录';
const USER_DISABLED = '该账号已被禁用，请联系站点管理员';
const MASK = '••••••••';

type Method = Schema<'SsoMethod'>;

const sha = (token: string) => hashToken(token);
const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);
const origin = (request: RequestInfo) => `${request.protocol}://${request.host}${request.portSuffix}`;
const hmacHex = (secret: string, payload: string) => createHmac('sha256', secret).update(payload, 'utf8').digest('hex');

/** What a sign-in read from the owner's system, whichever method. */
interface SsoIdentity {
  method: Method;
  issuer: string;
  subject: string;
  nickname: string;
  avatar: string;
  email: string;
  phone: string | null;
  /** The member's groups; undefined when the system said nothing about groups (then labels and roles stay). */
  groups: string[] | undefined;
  idToken: string | null;
}

const claimText = (claims: Record<string, unknown>, name: string): string => {
  if (!name) return '';
  const value = claims[name];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};

const claimGroups = (claims: Record<string, unknown>, name: string): string[] | undefined => {
  if (!name || !(name in claims)) return undefined;
  const value = claims[name];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string') return value.split(/[,\s]+/).filter(Boolean);
  return [];
};

/** An avatar the member site may show: an https address (or none). */
const safeAvatar = (url: string) => (/^https:\/\/[^\s"'<>]+$/.test(url) && url.length <= 512 ? url : '');

/** A discovered issuer's client, kept 5 minutes per site, issuer, client and sealed secret. */
const configs = new Map<string, { at: number; config: Promise<Configuration> }>();
/** openid-client is loaded by a site's first single sign-on, not at the server's start (issue 29's memory aim). */
const loadOidc = () => import('openid-client');
const CONFIG_TTL_MS = 5 * 60_000;

export type SsoService = ReturnType<typeof createSsoService>;

export function createSsoService(deps: ModuleDeps) {
  const { db, config, cache, log } = deps;
  const signIn = createSiteSignIn(deps);

  function settingOf(row: repo.SettingRow | undefined, request: RequestInfo): Schema<'SsoSetting'> {
    return {
      oidc: {
        enabled: row?.oidcEnabled ?? false,
        issuer: row?.oidcIssuer ?? '',
        clientId: row?.oidcClientId ?? '',
        secretSet: Boolean(row?.oidcSecretEnc),
        secretMasked: row?.oidcSecretEnc ? MASK : '',
        scopes: row?.oidcScopes ?? 'openid profile',
        claims: {
          nickname: row?.claimNickname ?? 'nickname',
          avatar: row?.claimAvatar ?? 'picture',
          phone: row?.claimPhone ?? 'phone_number',
          email: row?.claimEmail ?? 'email',
        },
        groupClaim: row?.groupClaim ?? 'groups',
        buttonText: row?.oidcButtonText ?? '',
        callbackUrl: `${origin(request)}${OIDC_CALLBACK_PATH}`,
        postLogoutRedirectUrl: `${origin(request)}/`,
      },
      discourse: {
        enabled: row?.discourseEnabled ?? false,
        url: row?.discourseUrl ?? '',
        secretSet: Boolean(row?.discourseSecretEnc),
        secretMasked: row?.discourseSecretEnc ? MASK : '',
        buttonText: row?.discourseButtonText ?? '',
        returnUrl: `${origin(request)}${DISCOURSE_RETURN_PATH}`,
      },
      groupMap: (row?.groupMap ?? []).map((g) => ({ ...g, roles: g.roles as Schema<'SiteAdminRole'>[] })),
      ssoOnly: row?.ssoOnly ?? false,
    };
  }

  /** The site's OpenID Connect client (discovery through openid-client), or 404 when it is off. */
  async function oidcClient(siteId: number) {
    const row = await repo.readSetting(db, siteId);
    const secret = row?.oidcEnabled && row.oidcSecretEnc ? openSecret(config, row.oidcSecretEnc) : undefined;
    if (!row || !secret || !row.oidcIssuer || !row.oidcClientId) throw notFound(NOT_ENABLED);
    const client = await discover(row.oidcIssuer, row.oidcClientId, secret, `${siteId}|${row.oidcSecretEnc}`);
    return { row, client, oidc: await loadOidc() };
  }

  function discover(issuer: string, clientId: string, secret: string, key: string): Promise<Configuration> {
    const cacheKey = `${issuer}|${clientId}|${key}`;
    const known = configs.get(cacheKey);
    if (known && Date.now() - known.at < CONFIG_TTL_MS) return known.config;
    const loopback = new URL(issuer).protocol === 'http:';
    const found = loadOidc().then((oidc) =>
      oidc.discovery(new URL(issuer), clientId, undefined, oidc.ClientSecretBasic(secret), {
        timeout: 10,
        execute: loopback ? [oidc.allowInsecureRequests] : [],
      }),
    );
    configs.set(cacheKey, { at: Date.now(), config: found });
    found.catch(() => configs.delete(cacheKey));
    return found;
  }

  async function discourseApp(siteId: number) {
    const row = await repo.readSetting(db, siteId);
    const secret = row?.discourseEnabled && row.discourseSecretEnc ? openSecret(config, row.discourseSecretEnc) : undefined;
    if (!row || !secret || !row.discourseUrl) throw notFound(NOT_ENABLED);
    return { row, secret };
  }

  async function claimed(site: SiteRef, method: Method, state: string, verifier: string) {
    const flow = await repo.claimFlow(db, site.id, method, sha(state));
    if (!flow || !sameBytes(flow.verifierHash, sha(verifier))) throw badRequest(STATE_REFUSED);
    return flow;
  }

  /** Labels and console roles the groups map to: those named in the map are set to match, the others stay. */
  async function applyGroups(
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    siteId: number,
    userId: number,
    map: SsoGroupMapRow[],
    groups: string[],
  ) {
    const user = await users.findSiteUserProfile(tx, siteId, userId);
    if (!user) return;
    const mine = map.filter((g) => groups.includes(g.value));
    const existing = new Set((await listLabels(tx, siteId)).map((l) => l.id));
    const managedLabels = new Set(map.flatMap((g) => g.labelIds).filter((id) => existing.has(id)));
    const wantedLabels = [...new Set(mine.flatMap((g) => g.labelIds).filter((id) => existing.has(id)))];
    const dropLabels = [...managedLabels].filter((id) => !wantedLabels.includes(id));
    if (wantedLabels.length) await assignLabels(tx, siteId, { userIds: [userId], labelIds: wantedLabels, mode: 'add' });
    if (dropLabels.length) await assignLabels(tx, siteId, { userIds: [userId], labelIds: dropLabels, mode: 'remove' });
    // The owner's roles are theirs: a group never takes them away nor adds to them.
    if (user.userType === 1) return;
    const managedRoles = new Set(map.flatMap((g) => g.roles));
    const wantedRoles = new Set(mine.flatMap((g) => g.roles));
    const roles = [...new Set([...user.roles.filter((r) => !managedRoles.has(r)), ...wantedRoles])].sort();
    if (roles.join() !== [...user.roles].sort().join()) await setSiteUserRoles(tx, siteId, userId, roles);
  }

  /** Finds or creates the identity's member, applies the mapping, signs in. */
  async function signInIdentity(site: SiteRef, identity: SsoIdentity, request: RequestInfo): Promise<Schema<'SsoLoginOutcome'>> {
    const row = await repo.readSetting(db, site.id);
    const map = row?.groupMap ?? [];
    const found = await repo.findIdentity(db, site.id, identity.method, identity.issuer, identity.subject);
    const nickname = identity.nickname.slice(0, 32);
    const avatar = safeAvatar(identity.avatar);
    let userId: number;
    let identityId: number;
    let created = false;
    if (found) {
      const user = await users.findSiteUserProfile(db, site.id, found.siteUserId);
      if (!user || user.isAnonymous || user.status !== SiteUserStatus.active) throw badRequest(USER_DISABLED);
      userId = found.siteUserId;
      identityId = found.id;
      await db.transaction(async (tx) => {
        if (nickname || avatar) {
          await setSiteUserProfile(tx, site.id, userId, { userName: nickname || user.userName, ...(avatar ? { avatarUrl: avatar } : {}) });
        }
        if (identity.groups) await applyGroups(tx, site.id, userId, map, identity.groups);
      });
    } else {
      if (!(await isRegistrationOpen(db, site.id))) throw forbidden('本站暂未开放注册');
      const mobile = identity.phone && !(await users.findSiteUserHoldingMobile(db, site.id, identity.phone)) ? identity.phone : null;
      try {
        [userId, identityId] = await db.transaction(async (tx) => {
          const id = await users.insertSocialMember(tx, {
            siteId: site.id,
            mobile,
            account: `sso_${randomBytes(6).toString('hex')}`,
            userName: nickname || `会员${randomBytes(2).toString('hex')}`,
          });
          if (avatar) await setSiteUserProfile(tx, site.id, id, { userName: nickname || `会员${id}`, avatarUrl: avatar });
          await settleUserRank(tx, site.id, id, 0);
          const identityRow = await repo.insertIdentity(tx, {
            siteId: site.id,
            method: identity.method,
            issuer: identity.issuer,
            subject: identity.subject,
            siteUserId: id,
            email: identity.email.slice(0, 254),
          });
          if (identity.groups) await applyGroups(tx, site.id, id, map, identity.groups);
          return [id, identityRow];
        });
      } catch (error) {
        if (isUniqueViolation(error, 'sso_identities_subject_key')) throw conflict('该账号刚刚已登录，请重新登录');
        if (isUniqueViolation(error, 'site_users_mobile_key')) throw conflict('该手机号已注册本站，请联系站点管理员');
        throw error;
      }
      created = true;
      await cache.del(cacheKeys.userRanks(site.id));
    }
    const token = await signIn.openSession('member', site, userId, request, `SSO:${nickname || identity.subject}`.slice(0, 64), 'sso');
    await repo.touchIdentity(db, site.id, identityId, {
      email: identity.email.slice(0, 254),
      idToken: identity.idToken,
      sessionHash: sha(token),
    });
    await users.touchSiteUserLogin(db, site.id, userId);
    return { token, nickname: nickname, created };
  }

  /** openid-client's refusals (state, nonce, issuer, audience, signature, a used code) as one 400; the detail is logged. */
  function refused(siteId: number, error: unknown): never {
    if (error instanceof AppError) throw error;
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    log.warn({ siteId, detail, code: (error as { code?: string })?.code }, 'sso sign-in refused');
    throw badRequest('单点登录失败：身份提供方的答复未通过校验，请重新登录');
  }

  return {
    async setting(siteId: number, request: RequestInfo) {
      return settingOf(await repo.readSetting(db, siteId), request);
    },

    async updateSetting(siteId: number, input: OperationBody<'updateSsoSetting'>, request: RequestInfo) {
      const { oidc: o, discourse: d } = input;
      if ((o.secret && o.clearSecret) || (d.secret && d.clearSecret)) throw badRequest('不能同时填写新密钥并清除密钥');
      return db.transaction(async (tx) => {
        const row = await repo.lockSetting(tx, siteId);
        const before = settingOf(row, request);
        const oidcSecretEnc = o.clearSecret ? null : o.secret ? sealSecret(config, o.secret) : (row?.oidcSecretEnc ?? null);
        const discourseSecretEnc = d.clearSecret ? null : d.secret ? sealSecret(config, d.secret) : (row?.discourseSecretEnc ?? null);
        const issuer = o.issuer.trim().replace(/\/+$/, '');
        const clientId = o.clientId.trim();
        const oidcEnabled = o.enabled && !o.clearSecret;
        const discourseEnabled = d.enabled && !d.clearSecret;
        if (oidcEnabled && (!issuer || !clientId || !oidcSecretEnc))
          throw badRequest('启用 OpenID Connect 须填写发现地址、客户端 ID 与密钥');
        if (discourseEnabled && (!d.url.trim() || !discourseSecretEnc)) throw badRequest('启用 DiscourseConnect 须填写 SSO 地址与共享密钥');
        if (input.ssoOnly && !oidcEnabled && !discourseEnabled) throw badRequest('仅允许单点登录须先启用一种单点登录方式');
        const scopeList = [...new Set(o.scopes.trim().split(/\s+/).filter(Boolean))];
        if (!scopeList.includes('openid')) scopeList.unshift('openid');
        const labelIds = new Set((await listLabels(tx, siteId)).map((l) => l.id));
        const groups = new Set<string>();
        for (const g of input.groupMap) {
          const value = g.value.trim();
          if (!value) throw badRequest('请填写组名');
          if (groups.has(value)) throw badRequest(`组「${value}」重复`);
          groups.add(value);
          if (g.labelIds.some((id) => !labelIds.has(id))) throw notFound('标签不存在');
        }
        await repo.writeSetting(tx, siteId, {
          oidcEnabled,
          oidcIssuer: issuer,
          oidcClientId: clientId,
          oidcSecretEnc,
          oidcScopes: scopeList.join(' ').slice(0, 200),
          claimNickname: o.claims.nickname.trim(),
          claimAvatar: o.claims.avatar.trim(),
          claimPhone: o.claims.phone.trim(),
          claimEmail: o.claims.email.trim(),
          groupClaim: o.groupClaim.trim(),
          oidcButtonText: o.buttonText.trim(),
          discourseEnabled,
          discourseUrl: d.url.trim(),
          discourseSecretEnc,
          discourseButtonText: d.buttonText.trim(),
          groupMap: input.groupMap.map((g) => ({ value: g.value.trim(), labelIds: g.labelIds, roles: g.roles })),
          ssoOnly: input.ssoOnly,
        });
        const after = settingOf(await repo.readSetting(tx, siteId), request);
        return { before, after };
      });
    },

    async options(siteId: number): Promise<Schema<'SsoOptions'>> {
      const row = await repo.readSetting(db, siteId);
      const methods: Schema<'SsoOptions'>['methods'] = [];
      if (row?.oidcEnabled && row.oidcSecretEnc) methods.push({ method: 'oidc', name: row.oidcButtonText || DEFAULT_BUTTON });
      if (row?.discourseEnabled && row.discourseSecretEnc)
        methods.push({ method: 'discourse', name: row.discourseButtonText || DEFAULT_BUTTON });
      return { methods, passwordSignIn: !(row?.ssoOnly && methods.length > 0) };
    },

    async start(site: SiteRef, input: OperationBody<'startSsoLogin'>, request: RequestInfo): Promise<Schema<'SsoStartResult'>> {
      const expiresAt = new Date(Date.now() + STATE_TTL_SECONDS * 1000);
      if (input.method === 'discourse') {
        const { row, secret } = await discourseApp(site.id);
        const nonce = newToken();
        const returnUrl = `${origin(request)}${DISCOURSE_RETURN_PATH}`;
        const payload = Buffer.from(new URLSearchParams({ nonce, return_sso_url: returnUrl }).toString(), 'utf8').toString('base64');
        const url = new URL(row.discourseUrl);
        url.searchParams.set('sso', payload);
        url.searchParams.set('sig', hmacHex(secret, payload));
        await repo.insertFlow(db, {
          siteId: site.id,
          method: 'discourse',
          stateHash: sha(nonce),
          verifierHash: sha(input.verifier),
          redirectUri: returnUrl,
          issuer: row.discourseUrl,
          expiresAt,
        });
        return { authorizeUrl: url.href, state: nonce, expiresInSeconds: STATE_TTL_SECONDS };
      }
      const { row, client, oidc } = await oidcClient(site.id).catch((error) => {
        if (error instanceof AppError) throw error;
        log.warn({ siteId: site.id, detail: String(error) }, 'sso discovery failed');
        throw badRequest('暂时无法连接身份提供方，请稍后再试');
      });
      const state = newToken();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const redirectUri = `${origin(request)}${OIDC_CALLBACK_PATH}`;
      const url = oidc.buildAuthorizationUrl(client, {
        redirect_uri: redirectUri,
        scope: row.oidcScopes || 'openid profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      await repo.insertFlow(db, {
        siteId: site.id,
        method: 'oidc',
        stateHash: sha(state),
        verifierHash: sha(input.verifier),
        redirectUri,
        issuer: row.oidcIssuer,
        nonce,
        codeVerifier,
        expiresAt,
      });
      return { authorizeUrl: url.href, state, expiresInSeconds: STATE_TTL_SECONDS };
    },

    async complete(site: SiteRef, input: OperationBody<'completeSsoLogin'>, request: RequestInfo) {
      const flow = await claimed(site, 'oidc', input.state, input.verifier);
      const { row, client, oidc } = await oidcClient(site.id).catch((error) => refused(site.id, error));
      // Settings changed since the flow started: its issuer is no longer the one this site trusts.
      if (flow.issuer !== row.oidcIssuer || !flow.nonce || !flow.codeVerifier) throw badRequest(STATE_REFUSED);
      const current = new URL(flow.redirectUri);
      current.searchParams.set('code', input.code);
      current.searchParams.set('state', input.state);
      if (input.iss) current.searchParams.set('iss', input.iss);
      let claims: Record<string, unknown>;
      let idToken: string | null = null;
      try {
        const tokens = await oidc.authorizationCodeGrant(client, current, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: input.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) throw badRequest('单点登录失败：身份提供方没有给出 ID 令牌');
        idToken = tokens.id_token ?? null;
        claims = { ...idClaims };
        if (tokens.access_token && client.serverMetadata().userinfo_endpoint) {
          const info = await oidc.fetchUserInfo(client, tokens.access_token, idClaims.sub);
          claims = { ...info, ...idClaims, ...Object.fromEntries(Object.entries(info).filter(([k]) => k !== 'sub')) };
        }
      } catch (error) {
        refused(site.id, error);
      }
      const subject = typeof claims.sub === 'string' ? claims.sub : '';
      if (!subject || subject.length > 255) throw badRequest('单点登录失败：身份提供方没有给出用户标识');
      const phone = claimText(claims, row.claimPhone);
      return signInIdentity(
        site,
        {
          method: 'oidc',
          issuer: client.serverMetadata().issuer,
          subject,
          nickname: claimText(claims, row.claimNickname) || claimText(claims, 'name') || claimText(claims, 'preferred_username'),
          avatar: claimText(claims, row.claimAvatar),
          email: claimText(claims, row.claimEmail),
          // A phone becomes the member's login number only when the provider says it verified it.
          phone: /^1\d{10}$/.test(phone) && claims.phone_number_verified === true ? phone : null,
          groups: claimGroups(claims, row.groupClaim),
          idToken,
        },
        request,
      );
    },

    async completeDiscourse(site: SiteRef, input: OperationBody<'completeDiscourseLogin'>, request: RequestInfo) {
      const { row, secret } = await discourseApp(site.id);
      const expected = Buffer.from(hmacHex(secret, input.sso), 'hex');
      if (!sameBytes(expected, Buffer.from(input.sig, 'hex'))) throw badRequest(SIGNATURE_REFUSED);
      const params = new URLSearchParams(Buffer.from(input.sso, 'base64').toString('utf8'));
      const nonce = params.get('nonce') ?? '';
      if (!/^[A-Za-z0-9_-]{22,128}$/.test(nonce)) throw badRequest(STATE_REFUSED);
      const flow = await claimed(site, 'discourse', nonce, input.verifier);
      // The return URL the owner's system answered for must be the one this flow sent, to the character.
      if (flow.issuer !== row.discourseUrl || params.get('return_sso_url') !== flow.redirectUri) throw badRequest(STATE_REFUSED);
      if (flow.redirectUri !== `${origin(request)}${DISCOURSE_RETURN_PATH}`) throw badRequest(STATE_REFUSED);
      const subject = (params.get('external_id') ?? '').trim();
      if (!subject || subject.length > 255) throw badRequest('单点登录失败：没有给出用户标识（external_id）');
      const groups = params.get('groups');
      return signInIdentity(
        site,
        {
          method: 'discourse',
          issuer: new URL(row.discourseUrl).origin,
          subject,
          nickname: (params.get('name') || params.get('username') || '').trim(),
          avatar: (params.get('avatar_url') ?? '').trim(),
          email: (params.get('email') ?? '').trim(),
          phone: null,
          groups:
            groups === null
              ? undefined
              : groups
                  .split(',')
                  .map((g) => g.trim())
                  .filter(Boolean),
          idToken: null,
        },
        request,
      );
    },

    /** RP-initiated logout: the IdP's end_session_endpoint for a session an OpenID Connect sign-in opened, else ''. */
    async logoutUrl(principal: MemberPrincipal, request: RequestInfo): Promise<Schema<'SsoLogoutUrl'>> {
      const identity = await repo.findBySession(db, principal.siteId, principal.siteUserId, Buffer.from(principal.tokenHash, 'hex'));
      if (!identity?.idToken) return { logoutUrl: '' };
      try {
        const { client, oidc } = await oidcClient(principal.siteId);
        if (client.serverMetadata().issuer !== identity.issuer || !client.serverMetadata().end_session_endpoint) return { logoutUrl: '' };
        const url = oidc.buildEndSessionUrl(client, { id_token_hint: identity.idToken, post_logout_redirect_uri: `${origin(request)}/` });
        return { logoutUrl: url.href.length <= 8000 ? url.href : '' };
      } catch (error) {
        log.warn({ siteId: principal.siteId, detail: String(error) }, 'sso logout url unavailable');
        return { logoutUrl: '' };
      }
    },
  };
}
