import { AccountStatus, SaasRoleLabels, type Schema } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import type { SaasPrincipal, SaasRole } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';
import { conflict, forbidden, notFound } from '../../http/errors';
import { effectiveSaasRoles } from '../account/effective-roles';
import * as repo from '../account/manager-role-repository';
import type { ModuleDeps } from '../deps';
import { ASSIGNABLE_ROLES, permissionCatalogue } from './permission-catalogue';

const MANAGER_NOT_FOUND = '管理员不存在';
const MANAGES_MANAGERS: SaasRole = 'AccountManager';

/**
 * A manager hands on only what it holds itself, and never the right to manage managers: that, and any change to a
 * manager who holds it, is the main manager's alone. Taking roles away is not granting and stays open.
 */
function checkGrant(principal: SaasPrincipal, permissions: string[], current: string[] = []) {
  if (principal.isMainManager) return;
  if (current.includes(MANAGES_MANAGERS)) throw forbidden(`只有主管理员可以修改或删除拥有“${SaasRoleLabels.AccountManager}”权限的管理员`);
  const added = permissions.filter((role) => !current.includes(role));
  if (added.includes(MANAGES_MANAGERS)) throw forbidden(`只有主管理员可以授予“${SaasRoleLabels.AccountManager}”权限`);
  const notHeld = added.filter((role) => !principal.roles.includes(role as SaasRole));
  if (notHeld.length) {
    throw forbidden(`只能授予自己拥有的权限，您没有：${notHeld.map((role) => SaasRoleLabels[role as SaasRole] ?? role).join('、')}`);
  }
}

function toManager(row: repo.ManagerRow): Schema<'Manager'> {
  return {
    id: row.id,
    accountMobile: row.mobile,
    userName: row.userName,
    permissionList: effectiveSaasRoles(row),
    isMainManager: row.isMainManager === 1 ? 1 : 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Platform managers (spec §6: admin settings admin/AccountManager). Managers are registered accounts promoted by
 * mobile; the main manager holds `admin`, cannot be edited or removed, and can only hand the role on.
 */
export function createManagerService({ db, sessions }: ModuleDeps) {
  const editable = async (tx: Executor, principal: SaasPrincipal, id: number, action: '修改' | '删除') => {
    const target = await repo.findAccount(tx, { id }, true);
    if (target?.userType !== 1) throw notFound(MANAGER_NOT_FOUND);
    if (target.isMainManager === 1) throw conflict(action === '修改' ? '主管理员的权限不能修改' : '主管理员不能删除');
    if (target.id === principal.accountId) throw conflict(action === '修改' ? '不能修改自己的权限' : '不能删除自己');
    return target;
  };

  const rolesChanged = (tx: Executor, principal: SaasPrincipal, request: RequestInfo, id: number, before: string[], after: string[]) =>
    recordSecurityEvent(tx, request, {
      realm: 'saas',
      action: 'rolesChanged',
      actorAccountId: principal.accountId,
      targetType: 'account',
      targetId: id,
      detail: { before, after },
    });

  return {
    permissions() {
      return permissionCatalogue;
    },

    async list() {
      return (await repo.listManagers(db)).map(toManager);
    },

    async create(principal: SaasPrincipal, input: Schema<'ManagerCreateInput'>, request: RequestInfo) {
      checkGrant(principal, input.permissionList);
      const row = await db.transaction(async (tx) => {
        const account = await repo.findAccount(tx, { mobile: input.accountMobile }, true);
        if (!account) throw notFound('该手机号尚未注册');
        if (account.userType === 1) throw conflict('该账号已是管理员');
        if (account.status !== AccountStatus.active) throw conflict('该账号已停用，不能设为管理员');
        const row = await repo.setManagerRole(tx, account.id, 1, input.permissionList);
        if (!row) throw conflict('该账号已是管理员');
        await rolesChanged(tx, principal, request, row.id, account.permissions, row.permissions);
        return row;
      });
      await sessions.refreshAccounts([row.id]);
      return toManager(row);
    },

    async update(principal: SaasPrincipal, input: Schema<'ManagerUpdateInput'>, request: RequestInfo) {
      const row = await db.transaction(async (tx) => {
        const target = await editable(tx, principal, input.id, '修改');
        checkGrant(principal, input.permissionList, target.permissions);
        const row = await repo.setPermissions(tx, input.id, input.permissionList);
        if (!row) throw notFound(MANAGER_NOT_FOUND);
        await rolesChanged(tx, principal, request, row.id, target.permissions, row.permissions);
        return row;
      });
      await sessions.refreshAccounts([row.id]);
      return toManager(row);
    },

    /** The account stays, as a customer; its sessions carry on with a customer's roles from the next request. */
    async remove(principal: SaasPrincipal, id: number, request: RequestInfo) {
      await db.transaction(async (tx) => {
        const target = await editable(tx, principal, id, '删除');
        checkGrant(principal, [], target.permissions);
        if (!(await repo.setManagerRole(tx, id, 0, []))) throw notFound(MANAGER_NOT_FOUND);
        await rolesChanged(tx, principal, request, id, target.permissions, []);
      });
      await sessions.refreshAccounts([id]);
    },

    async transferMain(principal: SaasPrincipal, targetId: number, request: RequestInfo) {
      if (targetId === principal.accountId) throw conflict('不能转让给自己');
      await db.transaction(async (tx) => {
        const target = await repo.findAccount(tx, { id: targetId }, true);
        if (!target) throw notFound(MANAGER_NOT_FOUND);
        if (target.userType !== 1) throw conflict('只能转让给管理员，请先把该账号设为管理员');
        if (target.status !== AccountStatus.active) throw conflict('该管理员账号已停用');
        // Step down first: the unique partial index allows one main manager at any moment. Only the main manager holds
        // admin, which the contract requires; stepping down in the transaction also refuses a caller demoted meanwhile.
        if (!(await repo.stepDownAsMain(tx, principal.accountId, ASSIGNABLE_ROLES))) throw forbidden('只有主管理员可以转让主管理员身份');
        await repo.becomeMain(tx, targetId);
        await recordSecurityEvent(tx, request, {
          realm: 'saas',
          action: 'mainManagerTransferred',
          actorAccountId: principal.accountId,
          targetType: 'account',
          targetId,
        });
      });
      await sessions.refreshAccounts([principal.accountId, targetId]);
    },
  };
}
