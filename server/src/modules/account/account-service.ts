import type { Multipart } from '@fastify/multipart';
import type { Schema } from '../../../../sdk';
import { SaasMessageTypeValues } from '../../../../sdk/generated/enums';
import { recordSecurityEvent } from '../../audit/security-events';
import { hasRole, type SaasPrincipal } from '../../auth/principal';
import { hashSecret, verifySecret } from '../../auth/secrets';
import type { RequestInfo } from '../../context';
import { badRequest, forbidden, notLoggedIn } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { gatherBadges } from '../module';
import { removeAccountAvatarFile, storeAccountAvatar } from '../upload/account-avatar';
import * as repo from './account-repository';
import { effectiveSaasRoles } from './effective-roles';
import * as messages from './message-repository';

// Guessing the old password with a stolen token is throttled like sign-in, in a realm of its own.
const PASSWORD_REALM = 'saas-password';

export function toAccountInfo(row: repo.AccountInfoRow): Schema<'AccountInfo'> {
  return {
    id: row.id,
    accountMobile: row.mobile,
    userName: row.userName,
    avatarUrl: row.avatarUrl,
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

export function createAccountService(deps: ModuleDeps) {
  const { db, sessions, loginThrottle, modules } = deps;
  // The menu's badges, each counted by the module that owns what it counts (its manifest's saasBadges).
  const badges = gatherBadges(modules, 'saasBadges', SaasMessageTypeValues);
  /** Sets the avatar, then removes the file of the one it replaces: an account keeps one avatar file at most. */
  async function replaceAvatar(accountId: number, url: string) {
    const swapped = await repo.swapAccountAvatar(db, accountId, url);
    if (!swapped) throw notLoggedIn();
    if (swapped.previous && swapped.previous !== url) await removeAccountAvatarFile(deps, accountId, swapped.previous);
    return toAccountInfo(swapped.row);
  }

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

    /** Only ever the token's own account: the id comes from the principal, never from the request. */
    async uploadAvatar(principal: SaasPrincipal, parts: AsyncIterable<Multipart>) {
      const url = await storeAccountAvatar(deps, principal.accountId, parts);
      return replaceAvatar(principal.accountId, url);
    },

    async removeAvatar(principal: SaasPrincipal) {
      return replaceAvatar(principal.accountId, '');
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

    async preference(principal: SaasPrincipal): Promise<Schema<'AccountNotificationPreference'>> {
      return { hiddenBadges: await repo.hiddenBadges(db, principal.accountId) };
    },

    async setPreference(principal: SaasPrincipal, input: Schema<'AccountNotificationPreference'>) {
      const hidden = SaasMessageTypeValues.filter((type) => input.hiddenBadges.includes(type));
      await repo.setHiddenBadges(db, principal.accountId, hidden);
      return { hiddenBadges: hidden };
    },

    async messageCounts(principal: SaasPrincipal): Promise<Schema<'SaasMessageCount'>[]> {
      // 个人设置 › 通知偏好: a badge the account switched off is neither counted nor sent.
      const hidden = new Set(await repo.hiddenBadges(db, principal.accountId));
      const visible = SaasMessageTypeValues.filter((type) => !hidden.has(type) && hasRole(principal, ...badges[type].roles));
      if (!visible.length) return [];
      const seen = await messages.seenTimes(db, principal.accountId);
      const counts: Schema<'SaasMessageCount'>[] = [];
      for (const type of visible) counts.push({ type, count: await badges[type].count(db, messages.sinceOrRecent(seen.get(type))) });
      return counts;
    },

    async readMessages(principal: SaasPrincipal, type: messages.SaasMessageType) {
      if (!hasRole(principal, ...badges[type].roles)) throw forbidden('没有权限查看该类消息');
      await messages.markSeen(db, principal.accountId, type);
    },
  };
}
