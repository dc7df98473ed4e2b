// Administrators of a site (站点管理员) and the personal setting of whoever is signed in to its console.
// Rules: `admin` is the owner's alone and is never granted; an administrator grants or takes away only roles they
// hold themself; the owner is never changed; nobody changes their own roles. Changes take effect on the next request:
// the affected user's cached principals are dropped once the change is committed.
import type { OperationBody, Schema } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import type { ConsolePrincipal, ConsoleRole } from '../../auth/principal';
import { hashSecret, verifySecret } from '../../auth/secrets';
import type { AuditChange, RequestInfo } from '../../context';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import * as repo from '../site/site-admin-repository';
import { setSiteUserPassword } from '../site/site-user-login-repository';

const NOT_FOUND = '成员不存在';
type Row = NonNullable<Awaited<ReturnType<typeof repo.findSiteUserForAdmin>>>;

function toAdmin(row: Row): Schema<'SiteAdmin'> {
  return {
    id: row.id,
    account: row.account,
    userName: row.userName,
    avatar: row.avatar,
    userType: row.userType === 1 ? 1 : 0,
    roles: (row.userType === 1 ? ['admin'] : row.roles) as ConsoleRole[],
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toProfile(row: Row): Schema<'ConsoleProfile'> {
  const { lastLoginAt: _l, createdAt: _c, ...rest } = toAdmin(row);
  return { ...rest, canChangePassword: row.saasAccountId === null };
}

const holds = (actor: ConsolePrincipal, role: string) => actor.roles.includes('admin') || actor.roles.includes(role as ConsoleRole);

export function createSiteAdminService({ db, sessions }: ModuleDeps) {
  /** Loads the target for a role change and checks the rules that do not depend on the new set. */
  async function target(tx: Parameters<typeof repo.lockSiteUserForAdmin>[0], actor: ConsolePrincipal, userId: number) {
    const row = await repo.lockSiteUserForAdmin(tx, actor.siteId, userId);
    if (!row || row.isAnonymous) throw notFound(NOT_FOUND);
    if (row.userType === 1) throw forbidden('站长拥有全部权限，不能修改或撤销');
    if (row.id === actor.siteUserId) throw forbidden('不能修改自己的权限');
    return row;
  }

  function checkDelta(actor: ConsolePrincipal, before: string[], after: string[]) {
    const changed = [...after.filter((r) => !before.includes(r)), ...before.filter((r) => !after.includes(r))];
    const foreign = changed.filter((r) => !holds(actor, r));
    if (foreign.length) throw forbidden('只能授予或收回自己拥有的权限');
  }

  async function change(
    actor: ConsolePrincipal,
    request: RequestInfo,
    userId: number,
    roles: string[],
    mode: 'grant' | 'update' | 'revoke',
    audit?: (change: AuditChange) => void,
  ) {
    let before: string[] = [];
    const saved = await db.transaction(async (tx) => {
      const row = await target(tx, actor, userId);
      if (mode === 'grant' && row.roles.length) throw conflict('该成员已是管理员，请修改其权限');
      if (mode !== 'grant' && !row.roles.length) throw notFound('该成员不是管理员');
      const after = [...new Set(roles)];
      checkDelta(actor, row.roles, after);
      before = row.roles;
      await repo.setSiteUserRoles(tx, actor.siteId, userId, after);
      await recordSecurityEvent(tx, request, {
        realm: 'console',
        action: 'rolesChanged',
        siteId: actor.siteId,
        actorSiteUserId: actor.siteUserId,
        targetType: 'siteUser',
        targetId: userId,
        detail: { userName: row.userName, before: row.roles, after, mode },
      });
      return { ...row, roles: after };
    });
    await sessions.refreshSiteUsers(actor.siteId, userId);
    audit?.({ before: { userName: saved.userName, roles: before }, after: { userName: saved.userName, roles: saved.roles } });
    return toAdmin(saved);
  }

  return {
    async list(siteId: number, keyword?: string): Promise<Schema<'SiteAdminPage'>> {
      const rows = await repo.listSiteAdmins(db, siteId, keyword);
      return { list: rows.map(toAdmin), total: rows.length };
    },
    grant: (actor: ConsolePrincipal, request: RequestInfo, body: OperationBody<'grantSiteAdmin'>, audit?: (c: AuditChange) => void) =>
      change(actor, request, body.userId, body.roles, 'grant', audit),
    update: (actor: ConsolePrincipal, request: RequestInfo, body: OperationBody<'updateSiteAdmin'>, audit?: (c: AuditChange) => void) =>
      change(actor, request, body.userId, body.roles, 'update', audit),
    revoke: (actor: ConsolePrincipal, request: RequestInfo, userId: number, audit?: (c: AuditChange) => void) =>
      change(actor, request, userId, [], 'revoke', audit),

    async profile(actor: ConsolePrincipal): Promise<Schema<'ConsoleProfile'>> {
      const row = await repo.findSiteUserForAdmin(db, actor.siteId, actor.siteUserId);
      if (!row) throw notFound('用户不存在');
      return toProfile(row);
    },

    async updateProfile(actor: ConsolePrincipal, body: OperationBody<'updateConsoleProfile'>) {
      const userName = body.userName.trim();
      if (!userName) throw badRequest('请输入昵称');
      await repo.setSiteUserProfile(db, actor.siteId, actor.siteUserId, {
        userName,
        ...(body.avatar !== undefined ? { avatarUrl: body.avatar } : {}),
      });
      return this.profile(actor);
    },

    async changePassword(actor: ConsolePrincipal, request: RequestInfo, body: OperationBody<'changeConsolePassword'>) {
      const row = await repo.findSiteUserForAdmin(db, actor.siteId, actor.siteUserId);
      if (!row) throw notFound('用户不存在');
      if (row.saasAccountId !== null) throw badRequest('站长的密码就是站点管理中心账号的密码，请在站点管理中心修改');
      if (!row.passwordHash || !(await verifySecret(row.passwordHash, body.oldPassword))) throw badRequest('原密码不正确');
      if (body.oldPassword === body.newPassword) throw badRequest('新密码不能与原密码相同');
      const hash = await hashSecret(body.newPassword);
      await db.transaction(async (tx) => {
        await setSiteUserPassword(tx, actor.siteId, actor.siteUserId, hash);
        await sessions.revokeSiteUser(tx, actor.siteId, actor.siteUserId, actor.tokenHash);
        await recordSecurityEvent(tx, request, {
          realm: 'console',
          action: 'passwordChanged',
          siteId: actor.siteId,
          actorSiteUserId: actor.siteUserId,
          targetType: 'siteUser',
          targetId: actor.siteUserId,
        });
      });
    },
  };
}
