import { operationIndex, type Schema } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import { hasRole, type SaasPrincipal, type SaasRole } from '../../auth/principal';
import { hashSecret, verifySecret } from '../../auth/secrets';
import type { RequestInfo } from '../../context';
import { badRequest, forbidden, notLoggedIn } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import * as repo from './account-repository';
import { effectiveSaasRoles } from './effective-roles';
import * as messages from './message-repository';

/**
 * Who may see each sidebar counter: the roles of the operation behind its page. The site list opens to every holder,
 * but only managers with Site see every new site (the list's own per-object rule).
 */
const messageRoles: Record<messages.SaasMessageType, readonly SaasRole[]> = {
  account: operationIndex.getAccountList.roles,
  siteUser: operationIndex.getUserList.roles,
  order: operationIndex.getManagedOrderList.roles,
  site: ['Site'],
};
const MESSAGE_TYPES = Object.keys(messageRoles) as messages.SaasMessageType[];

// Guessing the old password with a stolen token is throttled like sign-in, in a realm of its own.
const PASSWORD_REALM = 'saas-password';

export function toAccountInfo(row: repo.AccountInfoRow): Schema<'AccountInfo'> {
  return {
    id: row.id,
    accountMobile: row.mobile,
    userName: row.userName,
    accountEmail: row.email ?? '',
    gender: row.gender as Schema<'AccountInfo'>['gender'],
    position: row.position,
    company: row.company,
    areaAddress: row.areaAddress,
    areaCode: row.areaCode,
    permissionList: effectiveSaasRoles(row),
    userType: row.userType === 1 ? 1 : 0,
    isMainManager: row.isMainManager === 1 ? 1 : 0,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAccountService({ db, sessions, loginThrottle }: ModuleDeps) {
  return {
    async info(principal: SaasPrincipal) {
      const row = await repo.findAccountInfo(db, principal.accountId);
      if (!row) throw notLoggedIn();
      return toAccountInfo(row);
    },

    async updateProfile(principal: SaasPrincipal, input: Schema<'ProfileInput'>) {
      const userName = input.userName.trim();
      if (!userName) throw badRequest('请输入姓名');
      const row = await repo.updateProfile(db, principal.accountId, {
        userName,
        gender: input.gender,
        areaCode: input.areaCode,
        areaAddress: input.areaAddress.trim(),
        company: input.company.trim(),
        position: input.position.trim(),
      });
      if (!row) throw notLoggedIn();
      return toAccountInfo(row);
    },

    async changePassword(principal: SaasPrincipal, input: Schema<'ChangePasswordInput'>, request: RequestInfo) {
      const stored = await repo.findPasswordHash(db, principal.accountId);
      if (!stored) throw notLoggedIn();
      const right = await loginThrottle.attempt(
        { realm: PASSWORD_REALM, key: String(principal.accountId), ip: request.ip },
        () => verifySecret(stored, input.oldPassword),
        (wait) => `原密码错误次数过多，请 ${wait}后再试`,
      );
      if (!right) throw badRequest('原密码错误');
      if (input.newPassword === input.oldPassword) throw badRequest('新密码不能与原密码相同');
      const passwordHash = await hashSecret(input.newPassword);
      await db.transaction(async (tx) => {
        await repo.setAccountPassword(tx, principal.accountId, passwordHash);
        await sessions.revokeAccount(tx, principal.accountId, principal.tokenHash);
        await recordSecurityEvent(tx, request, {
          realm: 'saas',
          action: 'passwordChanged',
          actorAccountId: principal.accountId,
          targetType: 'account',
          targetId: principal.accountId,
        });
      });
    },

    async messageCounts(principal: SaasPrincipal): Promise<Schema<'SaasMessageCount'>[]> {
      const visible = MESSAGE_TYPES.filter((type) => hasRole(principal, ...messageRoles[type]));
      if (!visible.length) return [];
      const seen = await messages.seenTimes(db, principal.accountId);
      const counts: Schema<'SaasMessageCount'>[] = [];
      for (const type of visible) counts.push({ type, count: await messages.countSince(db, type, seen.get(type)) });
      return counts;
    },

    async readMessages(principal: SaasPrincipal, type: messages.SaasMessageType) {
      if (!hasRole(principal, ...messageRoles[type])) throw forbidden('没有权限查看该类消息');
      await messages.markSeen(db, principal.accountId, type);
    },
  };
}
