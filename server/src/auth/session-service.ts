import type { Schema } from '../../../sdk';
import type { Cache } from '../cache/cache';
import { cacheKeys } from '../cache/cache';
import type { Database, Executor } from '../db/database';
import type { ConsolePrincipal, ConsoleRole, MemberPrincipal, Principal, SaasPrincipal, SaasRole } from './principal';
import { hashToken, newToken } from './secrets';
import * as repo from './session-repository';

/** A session id that is not one of the caller's own live sessions: the same answer as one that never was. */
export const SESSION_NOT_FOUND = '该登录不存在或已退出';

/** Spec §9: login lifetime 30 days, for both consoles; the member site keeps the same. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
// Principals are cached briefly; every change to roles, status or password drops the affected entries at once.
const PRINCIPAL_CACHE_SECONDS = 60;
// How long a dropped entry stays marked: far longer than a read takes between loading a principal and caching it.
const DROP_MARK_SECONDS = 2 * PRINCIPAL_CACHE_SECONDS;

const same = (a: Principal | null, b: Principal | null) => JSON.stringify(a) === JSON.stringify(b);

export type SessionService = ReturnType<typeof createSessionService>;

/** Whose sessions 个人设置 lists: an account's SaaS sessions, or a site user's console and member sessions there. */
function ownerOf(principal: SaasPrincipal | ConsolePrincipal): repo.SessionOwner {
  return principal.kind === 'saas'
    ? { kind: 'saas', accountId: principal.accountId }
    : { kind: 'site', siteId: principal.siteId, siteUserId: principal.siteUserId };
}

