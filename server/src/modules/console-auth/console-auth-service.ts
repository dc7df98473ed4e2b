import type { OperationBody } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import * as resets from '../../auth/password-reset-repository';
import type { ConsolePrincipal } from '../../auth/principal';
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

  /** Opens the session and records the sign-in together; `via` tells a registration's first sign-in apart. */
  async function signedIn(
    site: SiteRef,
    userId: number,
    request: RequestInfo,
    actorName: string,
    via: 'password' | 'register' | 'handoff',
  ) {
    const token = await db.transaction(async (tx) => {
      const opened = await sessions.open(tx, { kind: 'console', siteId: site.id, siteUserId: userId }, request.ip);
      await recordSecurityEvent(tx, request, {
        realm: 'console',
        action: 'signIn',
        siteId: site.id,
        actorSiteUserId: userId,
        actorName,
        detail: { via },
      });
      return opened;
    });
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
      return signedIn(site, userId, request, '', 'handoff');
    },

    async login(site: SiteRef, account: string, password: string, request: RequestInfo) {
      const found = await users.findSiteUserForLogin(db, site.id, account);
      const usable = found && !found.isAnonymous && found.passwordHash;
      // Limits count per user (whichever name they were reached by); an unknown name is counted as typed.
      const guess = { realm: `console:${site.id}`, key: found ? `#${found.id}` : account, ip: request.ip };
      const right = await loginThrottle.attempt(guess, () =>
        usable ? verifySecret(found.passwordHash!, password) : verifyAgainstNothing(password),
      );
      const banned = right && found?.status !== 1;
      // An owner follows their SaaS account: disabled there, refused here too.
      const accountOff = right && !banned && found?.accountStatus != null && found.accountStatus !== 1;
      if (!right || !found || banned || accountOff) {
        await recordSecurityEvent(db, request, {
          realm: 'console',
          action: 'signInFailed',
          siteId: site.id,
          actorSiteUserId: found?.id,
          actorName: account,
          detail: banned ? { reason: 'disabled' } : accountOff ? { reason: 'accountDisabled' } : {},
        });
        // Only someone who knows the password learns that the account is banned.
        throw badRequest(banned ? '该账号已被禁用，请联系站点管理员' : accountOff ? ACCOUNT_DISABLED : WRONG_LOGIN);
      }
      await users.touchSiteUserLogin(db, site.id, found.id);
      return signedIn(site, found.id, request, account, 'password');
    },

    async logout(principal: ConsolePrincipal, request: RequestInfo) {
      await sessions.revoke(principal.tokenHash);
      await recordSecurityEvent(db, request, {
        realm: 'console',
        action: 'signOut',
        siteId: principal.siteId,
        actorSiteUserId: principal.siteUserId,
      });
    },

    /** A number already of this site is answered like a new one and sent a notice instead (see saas-auth's sendRegisterCode). */
    async sendRegisterCode(site: SiteRef, mobile: string, request: RequestInfo) {
      await requireOpenRegistration(site.id);
      const member = await users.findSiteUserHoldingMobile(db, site.id, mobile);
      return smsCodes.send({
        mobile,
        purpose: 'console_register',
        siteId: site.id,
        ip: request.ip,
        deliver: member ? 'registered' : 'code',
      });
    },

    async register(site: SiteRef, input: OperationBody<'consoleRegister'>, request: RequestInfo) {
      await requireOpenRegistration(site.id);
      // The code first: only the number's owner may learn that it already belongs to a user here.
      await smsCodes.consume(input.mobile, 'console_register', site.id, input.code);
      if (await users.findSiteUserHoldingMobile(db, site.id, input.mobile)) throw conflict(ALREADY_MEMBER);
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
      return signedIn(site, userId, request, input.mobile, 'register');
    },

    async sendResetCode(site: SiteRef, mobile: string, request: RequestInfo) {
      const found = await users.findSiteUserByMobile(db, site.id, mobile);
      const deliver = found && found.status === 1 && !found.isAnonymous ? 'code' : 'nothing';
      return smsCodes.send({ mobile, purpose: 'console_reset', siteId: site.id, ip: request.ip, deliver });
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

    async resetPassword(site: SiteRef, resetToken: string, newPassword: string, request: RequestInfo) {
      const passwordHash = await hashSecret(newPassword);
      await db.transaction(async (tx) => {
        const ticket = await resets.useResetTicket(tx, hashToken(resetToken), 'console');
        // A ticket only works on the site that issued it; elsewhere it is as unknown as a forged one.
        if (!ticket?.siteUserId || ticket.siteId !== site.id) throw badRequest('重置凭证无效或已过期，请重新获取验证码');
        if (!(await users.setSiteUserPassword(tx, site.id, ticket.siteUserId, passwordHash))) throw badRequest(RESET_IN_CENTRE);
        await sessions.revokeSiteUser(tx, site.id, ticket.siteUserId);
        await recordSecurityEvent(tx, request, {
          realm: 'console',
          action: 'passwordReset',
          siteId: site.id,
          actorSiteUserId: ticket.siteUserId,
          targetType: 'siteUser',
          targetId: ticket.siteUserId,
        });
      });
    },
  };
}
