import type { OperationBody } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import * as resets from '../../auth/password-reset-repository';
import type { ConsolePrincipal } from '../../auth/principal';
import { hashSecret, hashToken, newToken } from '../../auth/secrets';
import type { RequestInfo } from '../../context';
import { badRequest, notLoggedIn } from '../../http/errors';
import type { SiteRef } from '../../tenancy/site-resolver';
import type { ModuleDeps } from '../deps';
import * as users from '../site/site-user-login-repository';
import { createSiteSignIn } from './site-sign-in';
import { siteUserInfo } from './site-user-info';

const WRONG_CODE = '验证码错误或已过期，请重新获取';
// The owner (and a former owner) signs in with their SaaS account's password, which only the centre resets.
const RESET_IN_CENTRE = '该账号使用站点管理中心的密码，请在站点管理中心找回密码';

export type ConsoleAuthService = ReturnType<typeof createConsoleAuthService>;

export function createConsoleAuthService(deps: ModuleDeps) {
  const { db, sessions, smsCodes } = deps;
  const signIn = createSiteSignIn(deps);

  /** Opens the session and records the sign-in together; `via` tells a registration's first sign-in apart. */
  async function signedIn(
    site: SiteRef,
    userId: number,
    request: RequestInfo,
    actorName: string,
    via: 'password' | 'register' | 'handoff',
  ) {
    const token = await signIn.openSession('console', site, userId, request, actorName, via);
    return { token, userInfo: await currentUser(site, userId, request) };
  }

  async function currentUser(site: SiteRef, userId: number, request: RequestInfo) {
    const user = await users.findSiteUserProfile(db, site.id, userId);
    // Deleted or banned since the token was issued: the token no longer stands for anyone.
    if (user?.status !== 1 || user.isAnonymous) throw notLoggedIn();
    return siteUserInfo(site, user, request, deps);
  }

  return {
    currentUser,

    /** A sign-in another way has vouched for (a handoff from the centre). */
    async signInVouched(site: SiteRef, userId: number, request: RequestInfo) {
      await users.touchSiteUserLogin(db, site.id, userId);
      return signedIn(site, userId, request, '', 'handoff');
    },

    async login(site: SiteRef, account: string, password: string, request: RequestInfo) {
      const userId = await signIn.verifyPassword('console', site, account, password, request);
      return signedIn(site, userId, request, account, 'password');
    },

    async logout(principal: ConsolePrincipal, request: RequestInfo) {
      await signIn.signOut(principal, request);
    },

    sendRegisterCode: signIn.sendRegisterCode,

    async register(site: SiteRef, input: OperationBody<'consoleRegister'>, request: RequestInfo) {
      // The console's registration takes no login name: the mobile number is it.
      const userId = await signIn.register(site, { ...input, account: undefined });
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
