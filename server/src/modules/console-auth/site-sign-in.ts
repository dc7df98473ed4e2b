// Signing in to a site, registering on it and looking after its password: one set of rules for both doors of a site,
// the console and the member site (前台). Only the session kind and the audit realm differ; the throttle's realm is
// the site's, so a guesser gets no extra tries by switching doors. Both doors reset the same site user's password
// with the same SMS purpose and reset ticket.

import { AccountStatus, SiteUserStatus } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import * as resets from '../../auth/password-reset-repository';
import type { ConsolePrincipal, MemberPrincipal } from '../../auth/principal';
import { hashSecret, hashToken, newToken, verifyAgainstNothing, verifySecret } from '../../auth/secrets';
import { cacheKeys } from '../../cache/cache';
import type { RequestInfo } from '../../context';
import { badRequest, conflict, forbidden, isUniqueViolation, notLoggedIn } from '../../http/errors';
import type { SiteRef } from '../../tenancy/site-resolver';
import type { ModuleDeps } from '../deps';
import { banMessage, findActiveBan } from '../member/member-sanctions';
import * as users from '../site/site-user-login-repository';
import { isRegistrationOpen } from '../site-console/site-setting-repository';
import { settleUserRank } from '../user-rank/rank-membership';

export type SiteDoor = 'console' | 'member';

export const WRONG_LOGIN = '账号或密码错误';
export const USER_DISABLED = '该账号已被禁用，请联系站点管理员';
export const ACCOUNT_DISABLED = '该账号已在站点管理中心停用，请联系平台管理员';
const ALREADY_MEMBER = '该手机号已注册本站，请直接登录';
const ACCOUNT_TAKEN = '该登录名已被使用，请换一个';
const WRONG_CODE = '验证码错误或已过期，请重新获取';
// The owner (and a former owner) signs in with their SaaS account's password, which only the centre resets.
export const RESET_IN_CENTRE = '该账号使用站点管理中心的密码，请在站点管理中心找回密码';
const CHANGE_IN_CENTRE = '该账号使用站点管理中心的密码，请在站点管理中心修改密码';
const PASSWORD_REALM = 'site-password';

export interface SiteRegistration {
  mobile: string;
  code: string;
  password: string;
  userName?: string;
  /** The login name; the mobile number when not given. */
  account?: string;
}

export type SiteSignIn = ReturnType<typeof createSiteSignIn>;

