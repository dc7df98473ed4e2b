import type { OperationBody } from '../../../../sdk';
import * as resets from '../../auth/password-reset-repository';
import { hashSecret, hashToken, newToken, verifyAgainstNothing, verifySecret } from '../../auth/secrets';
import type { RequestInfo } from '../../context';
import { badRequest, conflict, isUniqueViolation } from '../../http/errors';
import * as accountsRepo from '../account/account-repository';
import type { ModuleDeps } from '../deps';

const WRONG_LOGIN = '账号或密码错误';

export type SaasAuthService = ReturnType<typeof createSaasAuthService>;

export function createSaasAuthService({ db, sessions, smsCodes, loginThrottle }: ModuleDeps) {
  return {
    async login(account: string, password: string, request: RequestInfo) {
      await loginThrottle.check('saas', account, request.ip);
      const found = await accountsRepo.findAccountByLogin(db, account);
      const ok = found && found.status === 1 ? await verifySecret(found.passwordHash, password) : await verifyAgainstNothing(password);
      if (!ok || !found) {
        await loginThrottle.fail('saas', account, request.ip);
        throw badRequest(WRONG_LOGIN);
      }
      await loginThrottle.succeed('saas', account, request.ip);
      await accountsRepo.touchAccountLogin(db, found.id);
      return sessions.open(db, { kind: 'saas', accountId: found.id }, request.ip);
    },

    async sendRegisterCode(mobile: string, request: RequestInfo) {
      if (await accountsRepo.findAccountIdByMobile(db, mobile)) throw conflict('该手机号已注册，请直接登录');
      return smsCodes.send({ mobile, purpose: 'saas_register', siteId: null, ip: request.ip, deliver: true });
    },

    async register(input: OperationBody<'register'>, request: RequestInfo) {
      if (await accountsRepo.findAccountIdByMobile(db, input.mobile)) throw conflict('该手机号已注册，请直接登录');
      await smsCodes.consume(input.mobile, 'saas_register', null, input.code);
      const passwordHash = await hashSecret(input.password);
      try {
        return await db.transaction(async (tx) => {
          const userName = input.userName?.trim() || `用户${input.mobile.slice(-4)}`;
          const accountId = await accountsRepo.insertAccount(tx, { mobile: input.mobile, passwordHash, userName });
          return sessions.open(tx, { kind: 'saas', accountId }, request.ip);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'accounts_mobile_key')) throw conflict('该手机号已注册，请直接登录');
        throw error;
      }
    },

    async sendResetCode(mobile: string, request: RequestInfo) {
      const found = await accountsRepo.findAccountIdByMobile(db, mobile);
      return smsCodes.send({ mobile, purpose: 'saas_reset', siteId: null, ip: request.ip, deliver: Boolean(found && found.status === 1) });
    },

    async verifyResetCode(mobile: string, code: string) {
      await smsCodes.consume(mobile, 'saas_reset', null, code);
      const found = await accountsRepo.findAccountIdByMobile(db, mobile);
      // A code can only exist for an unknown number if it was never delivered; answer as for a wrong code.
      if (found?.status !== 1) throw badRequest('验证码错误或已过期，请重新获取');
      const resetToken = newToken();
      await resets.insertResetTicket(db, { tokenHash: hashToken(resetToken), kind: 'saas', accountId: found.id });
      return { resetToken, expiresInSeconds: resets.RESET_TICKET_TTL_SECONDS };
    },

    async resetPassword(resetToken: string, newPassword: string) {
      const passwordHash = await hashSecret(newPassword);
      await db.transaction(async (tx) => {
        const ticket = await resets.useResetTicket(tx, hashToken(resetToken), 'saas');
        if (!ticket?.accountId) throw badRequest('重置凭证无效或已过期，请重新获取验证码');
        await accountsRepo.setAccountPassword(tx, ticket.accountId, passwordHash);
        await sessions.revokeAccount(tx, ticket.accountId);
      });
    },

    logout: (tokenHashHex: string) => sessions.revoke(tokenHashHex),
  };
}
