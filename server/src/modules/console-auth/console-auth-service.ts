import type { OperationBody } from '../../../../sdk';
import * as resets from '../../auth/password-reset-repository';
import { hashSecret, hashToken, newToken, verifyAgainstNothing, verifySecret } from '../../auth/secrets';
import { cacheKeys } from '../../cache/cache';
import type { RequestInfo } from '../../context';
import { badRequest, conflict, forbidden, isUniqueViolation, notLoggedIn } from '../../http/errors';
import type { SiteRef } from '../../tenancy/site-resolver';
import type { ModuleDeps } from '../deps';
import * as users from '../site/site-user-login-repository';
import { isRegistrationOpen } from '../site-console/site-setting-repository';
import { settleUserRank } from '../user-rank/rank-membership';
import { siteUserInfo } from './site-user-info';

const WRONG_LOGIN = '账号或密码错误';
const ALREADY_MEMBER = '该手机号已注册本站，请直接登录';
const WRONG_CODE = '验证码错误或已过期，请重新获取';
const ACCOUNT_DISABLED = '该账号已在站点管理中心停用，请联系平台管理员';
// The owner (and a former owner) signs in with their SaaS account's password, which only the centre resets.
const RESET_IN_CENTRE = '该账号使用站点管理中心的密码，请在站点管理中心找回密码';

export type ConsoleAuthService = ReturnType<typeof createConsoleAuthService>;

export function createConsoleAuthService(deps: ModuleDeps) {
  const { db, cache, sessions, smsCodes, loginThrottle } = deps;

  async function signedIn(site: SiteRef, userId: number, request: RequestInfo) {
    const token = await sessions.open(db, { kind: 'console', siteId: site.id, siteUserId: userId }, request.ip);
    return { token, userInfo: await currentUser(site, userId, request) };
  }

  async function currentUser(site: SiteRef, userId: number, request: RequestInfo) {
    const user = await users.findSiteUserProfile(db, site.id, userId);
    // Deleted or banned since the token was issued: the token no longer stands for anyone.
    if (user?.status !== 1 || user.isAnonymous) throw notLoggedIn();
    return siteUserInfo(site, user, request, deps);
  }

  async function requireOpenRegistration(siteId: number) {
    if (!(await isRegistrationOpen(db, siteId))) throw forbidden('本站暂未开放注册');
  }

  return {
    currentUser,

    /** A sign-in another way has vouched for (a handoff from the centre). */
    async signInVouched(site: SiteRef, userId: number, request: RequestInfo) {
      await users.touchSiteUserLogin(db, site.id, userId);
      return signedIn(site, userId, request);
    },

    async login(site: SiteRef, account: string, password: string, request: RequestInfo) {
      const realm = `console:${site.id}`;
      await loginThrottle.check(realm, account, request.ip);
      const found = await users.findSiteUserForLogin(db, site.id, account);
      const usable = found && !found.isAnonymous && found.passwordHash;
      const ok = usable ? await verifySecret(found.passwordHash!, password) : await verifyAgainstNothing(password);
      if (!ok || !found) {
        await loginThrottle.fail(realm, account, request.ip);
        throw badRequest(WRONG_LOGIN);
      }
      await loginThrottle.succeed(realm, account, request.ip);
      // Only someone who knows the password learns that the account is banned.
      if (found.status !== 1) throw badRequest('该账号已被禁用，请联系站点管理员');
      if (found.accountStatus !== null && found.accountStatus !== 1) throw badRequest(ACCOUNT_DISABLED);
      await users.touchSiteUserLogin(db, site.id, found.id);
      return signedIn(site, found.id, request);
    },

    logout: (tokenHashHex: string) => sessions.revoke(tokenHashHex),

    async sendRegisterCode(site: SiteRef, mobile: string, request: RequestInfo) {
      await requireOpenRegistration(site.id);
      if (await users.findSiteUserHoldingMobile(db, site.id, mobile)) throw conflict(ALREADY_MEMBER);
      return smsCodes.send({ mobile, purpose: 'console_register', siteId: site.id, siteName: site.name, ip: request.ip, deliver: true });
    },

    async register(site: SiteRef, input: OperationBody<'consoleRegister'>, request: RequestInfo) {
      await requireOpenRegistration(site.id);
      if (await users.findSiteUserHoldingMobile(db, site.id, input.mobile)) throw conflict(ALREADY_MEMBER);
      await smsCodes.consume(input.mobile, 'console_register', site.id, input.code);
      const passwordHash = await hashSecret(input.password);
      let userId: number;
      try {
        userId = await db.transaction(async (tx) => {
          const userName = input.userName?.trim() || `用户${input.mobile.slice(-4)}`;
          const id = await users.insertSiteMember(tx, { siteId: site.id, mobile: input.mobile, passwordHash, userName });
          // A newcomer has no reputation yet: the rank for 0 points, with the member counts kept right.
          await settleUserRank(tx, site.id, id, 0);
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'site_users_mobile_key') || isUniqueViolation(error, 'site_users_account_key')) {
          throw conflict(ALREADY_MEMBER);
        }
        throw error;
      }
      await cache.del(cacheKeys.userRanks(site.id));
      return signedIn(site, userId, request);
    },

    async sendResetCode(site: SiteRef, mobile: string, request: RequestInfo) {
      const found = await users.findSiteUserByMobile(db, site.id, mobile);
      const deliver = Boolean(found && found.status === 1 && !found.isAnonymous);
      return smsCodes.send({ mobile, purpose: 'console_reset', siteId: site.id, siteName: site.name, ip: request.ip, deliver });
    },

    async verifyResetCode(site: SiteRef, mobile: string, code: string) {
      await smsCodes.consume(mobile, 'console_reset', site.id, code);
      const found = await users.findSiteUserByMobile(db, site.id, mobile);
      // A code for an unknown number was never delivered; answer as for a wrong code.
      if (found?.status !== 1 || found.isAnonymous) throw badRequest(WRONG_CODE);
      if (found.linked) throw badRequest(RESET_IN_CENTRE);
      const resetToken = newToken();
      await resets.insertResetTicket(db, { tokenHash: hashToken(resetToken), kind: 'console', siteId: site.id, siteUserId: found.id });
      return { resetToken, expiresInSeconds: resets.RESET_TICKET_TTL_SECONDS };
    },

    async resetPassword(site: SiteRef, resetToken: string, newPassword: string) {
      const passwordHash = await hashSecret(newPassword);
      await db.transaction(async (tx) => {
        const ticket = await resets.useResetTicket(tx, hashToken(resetToken), 'console');
        // A ticket only works on the site that issued it; elsewhere it is as unknown as a forged one.
        if (!ticket?.siteUserId || ticket.siteId !== site.id) throw badRequest('重置凭证无效或已过期，请重新获取验证码');
        if (!(await users.setSiteUserPassword(tx, site.id, ticket.siteUserId, passwordHash))) throw badRequest(RESET_IN_CENTRE);
        await sessions.revokeSiteUser(tx, site.id, ticket.siteUserId);
      });
    },
  };
}
