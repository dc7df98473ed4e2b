// Social login: each site's provider settings, the flow (start → provider → complete), the phone binding the
// policy may ask for, and a member's bindings. The state is random, single use, 10 minutes, stored hashed and bound to
// the browser that started it (a verifier only that browser holds); a state or an identity of one site never works
// on another. Every refusal happens before anything is created.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type OperationBody, type Schema, SiteUserStatus, SocialProviderLabels } from '../../../../sdk';
import type { MemberPrincipal } from '../../auth/principal';
import { openSecret, sealSecret } from '../../auth/secret-box';
import { hashToken, newToken } from '../../auth/secrets';
import { cacheKeys } from '../../cache/cache';
import type { RequestInfo } from '../../context';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound, notLoggedIn } from '../../http/errors';
import type { SiteRef } from '../../tenancy/site-resolver';
import { createSiteSignIn } from '../console-auth/site-sign-in';
import type { ModuleDeps } from '../deps';
import { createMemberAuthService } from '../member-auth/member-auth-service';
import * as users from '../site/site-user-login-repository';
import { isRegistrationOpen } from '../site-console/site-setting-repository';
import { settleUserRank } from '../user-rank/rank-membership';
import { providerClients, unionFamily } from './providers';
import { type IdentityProvider, ProviderError, type ProviderIdentity, type SocialProviderName } from './providers/provider';
import { SANDBOX_DEMO_SECRET, sandboxDemoSecret } from './social-login-demo';
import * as repo from './social-login-repository';

export const STATE_TTL_SECONDS = 600;
export const TICKET_TTL_SECONDS = 900;
const PROVIDERS: readonly SocialProviderName[] = ['wechat', 'wechatMp', 'qq', 'weibo'];
const BUTTON: Record<SocialProviderName, string> = { wechat: '微信登录', wechatMp: '微信登录', qq: 'QQ登录', weibo: '微博登录' };
const SHORT: Record<IdentityProvider, string> = { wechat: '微信', wechatMp: '微信', wechatApplet: '小程序', qq: 'QQ', weibo: '微博' };
const ACCOUNT_PREFIX: Record<IdentityProvider, string> = { wechat: 'wx', wechatMp: 'wx', wechatApplet: 'wx', qq: 'qq', weibo: 'wb' };
/** The mini-program's identity is WeChat's to the member (the contract's providers are the web logins). */
const shownProvider = (provider: IdentityProvider): SocialProviderName => (provider === 'wechatApplet' ? 'wechat' : provider);

const NOT_ENABLED = '本站未开启该登录方式';
const STATE_REFUSED = '登录请求已失效，请重新登录';
const TICKET_REFUSED = '绑定手机号的请求已失效，请重新登录';
const USER_DISABLED = '该账号已被禁用，请联系站点管理员';

const sha = (token: string) => hashToken(token);
const sameHash = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);
const origin = (request: RequestInfo) => `${request.protocol}://${request.host}${request.portSuffix}`;
export const callbackPath = (provider: SocialProviderName) => `/auth/social/callback/${provider}`;

export type SocialLoginService = ReturnType<typeof createSocialLoginService>;

