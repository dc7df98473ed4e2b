import { AccountStatus, type OperationBody } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import * as resets from '../../auth/password-reset-repository';
import type { SaasPrincipal } from '../../auth/principal';
import { hashSecret, hashToken, newToken, verifyAgainstNothing, verifySecret } from '../../auth/secrets';
import type { RequestInfo } from '../../context';
import { badRequest, conflict, isUniqueViolation } from '../../http/errors';
import * as accountsRepo from '../account/account-repository';
import type { ModuleDeps } from '../deps';

const WRONG_LOGIN = '账号或密码错误';
const ALREADY_REGISTERED = '该手机号已注册，请直接登录';

export type SaasAuthService = ReturnType<typeof createSaasAuthService>;

export function createSaasAuthService({ db, sessions, smsCodes, loginThrottle }: ModuleDeps) {
  return {
    async login(account: string, password: string, request: RequestInfo) {
      const found = await accountsRepo.findAccountByLogin(db, account);
      // Limits count per account (whichever name it was reached by); an unknown name is counted as typed.
      const key = found ? `#${found.id}` : account;
      const right = await loginThrottle.attempt({ realm: 'saas', key, ip: request.ip }, () =>
        found && found.status === AccountStatus.active ? verifySecret(found.passwordHash, password) : verifyAgainstNothing(password),
      );
      if (!right || !found) {
        await recordSecurityEvent(db, request, { realm: 'saas', action: 'signInFailed', actorAccountId: found?.id, actorName: account });
        throw badRequest(WRONG_LOGIN);
      }
      return db.transaction(async (tx) => {
        await accountsRepo.touchAccountLogin(tx, found.id);
        const token = await sessions.open(tx, { kind: 'saas', accountId: found.id }, request);
        await recordSecurityEvent(tx, request, {
          realm: 'saas',
          action: 'signIn',
          actorAccountId: found.id,
          actorName: account,
          detail: { via: 'password' },
        });
        return token;
      });
    },

    async logout(principal: SaasPrincipal, request: RequestInfo) {
      await sessions.revoke(principal.tokenHash);
      await recordSecurityEvent(db, request, { realm: 'saas', action: 'signOut', actorAccountId: principal.accountId });
    },

    /**
     * A registered number is answered exactly like a new one and sent a notice instead of a code, as Discourse does
     * with `hide_email_address_taken` (its "account exists" mail): the form tells nobody whether a number has an
     * account, only the number's owner learns it, and the same cooldown and caps apply before anything is decided.
     */
    async sendRegisterCode(mobile: string, request: RequestInfo) {
      const registered = await accountsRepo.findAccountIdByMobile(db, mobile);
      return smsCodes.send({ mobile, purpose: 'saas_register', siteId: null, ip: request.ip, deliver: registered ? 'registered' : 'code' });
    },

    async register(input: OperationBody<'register'>, request: RequestInfo) {
      // The code first: only the number's owner may learn that it is already registered.
      await smsCodes.consume(input.mobile, 'saas_register', null, input.code);
      if (await accountsRepo.findAccountIdByMobile(db, input.mobile)) throw conflict(ALREADY_REGISTERED);
      const passwordHash = await hashSecret(input.password);
      try {
        return await db.transaction(async (tx) => {
          const userName = input.userName?.trim() || `用户${input.mobile.slice(-4)}`;
          const accountId = await accountsRepo.insertAccount(tx, { mobile: input.mobile, passwordHash, userName });
          const token = await sessions.open(tx, { kind: 'saas', accountId }, request);
          await recordSecurityEvent(tx, request, {
            realm: 'saas',
            action: 'signIn',
            actorAccountId: accountId,
            actorName: input.mobile,
            detail: { via: 'register' },
          });
          return token;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'accounts_mobile_key')) throw conflict(ALREADY_REGISTERED);
        throw error;
      }
    },

    async sendResetCode(mobile: string, request: RequestInfo) {
      const found = await accountsRepo.findAccountIdByMobile(db, mobile);
      const deliver = found && found.status === AccountStatus.active ? 'code' : 'nothing';
      return smsCodes.send({ mobile, purpose: 'saas_reset', siteId: null, ip: request.ip, deliver });
    },

    async verifyResetCode(mobile: string, code: string) {
      await smsCodes.consume(mobile, 'saas_reset', null, code);
      const found = await accountsRepo.findAccountIdByMobile(db, mobile);
      // A code can only exist for an unknown number if it was never delivered; answer as for a wrong code.
      if (found?.status !== AccountStatus.active) throw badRequest('验证码错误或已过期，请重新获取');
      const resetToken = newToken();
      await resets.insertResetTicket(db, { tokenHash: hashToken(resetToken), kind: 'saas', accountId: found.id });
      return { resetToken, expiresInSeconds: resets.RESET_TICKET_TTL_SECONDS };
    },

    async resetPassword(resetToken: string, newPassword: string, request: RequestInfo) {
      const passwordHash = await hashSecret(newPassword);
      await db.transaction(async (tx) => {
        const ticket = await resets.useResetTicket(tx, hashToken(resetToken), 'saas');
        if (!ticket?.accountId) throw badRequest('重置凭证无效或已过期，请重新获取验证码');
        await accountsRepo.setAccountPassword(tx, ticket.accountId, passwordHash);
        await sessions.revokeAccount(tx, ticket.accountId);
        await recordSecurityEvent(tx, request, {
          realm: 'saas',
          action: 'passwordReset',
          actorAccountId: ticket.accountId,
          targetType: 'account',
          targetId: ticket.accountId,
        });
      });
    },
  };
}
