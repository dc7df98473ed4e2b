import { type OperationBody, SiteUserStatus } from '../../../../sdk';
import type { ConsolePrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import { notLoggedIn } from '../../http/errors';
import type { SiteRef } from '../../tenancy/site-resolver';
import type { ModuleDeps } from '../deps';
import * as users from '../site/site-user-login-repository';
import { createSiteSignIn } from './site-sign-in';
import { siteUserInfo } from './site-user-info';

export type ConsoleAuthService = ReturnType<typeof createConsoleAuthService>;

export function createConsoleAuthService(deps: ModuleDeps) {
  const { db } = deps;
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
    if (user?.status !== SiteUserStatus.active || user.isAnonymous) throw notLoggedIn();
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

    sendResetCode: signIn.sendResetCode,
    verifyResetCode: signIn.verifyResetCode,
    resetPassword: (site: SiteRef, resetToken: string, newPassword: string, request: RequestInfo) =>
      signIn.resetPassword('console', site, resetToken, newPassword, request),
  };
}