export function createSocialLoginService(deps: ModuleDeps) {
  const { db, config, cache, log, smsCodes } = deps;
  const clients = providerClients(config.socialLogin);
  const signIn = createSiteSignIn(deps);
  const memberAuth = createMemberAuthService(deps);

  async function settingOf(siteId: number, request: RequestInfo): Promise<Schema<'SocialLoginSetting'>> {
    const rows = new Map((await repo.listProviders(db, siteId)).map((r) => [r.provider as SocialProviderName, r]));
    return {
      registerPolicy: await repo.readPolicy(db, siteId),
      providers: PROVIDERS.map((provider) => {
        const row = rows.get(provider);
        return {
          provider,
          enabled: row?.enabled ?? false,
          appId: row?.appId ?? '',
          secretSet: Boolean(row?.secretEnc),
          secretMasked: row?.secretEnc ? '••••••••' : '',
          callbackUrl: `${origin(request)}${callbackPath(provider)}`,
        };
      }),
    };
  }

  /** The provider's app for a flow, or 404 when the site has it off (or its secret no longer opens). */
  async function appOf(siteId: number, provider: SocialProviderName) {
    const row = await repo.findProvider(db, siteId, provider);
    const sealed = row?.enabled && row.appId ? row.secretEnc : null;
    const secret = !sealed
      ? undefined
      : sealed === SANDBOX_DEMO_SECRET
        ? sandboxDemoSecret(config.socialLogin.sandbox, row!.appId)
        : openSecret(config, sealed);
    if (!row || !secret) throw notFound(NOT_ENABLED);
    return { appId: row.appId, secret };
  }

  async function activeUser(siteId: number, userId: number) {
    const user = await users.findSiteUserProfile(db, siteId, userId);
    if (!user || user.isAnonymous) return undefined;
    if (user.status !== SiteUserStatus.active) throw badRequest(USER_DISABLED);
    return user;
  }

  async function signedIn(site: SiteRef, userId: number, request: RequestInfo, provider: IdentityProvider, identity: ProviderIdentity) {
    const token = await signIn.openSession(
      'member',
      site,
      userId,
      request,
      `${SHORT[provider]}:${identity.nickname}`.slice(0, 64),
      'social',
    );
    await users.touchSiteUserLogin(db, site.id, userId);
    return {
      outcome: 'signedIn' as const,
      provider: shownProvider(provider),
      nickname: identity.nickname.slice(0, 64),
      avatar: identity.avatar.slice(0, 500),
      token,
      user: await memberAuth.profileOf(site.id, userId),
    };
  }

  const identityValues = (siteId: number, provider: IdentityProvider, appId: string, identity: ProviderIdentity, siteUserId: number) => ({
    siteId,
    provider,
    appId,
    openid: identity.openid,
    unionid: identity.unionid,
    siteUserId,
    nickname: identity.nickname.slice(0, 64),
    avatarUrl: identity.avatar.slice(0, 500),
  });

  /** A new member for an identity (no password; the proved mobile when the policy asked for one), bound in one transaction. */
  async function createMember(site: SiteRef, provider: IdentityProvider, appId: string, identity: ProviderIdentity, mobile: string | null) {
    if (!(await isRegistrationOpen(db, site.id))) throw forbidden('本站暂未开放注册');
    const userName = identity.nickname.trim().slice(0, 32) || `${SHORT[provider]}用户${randomBytes(2).toString('hex')}`;
    try {
      const userId = await db.transaction(async (tx) => {
        const id = await users.insertSocialMember(tx, {
          siteId: site.id,
          mobile,
          account: `${ACCOUNT_PREFIX[provider]}_${randomBytes(6).toString('hex')}`,
          userName,
        });
        await settleUserRank(tx, site.id, id, 0);
        await repo.insertIdentity(tx, identityValues(site.id, provider, appId, identity, id));
        return id;
      });
      await cache.del(cacheKeys.userRanks(site.id));
      return userId;
    } catch (error) {
      if (isUniqueViolation(error, 'site_users_mobile_key')) throw conflict('该手机号已注册本站，请重新登录后绑定');
      if (isUniqueViolation(error, 'social_identities_openid_key')) throw conflict('该账号刚刚已绑定，请重新登录');
      throw error;
    }
  }

  /** Binds an identity to an existing member; a member keeps one binding per provider. */
  async function bindTo(siteId: number, userId: number, provider: IdentityProvider, appId: string, identity: ProviderIdentity) {
    if (await repo.findUserIdentity(db, siteId, userId, provider)) {
      throw conflict(`该会员已绑定其他${SHORT[provider]}账号，请先解绑`);
    }
    try {
      await repo.insertIdentity(db, identityValues(siteId, provider, appId, identity, userId));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`该${SHORT[provider]}账号已绑定本站会员`);
      throw error;
    }
  }

  /**
   * After the provider vouched for `identity`: the member it belongs to (by openid, or by unionid within the family —
   * this app's openid is then bound too) signs in; otherwise registration as the site's policy says: a member at once,
   * or a ticket (`arm` stores it with the identity) for binding a phone number first.
   */
  async function signInOrRegister(
    site: SiteRef,
    provider: IdentityProvider,
    appId: string,
    identity: ProviderIdentity,
    request: RequestInfo,
    found: repo.IdentityRow | undefined,
    arm: (values: repo.TicketValues) => Promise<unknown>,
  ): Promise<Schema<'SocialLoginOutcome'>> {
    const shown = { provider: shownProvider(provider), nickname: identity.nickname.slice(0, 64), avatar: identity.avatar.slice(0, 500) };
    if (found) {
      if (!(await activeUser(site.id, found.siteUserId))) throw badRequest(USER_DISABLED);
      if (found.provider === provider) await repo.touchIdentity(db, site.id, found.id, shown.nickname, shown.avatar);
      // Found by unionid through another app of the same open platform: this app's openid is bound too.
      else if (!(await repo.findUserIdentity(db, site.id, found.siteUserId, provider))) {
        await bindTo(site.id, found.siteUserId, provider, appId, identity);
      }
      return signedIn(site, found.siteUserId, request, provider, identity);
    }

    if (!(await isRegistrationOpen(db, site.id))) throw forbidden('本站暂未开放注册');
    if ((await repo.readPolicy(db, site.id)) === 'create') {
      const userId = await createMember(site, provider, appId, identity, null);
      return signedIn(site, userId, request, provider, identity);
    }
    const ticket = newToken();
    await arm({
      ticketHash: sha(ticket),
      ticketExpiresAt: new Date(Date.now() + TICKET_TTL_SECONDS * 1000),
      appId,
      openid: identity.openid,
      unionid: identity.unionid,
      nickname: shown.nickname,
      avatarUrl: shown.avatar,
    });
    return { outcome: 'needPhone', ...shown, ticket };
  }

  async function start(site: SiteRef, input: OperationBody<'startSocialLogin'>, request: RequestInfo, bindUserId: number | null) {
    const app = await appOf(site.id, input.provider);
    if (bindUserId !== null && (await repo.findUserIdentity(db, site.id, bindUserId, input.provider))) {
      throw conflict(`你已绑定${SHORT[input.provider]}账号，请先解绑`);
    }
    const state = newToken();
    const redirectUri = `${origin(request)}${callbackPath(input.provider)}`;
    await repo.insertFlow(db, {
      siteId: site.id,
      provider: input.provider,
      stateHash: sha(state),
      verifierHash: sha(input.verifier),
      redirectUri,
      bindUserId,
      expiresAt: new Date(Date.now() + STATE_TTL_SECONDS * 1000),
    });
    return {
      authorizeUrl: clients[input.provider].authorizeUrl({ appId: app.appId, redirectUri, state }),
      state,
      expiresInSeconds: STATE_TTL_SECONDS,
    };
  }

  return {
    setting: settingOf,

    async updateSetting(siteId: number, input: OperationBody<'updateSocialLoginSetting'>, request: RequestInfo) {
      const before = await settingOf(siteId, request);
      await db.transaction(async (tx) => {
        await repo.writePolicy(tx, siteId, input.registerPolicy);
        for (const item of input.providers) {
          const row = await repo.findProvider(tx, siteId, item.provider);
          if (item.secret && item.clearSecret) throw badRequest('不能同时填写新密钥并清除密钥');
          const secretEnc = item.clearSecret ? null : item.secret ? sealSecret(config, item.secret) : (row?.secretEnc ?? null);
          const appId = item.appId.trim();
          const enabled = item.enabled && !item.clearSecret;
          if (enabled && (!appId || !secretEnc)) throw badRequest(`启用${SocialProviderLabels[item.provider]}须填写 AppID 与密钥`);
          await repo.writeProvider(tx, { siteId, provider: item.provider, enabled, appId, secretEnc });
        }
      });
      const after = await settingOf(siteId, request);
      return { before, after };
    },

    async options(siteId: number): Promise<Schema<'SocialLoginOptions'>> {
      const rows = await repo.listProviders(db, siteId);
      const usable = (r: repo.ProviderRow) =>
        r.enabled &&
        r.appId &&
        r.secretEnc &&
        (r.secretEnc !== SANDBOX_DEMO_SECRET || sandboxDemoSecret(config.socialLogin.sandbox, r.appId));
      return {
        providers: PROVIDERS.filter((p) => rows.some((r) => r.provider === p && usable(r))).map((provider) => ({
          provider,
          name: BUTTON[provider],
          sandbox: config.socialLogin.sandbox,
        })),
      };
    },

    start: (site: SiteRef, input: OperationBody<'startSocialLogin'>, request: RequestInfo) => start(site, input, request, null),

    async startBinding(principal: MemberPrincipal, site: SiteRef, input: OperationBody<'startSocialBinding'>, request: RequestInfo) {
      if (!(await activeUser(principal.siteId, principal.siteUserId))) throw notLoggedIn();
      return start(site, input, request, principal.siteUserId);
    },

    async complete(
      site: SiteRef,
      input: OperationBody<'completeSocialLogin'>,
      request: RequestInfo,
    ): Promise<Schema<'SocialLoginOutcome'>> {
      const { provider } = input;
      const flow = await repo.claimFlow(db, site.id, provider, sha(input.state));
      if (!flow || !sameHash(flow.verifierHash, sha(input.verifier))) throw badRequest(STATE_REFUSED);
      const app = await appOf(site.id, provider);
      let identity: ProviderIdentity;
      try {
        identity = await clients[provider].fetchIdentity(app, { code: input.code, redirectUri: flow.redirectUri });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn({ provider, siteId: site.id, detail: error.detail }, 'social login refused by the provider');
        throw badRequest(error.codeRefused ? '授权已失效或已使用，请重新登录' : `${SHORT[provider]}登录失败，请稍后再试`);
      }
      if (!identity.openid) throw badRequest(`${SHORT[provider]}登录失败，请稍后再试`);
      const shown = { provider, nickname: identity.nickname.slice(0, 64), avatar: identity.avatar.slice(0, 500) };
      const found = await repo.findIdentity(db, site.id, {
        provider,
        openid: identity.openid,
        unionid: identity.unionid,
        family: unionFamily[provider],
      });

      if (flow.bindUserId !== null) {
        if (!(await activeUser(site.id, flow.bindUserId))) throw notLoggedIn();
        if (found && found.siteUserId !== flow.bindUserId) throw conflict(`该${SHORT[provider]}账号已绑定本站其他会员`);
        if (!found || found.provider !== provider) await bindTo(site.id, flow.bindUserId, provider, app.appId, identity);
        return { outcome: 'bound', ...shown };
      }

      return signInOrRegister(site, provider, app.appId, identity, request, found, (values) => repo.armTicket(db, flow.id, values));
    },

    /**
     * The site's own mini-program (the applet module's appletLogin): an identity WeChat's jscode2session vouched for
     * signs in as the member it (or its unionid, shared with WeChat web login) belongs to; a new one is registered as
     * the site's policy says — at once, or after a phone number (the same ticket, sendSocialPhoneSms, bindSocialPhone).
     */
    async appletSignIn(site: SiteRef, appId: string, identity: ProviderIdentity, request: RequestInfo) {
      const provider = 'wechatApplet' as const;
      const found = await repo.findIdentity(db, site.id, {
        provider,
        openid: identity.openid,
        unionid: identity.unionid,
        family: unionFamily[provider],
      });
      return signInOrRegister(site, provider, appId, identity, request, found, (values) =>
        // No browser flow precedes it: a used flow of its own carries the ticket (its state is never handed out).
        repo.insertFlow(db, {
          siteId: site.id,
          provider,
          stateHash: sha(newToken()),
          verifierHash: sha(newToken()),
          redirectUri: '',
          bindUserId: null,
          expiresAt: values.ticketExpiresAt,
          usedAt: new Date(),
          ...values,
        }),
      );
    },

    async sendPhoneCode(site: SiteRef, input: OperationBody<'sendSocialPhoneSms'>, request: RequestInfo) {
      const flow = await repo.findTicket(db, site.id, sha(input.ticket));
      if (!flow?.openid) throw badRequest(TICKET_REFUSED);
      // The registration code's purpose: either way the code proves the number to this site.
      return smsCodes.send({ mobile: input.mobile, purpose: 'console_register', siteId: site.id, ip: request.ip, deliver: 'code' });
    },

    async bindPhone(site: SiteRef, input: OperationBody<'bindSocialPhone'>, request: RequestInfo): Promise<Schema<'SocialLoginOutcome'>> {
      const pending = await repo.findTicket(db, site.id, sha(input.ticket));
      if (!pending?.openid) throw badRequest(TICKET_REFUSED);
      await smsCodes.consume(input.mobile, 'console_register', site.id, input.code);
      const flow = await repo.claimTicket(db, site.id, sha(input.ticket));
      if (!flow?.openid || !flow.appId) throw badRequest(TICKET_REFUSED);
      const provider = flow.provider as IdentityProvider;
      const identity: ProviderIdentity = {
        openid: flow.openid,
        unionid: flow.unionid,
        nickname: flow.nickname ?? '',
        avatar: flow.avatarUrl ?? '',
      };
      const found = await repo.findIdentity(db, site.id, {
        provider,
        openid: identity.openid,
        unionid: identity.unionid,
        family: unionFamily[provider],
      });
      if (found) {
        if (!(await activeUser(site.id, found.siteUserId))) throw badRequest(USER_DISABLED);
        return signedIn(site, found.siteUserId, request, provider, identity);
      }
      const holder = await users.findSiteUserByMobile(db, site.id, input.mobile);
      if (holder) {
        if (holder.isAnonymous) throw badRequest(TICKET_REFUSED);
        if (holder.status !== SiteUserStatus.active) throw badRequest(USER_DISABLED);
        await bindTo(site.id, holder.id, provider, flow.appId, identity);
        return signedIn(site, holder.id, request, provider, identity);
      }
      if (await users.findSiteUserHoldingMobile(db, site.id, input.mobile)) throw conflict('该手机号已被本站其他账号用作登录名');
      const userId = await createMember(site, provider, flow.appId, identity, input.mobile);
      return signedIn(site, userId, request, provider, identity);
    },

    async bindings(principal: MemberPrincipal): Promise<Schema<'SocialBindingList'>> {
      const [rows, password] = await Promise.all([
        repo.listUserIdentities(db, principal.siteId, principal.siteUserId),
        users.findSiteUserPassword(db, principal.siteId, principal.siteUserId),
      ]);
      if (!password || password.status !== SiteUserStatus.active) throw notLoggedIn();
      return {
        hasPassword: Boolean(password.passwordHash) || password.linked,
        // The site's mini-program signs in there, not here: its identity is not a binding the member manages on the web.
        list: rows
          .filter((r) => r.provider !== 'wechatApplet')
          .map((r) => ({
            id: r.id,
            provider: r.provider as SocialProviderName,
            nickname: r.nickname,
            avatar: r.avatarUrl,
            boundAt: r.boundAt.toISOString(),
          })),
      };
    },

    async unbind(principal: MemberPrincipal, id: number) {
      const { siteId, siteUserId } = principal;
      await db.transaction(async (tx) => {
        const rows = await repo.listUserIdentities(tx, siteId, siteUserId, true);
        if (!rows.some((r) => r.id === id && r.provider !== 'wechatApplet')) throw notFound('该绑定不存在');
        const password = await users.findSiteUserPassword(tx, siteId, siteUserId);
        const hasPassword = Boolean(password?.passwordHash) || Boolean(password?.linked);
        if (!hasPassword && rows.length <= 1) {
          throw conflict('这是你登录本站的唯一方式，不能解绑：请先绑定其他账号，或用「忘记密码」通过手机号设置登录密码后再解绑');
        }
        await repo.deleteIdentity(tx, siteId, siteUserId, id);
      });
    },
  };
}