export function createSiteSignIn(deps: ModuleDeps) {
  const { db, cache, sessions, smsCodes, loginThrottle } = deps;

  async function requireOpenRegistration(siteId: number) {
    if (!(await isRegistrationOpen(db, siteId))) throw forbidden('本站暂未开放注册');
  }

  return {
    /** The site user these credentials prove, or a 400 (recorded as signInFailed in the door's realm). */
    async verifyPassword(door: SiteDoor, site: SiteRef, account: string, password: string, request: RequestInfo): Promise<number> {
      const found = await users.findSiteUserForLogin(db, site.id, account);
      const usable = found && !found.isAnonymous && found.passwordHash;
      // Limits count per user (whichever name they were reached by); an unknown name is counted as typed.
      const guess = { realm: `console:${site.id}`, key: found ? `#${found.id}` : account, ip: request.ip };
      const right = await loginThrottle.attempt(guess, () =>
        usable ? verifySecret(found.passwordHash!, password) : verifyAgainstNothing(password),
      );
      const banned = right && found?.status !== SiteUserStatus.active;
      // An owner follows their SaaS account: disabled there, refused here too.
      const accountOff = right && !banned && found?.accountStatus != null && found.accountStatus !== AccountStatus.active;
      if (!right || !found || banned || accountOff) {
        await recordSecurityEvent(db, request, {
          realm: door,
          action: 'signInFailed',
          siteId: site.id,
          actorSiteUserId: found?.id,
          actorName: account,
          detail: banned ? { reason: 'disabled' } : accountOff ? { reason: 'accountDisabled' } : {},
        });
        // Only someone who knows the password learns that the account is banned.
        throw badRequest(banned ? USER_DISABLED : accountOff ? ACCOUNT_DISABLED : WRONG_LOGIN);
      }
      // A ban (member module) is told with its reason and end, again only to someone who knows the password.
      const ban = await findActiveBan(db, site.id, found.id);
      if (ban) {
        await recordSecurityEvent(db, request, {
          realm: door,
          action: 'signInFailed',
          siteId: site.id,
          actorSiteUserId: found.id,
          actorName: account,
          detail: { reason: 'banned', until: ban.endsAt.toISOString() },
        });
        throw badRequest(banMessage(ban));
      }
      await users.touchSiteUserLogin(db, site.id, found.id);
      return found.id;
    },

    /** Opens the door's session and records the sign-in together; `via` tells a registration's first sign-in apart. */
    async openSession(
      door: SiteDoor,
      site: SiteRef,
      userId: number,
      request: RequestInfo,
      actorName: string,
      via: 'password' | 'register' | 'handoff' | 'social' | 'sso',
    ): Promise<string> {
      // Every way in (password, registration, the owner's handoff) stops at a ban.
      const ban = await findActiveBan(db, site.id, userId);
      if (ban) throw badRequest(banMessage(ban));
      return db.transaction(async (tx) => {
        const opened = await sessions.open(tx, { kind: door, siteId: site.id, siteUserId: userId }, request);
        await recordSecurityEvent(tx, request, {
          realm: door,
          action: 'signIn',
          siteId: site.id,
          actorSiteUserId: userId,
          actorName,
          detail: { via },
        });
        return opened;
      });
    },

    async signOut(principal: ConsolePrincipal | MemberPrincipal, request: RequestInfo) {
      await sessions.revoke(principal.tokenHash);
      await recordSecurityEvent(db, request, {
        realm: principal.kind,
        action: 'signOut',
        siteId: principal.siteId,
        actorSiteUserId: principal.siteUserId,
      });
    },

    /** The code that starts a password reset; a number of no usable user here is answered alike but sent nothing. */
    async sendResetCode(site: SiteRef, mobile: string, request: RequestInfo) {
      const found = await users.findSiteUserByMobile(db, site.id, mobile);
      const deliver = found && found.status === SiteUserStatus.active && !found.isAnonymous ? 'code' : 'nothing';
      return smsCodes.send({ mobile, purpose: 'console_reset', siteId: site.id, ip: request.ip, deliver });
    },

    /** Trades a right code for a one-time reset ticket. */
    async verifyResetCode(site: SiteRef, mobile: string, code: string) {
      await smsCodes.consume(mobile, 'console_reset', site.id, code);
      const found = await users.findSiteUserByMobile(db, site.id, mobile);
      // A code for an unknown number was never delivered; answer as for a wrong code.
      if (found?.status !== SiteUserStatus.active || found.isAnonymous) throw badRequest(WRONG_CODE);
      if (found.linked) throw badRequest(RESET_IN_CENTRE);
      const resetToken = newToken();
      await resets.insertResetTicket(db, { tokenHash: hashToken(resetToken), kind: 'console', siteId: site.id, siteUserId: found.id });
      return { resetToken, expiresInSeconds: resets.RESET_TICKET_TTL_SECONDS };
    },

    /** Uses the ticket: the new password, every session of the user at both doors ended, one audit event. */
    async resetPassword(door: SiteDoor, site: SiteRef, resetToken: string, newPassword: string, request: RequestInfo) {
      const passwordHash = await hashSecret(newPassword);
      await db.transaction(async (tx) => {
        const ticket = await resets.useResetTicket(tx, hashToken(resetToken), 'console');
        // A ticket only works on the site that issued it; elsewhere it is as unknown as a forged one.
        if (!ticket?.siteUserId || ticket.siteId !== site.id) throw badRequest('重置凭证无效或已过期，请重新获取验证码');
        if (!(await users.setSiteUserPassword(tx, site.id, ticket.siteUserId, passwordHash))) throw badRequest(RESET_IN_CENTRE);
        await sessions.revokeSiteUser(tx, site.id, ticket.siteUserId);
        await recordSecurityEvent(tx, request, {
          realm: door,
          action: 'passwordReset',
          siteId: site.id,
          actorSiteUserId: ticket.siteUserId,
          targetType: 'siteUser',
          targetId: ticket.siteUserId,
        });
      });
    },

    /** A signed-in user's new password, proved by the old one (throttled); the user's other sessions end, this one stays. */
    async changePassword(
      principal: ConsolePrincipal | MemberPrincipal,
      input: { oldPassword: string; newPassword: string },
      request: RequestInfo,
    ) {
      const { siteId, siteUserId } = principal;
      const stored = await users.findSiteUserPassword(db, siteId, siteUserId);
      if (stored?.status !== SiteUserStatus.active || stored.isAnonymous) throw notLoggedIn();
      if (stored.linked) throw badRequest(CHANGE_IN_CENTRE);
      const right = await loginThrottle.attempt(
        { realm: PASSWORD_REALM, key: `${siteId}:${siteUserId}`, ip: request.ip },
        () => (stored.passwordHash ? verifySecret(stored.passwordHash, input.oldPassword) : verifyAgainstNothing(input.oldPassword)),
        (wait) => `原密码错误次数过多，请 ${wait}后再试`,
      );
      if (!right) throw badRequest('原密码错误');
      if (input.newPassword === input.oldPassword) throw badRequest('新密码不能与原密码相同');
      const passwordHash = await hashSecret(input.newPassword);
      await db.transaction(async (tx) => {
        if (!(await users.setSiteUserPassword(tx, siteId, siteUserId, passwordHash))) throw badRequest(CHANGE_IN_CENTRE);
        await sessions.revokeSiteUser(tx, siteId, siteUserId, principal.tokenHash);
        await recordSecurityEvent(tx, request, {
          realm: principal.kind,
          action: 'passwordChanged',
          siteId,
          actorSiteUserId: siteUserId,
          targetType: 'siteUser',
          targetId: siteUserId,
        });
      });
    },

    /** A number already of this site is answered like a new one and sent a notice instead (see saas-auth's sendRegisterCode). */
    async sendRegisterCode(site: SiteRef, mobile: string, request: RequestInfo) {
      await requireOpenRegistration(site.id);
      const member = await users.findSiteUserHoldingMobile(db, site.id, mobile);
      // One purpose for both doors: either way the code makes the same site user.
      return smsCodes.send({
        mobile,
        purpose: 'console_register',
        siteId: site.id,
        ip: request.ip,
        deliver: member ? 'registered' : 'code',
      });
    },

    /** Creates the site user (no roles, the rank for 0 points) once the code proves the number; answers its id. */
    async register(site: SiteRef, input: SiteRegistration): Promise<number> {
      await requireOpenRegistration(site.id);
      // The code first: only the number's owner may learn that it already belongs to a user here.
      await smsCodes.consume(input.mobile, 'console_register', site.id, input.code);
      if (await users.findSiteUserHoldingMobile(db, site.id, input.mobile)) throw conflict(ALREADY_MEMBER);
      const passwordHash = await hashSecret(input.password);
      let userId: number;
      try {
        userId = await db.transaction(async (tx) => {
          const userName = input.userName?.trim() || `用户${input.mobile.slice(-4)}`;
          const id = await users.insertSiteMember(tx, {
            siteId: site.id,
            mobile: input.mobile,
            account: input.account ?? input.mobile,
            passwordHash,
            userName,
          });
          // A newcomer has no reputation yet: the rank for 0 points, with the member counts kept right.
          await settleUserRank(tx, site.id, id, 0);
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'site_users_mobile_key')) throw conflict(ALREADY_MEMBER);
        if (isUniqueViolation(error, 'site_users_account_key')) throw conflict(input.account ? ACCOUNT_TAKEN : ALREADY_MEMBER);
        throw error;
      }
      await cache.del(cacheKeys.userRanks(site.id));
      return userId;
    },
  };
}
