import { AccountStatus, type OperationQuery, type Schema } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import type { SaasPrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import { paging } from '../../db/paged-list';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import * as accountsRepo from '../account/account-repository';
import type { ModuleDeps } from '../deps';
import * as repo from './managed-account-repository';

const EMAIL_TAKEN = '该邮箱已被其他账号使用';

function toSummary(row: repo.AccountSummaryRow): Schema<'AccountSummary'> {
  return {
    id: row.id,
    accountMobile: row.mobile,
    userName: row.userName,
    accountEmail: row.email ?? '',
    userType: row.userType === 1 ? 1 : 0,
    isMainManager: row.isMainManager === 1 ? 1 : 0,
    status: row.status === AccountStatus.disabled ? AccountStatus.disabled : AccountStatus.active,
    siteCount: Number(row.siteCount),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

/** Every SaaS account, for managers with Account (spec §6: SaaS user management admin/Account). */
export function createManagedAccountService({ db, sessions }: ModuleDeps) {
  return {
    async list(query: OperationQuery<'getAccountList'>): Promise<Schema<'AccountPage'>> {
      const { list: rows, total } = await repo.listAccounts(db, { ...query, ...paging(query) });
      return { total, list: rows.map(toSummary) };
    },

    /** Disabling ends every session of the account at once, cached ones included, in every site console too. */
    async update(principal: SaasPrincipal, input: Schema<'ManagedAccountInput'>, request: RequestInfo) {
      const userName = input.userName?.trim();
      if (input.userName !== undefined && !userName) throw badRequest('请输入姓名');
      const email = input.accountEmail === undefined ? undefined : input.accountEmail.trim() || null;
      let description = '账号已修改';
      try {
        await db.transaction(async (tx) => {
          const target = await accountsRepo.findAccountState(tx, input.id);
          if (!target) throw notFound('账号不存在');
          if (input.status === AccountStatus.disabled && target.isMainManager === 1) throw conflict('不能停用主管理员');
          if (input.status === AccountStatus.disabled && target.id === principal.accountId) throw conflict('不能停用自己的账号');
          await accountsRepo.updateAccount(tx, input.id, { status: input.status, userName, email });
          if (input.status !== undefined && input.status !== target.status) {
            description = input.status === AccountStatus.disabled ? '账号已停用' : '账号已启用';
            if (input.status === AccountStatus.disabled) await sessions.revokeAccount(tx, input.id);
            await recordSecurityEvent(tx, request, {
              realm: 'saas',
              action: input.status === AccountStatus.disabled ? 'accountDisabled' : 'accountEnabled',
              actorAccountId: principal.accountId,
              targetType: 'account',
              targetId: input.id,
            });
          }
        });
      } catch (error) {
        if (isUniqueViolation(error, 'accounts_email_key')) throw conflict(EMAIL_TAKEN);
        throw error;
      }
      const row = await repo.findAccountSummary(db, input.id);
      return { data: toSummary(row!), description };
    },
  };
}