export function createSessionService(db: Database, cache: Cache) {
  const cacheKey = (hash: Buffer) => cacheKeys.session(hash.toString('hex'));
  const dropMark = (hash: Buffer) => `${cacheKey(hash)}:dropped`;
  /**
   * Drops cached principals, marking each first. A read that loaded a principal before the change may write it back
   * after the delete; it looks for the mark after writing, and when there is one reads the session again.
   */
  const forget = async (hashes: Buffer[]) => {
    if (!hashes.length) return;
    await Promise.all(hashes.map((hash) => cache.set(dropMark(hash), 1, DROP_MARK_SECONDS)));
    await cache.del(...hashes.map(cacheKey));
  };

  /** `kind`, when known, skips the other kind's lookup; `lock` waits for a revocation still in its transaction. */
  async function load(hash: Buffer, lock = false, kind?: Principal['kind']): Promise<Principal | null> {
    const hex = hash.toString('hex');
    const saas = kind && kind !== 'saas' ? undefined : await repo.findLiveSaasSession(db, hash, lock);
    if (saas) {
      const isMain = saas.isMainManager === 1;
      return {
        kind: 'saas',
        tokenHash: hex,
        accountId: saas.accountId,
        roles: isMain ? ['admin'] : (saas.permissions as SaasRole[]),
        isMainManager: isMain,
        expiresAt: saas.expiresAt.getTime(),
      } satisfies SaasPrincipal;
    }
    const site = kind && kind !== 'console' ? undefined : await repo.findLiveConsoleSession(db, hash, lock);
    if (site) {
      const owner = site.userType === 1;
      return {
        kind: 'console',
        tokenHash: hex,
        siteId: site.siteId,
        siteUserId: site.siteUserId,
        roles: owner ? ['admin'] : (site.roles as ConsoleRole[]),
        userType: owner ? 1 : 0,
        expiresAt: site.expiresAt.getTime(),
      } satisfies ConsolePrincipal;
    }
    const member = kind && kind !== 'member' ? undefined : await repo.findLiveMemberSession(db, hash, lock);
    if (member) {
      return {
        kind: 'member',
        tokenHash: hex,
        siteId: member.siteId,
        siteUserId: member.siteUserId,
        roles: [],
        expiresAt: member.expiresAt.getTime(),
      } satisfies MemberPrincipal;
    }
    return null;
  }

  return {
    async open(
      db: Executor,
      subject: { kind: 'saas'; accountId: number } | { kind: 'console' | 'member'; siteId: number; siteUserId: number },
      /** Where from: the request (its address and user agent, listed in 个人设置), or an address alone. */
      from: string | { ip: string; userAgent: string },
    ): Promise<string> {
      const token = newToken();
      const { ip, userAgent } = typeof from === 'string' ? { ip: from, userAgent: '' } : from;
      await repo.insertSession(db, {
        tokenHash: hashToken(token),
        kind: subject.kind,
        accountId: subject.kind === 'saas' ? subject.accountId : null,
        siteId: subject.kind === 'saas' ? null : subject.siteId,
        siteUserId: subject.kind === 'saas' ? null : subject.siteUserId,
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
        ip,
        userAgent: userAgent.slice(0, 256),
      });
      return token;
    },

    async resolve(token: string): Promise<Principal | null> {
      const hash = hashToken(token);
      const key = cacheKey(hash);
      const cached = await cache.get<Principal | { none: true }>(key);
      if (cached && !('none' in cached)) return cached.expiresAt > Date.now() ? cached : null;
      if (cached) return null;
      const principal = await load(hash);
      if (!principal) return null;
      const ttl = Math.min(PRINCIPAL_CACHE_SECONDS, Math.floor((principal.expiresAt - Date.now()) / 1000));
      if (ttl <= 0) return principal;
      await cache.set(key, principal, ttl);
      // No mark: any drop of this entry is still to come, after our write, and removes it. A mark: a revocation (or a
      // change of roles) may have deleted the entry before our write, so read again, waiting for a revocation still in
      // its transaction, and take the entry back if it no longer holds.
      if (!(await cache.get(dropMark(hash)))) return principal;
      const now = await load(hash, true, principal.kind);
      if (same(principal, now)) return principal;
      await cache.del(key);
      return now;
    },

    async revoke(tokenHashHex: string) {
      const hash = Buffer.from(tokenHashHex, 'hex');
      await repo.deleteSession(db, hash);
      await forget([hash]);
    },

    /** Ends every session of an account (but the current one when `keepHex` is given): password change, reset, disabling. */
    async revokeAccount(db: Executor, accountId: number, keepHex?: string) {
      await forget(await repo.deleteAccountSessions(db, accountId, keepHex ? Buffer.from(keepHex, 'hex') : undefined));
    },

    async revokeSiteUser(db: Executor, siteId: number, siteUserId: number, keepHex?: string) {
      await forget(await repo.deleteSiteUserSessions(db, siteId, siteUserId, keepHex ? Buffer.from(keepHex, 'hex') : undefined));
    },

    /** Roles or status changed: cached principals of these accounts must be re-read. */
    async refreshAccounts(accountIds: number[]) {
      await forget(await repo.accountSessionHashes(db, accountIds));
    },

    async refreshSiteUsers(siteId: number, siteUserId?: number) {
      await forget(await repo.siteUserSessionHashes(db, siteId, siteUserId));
    },

    /** 个人设置: the live sessions of the principal's own person (never their tokens), the current one marked. */
    async listOwn(principal: SaasPrincipal | ConsolePrincipal) {
      const rows = await repo.listOwnSessions(db, ownerOf(principal));
      return rows.map(
        (r): Schema<'SignedInSession'> => ({
          id: r.id,
          kind: r.kind as Schema<'SessionKind'>,
          userAgent: r.userAgent,
          ip: r.ip,
          createdAt: r.createdAt.toISOString(),
          expiresAt: r.expiresAt.toISOString(),
          current: r.tokenHash.toString('hex') === principal.tokenHash,
        }),
      );
    },

    /** Ends one of the principal's own sessions by its id; false when it is not theirs (or not live). */
    async revokeOwn(principal: SaasPrincipal | ConsolePrincipal, id: number): Promise<boolean> {
      const hashes = await repo.deleteOwnSessions(db, ownerOf(principal), { only: id });
      await forget(hashes);
      return hashes.length > 0;
    },

    /** Ends every other session of the principal's own person; answers how many ended. */
    async revokeOwnOthers(principal: SaasPrincipal | ConsolePrincipal): Promise<number> {
      const hashes = await repo.deleteOwnSessions(db, ownerOf(principal), { keep: Buffer.from(principal.tokenHash, 'hex') });
      await forget(hashes);
      return hashes.length;
    },

    /** Sessions another module has deleted (a site with its users): their cached principals go too. */
    forget,
  };
}
