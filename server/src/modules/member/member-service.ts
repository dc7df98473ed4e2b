import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { OperationBody, OperationQuery, Schema } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import { hashSecret } from '../../auth/secrets';
import { cacheKeys } from '../../cache/cache';
import type { RequestInfo } from '../../context';
import type { Executor } from '../../db/database';
import { paging } from '../../db/paged-list';
import { AppError, badRequest, conflict } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { pointCategories, userPoints } from '../point/point.tables';
import { applyPointChange } from '../point/point-ledger';
import { keepMemberPosts, removeMemberPosts } from '../post/member-content';
import { keepMemberQuestions, removeMemberQuestions } from '../question/member-content';
import { setSiteUserPassword } from '../site/site-user-login-repository';
import { deleteSiteUser, findAnonymousUser, listSiteUsers } from '../site/site-user-repository';
import { leaveRank } from '../user-rank/user-rank-repository';
import { memberSanctions } from './member.tables';
import { type MemberFilter, memberFilterWhere } from './member-filter';
import { findLabel, labelsOf, lockMembers } from './member-labels';
import { imposeSanction, liftSanction } from './member-sanctions';

type Actor = { siteUserId: number };
type Request = Pick<RequestInfo, 'ip' | 'userAgent'>;

/** The end of each listed member's sanctions in force, by user and kind. */
async function activeEnds(db: Executor, siteId: number, userIds: number[]) {
  const ends = new Map<string, Date>();
  if (!userIds.length) return ends;
  const rows = await db
    .select({ userId: memberSanctions.userId, kind: memberSanctions.kind, endsAt: sql<Date>`max(${memberSanctions.endsAt})` })
    .from(memberSanctions)
    .where(
      and(
        eq(memberSanctions.siteId, siteId),
        inArray(memberSanctions.userId, userIds),
        isNull(memberSanctions.liftedAt),
        gt(memberSanctions.endsAt, sql`now()`),
      ),
    )
    .groupBy(memberSanctions.userId, memberSanctions.kind);
  for (const r of rows) ends.set(`${r.userId}:${r.kind}`, new Date(r.endsAt));
  return ends;
}

/** Each member's state for a before/after: muted or banned until when. */
async function statesOf(db: Executor, siteId: number, userIds: number[]) {
  const ends = await activeEnds(db, siteId, userIds);
  return Object.fromEntries(
    userIds.map((id) => {
      const ban = ends.get(`${id}:ban`);
      const mute = ends.get(`${id}:mute`);
      return [id, { mutedUntil: mute?.toISOString() ?? null, bannedUntil: ban?.toISOString() ?? null }];
    }),
  );
}

/** Balances of one category, by member. */
async function balancesOf(db: Executor, siteId: number, code: string, userIds: number[]) {
  const rows = await db
    .select({ userId: userPoints.userId, balance: userPoints.balance })
    .from(userPoints)
    .innerJoin(pointCategories, and(eq(pointCategories.siteId, userPoints.siteId), eq(pointCategories.id, userPoints.categoryId)))
    .where(and(eq(userPoints.siteId, siteId), eq(pointCategories.code, code), inArray(userPoints.userId, userIds)));
  const by = new Map(rows.map((r) => [r.userId, r.balance]));
  return Object.fromEntries(userIds.map((id) => [id, by.get(id) ?? 0]));
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** 12 characters from 56 (about 70 bits), without look-alikes (0/O, 1/l/I). */
export function randomPassword(length = 12): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}

const isAdmin = (m: { userType: number; roles: string[] }) => m.userType === 1 || m.roles.length > 0;

export function createMemberService(deps: ModuleDeps) {
  const { db, cache, sessions } = deps;

  async function page(siteId: number, filter: MemberFilter, query: { page?: number; pageSize?: number }): Promise<Schema<'MemberPage'>> {
    const { list, total } = await listSiteUsers(db, { ...paging(query), siteId, where: memberFilterWhere(siteId, filter) });
    const ids = list.map((u) => u.id);
    const [ends, labels] = await Promise.all([activeEnds(db, siteId, ids), labelsOf(db, siteId, ids)]);
    const until = (id: number, kind: string) => ends.get(`${id}:${kind}`)?.toISOString() ?? null;
    return {
      list: list.map(({ id, account, userName, mobile, status, points, rankName, createdAt, lastLoginAt }) => ({
        id,
        account,
        userName,
        mobile,
        status,
        points,
        rankName,
        createdAt,
        lastLoginAt,
        mutedUntil: until(id, 'mute'),
        bannedUntil: until(id, 'ban'),
        labels: labels.get(id) ?? [],
      })),
      total,
    };
  }

  return {
    /** The site's members as 用户管理 lists them, filtered by `memberFilterWhere`, with their sanctions and labels. */
    list(siteId: number, query: OperationQuery<'getConsoleUserList'>) {
      return page(siteId, query, query);
    },

    /** The members carrying one label (404 for a label not of this site). */
    async byLabel(siteId: number, query: OperationQuery<'getLabelUserList'>) {
      await findLabel(db, siteId, query.labelId);
      return page(siteId, { keyword: query.keyword, labelId: query.labelId }, query);
    },

    /** Mutes or bans every chosen member, all or none. */
    async sanction(siteId: number, input: OperationBody<'sanctionSiteUsers'>, actor: Actor, request: Request) {
      return db.transaction(async (tx) => {
        const members = await lockMembers(tx, siteId, input.userIds);
        const ids = members.map((m) => m.id);
        const before = await statesOf(tx, siteId, ids);
        for (const m of members)
          await imposeSanction(deps, tx, {
            siteId,
            userId: m.id,
            kind: input.kind,
            days: input.days,
            reason: input.reason,
            actor,
            request,
          });
        return { count: members.length, before, after: await statesOf(tx, siteId, ids) };
      });
    },

    /** Lifts the chosen members' mutes or bans in force; answers how many sanctions were lifted. */
    async lift(siteId: number, input: OperationBody<'liftSiteUserSanctions'>, actor: Actor, request: Request) {
      return db.transaction(async (tx) => {
        const members = await lockMembers(tx, siteId, input.userIds);
        const ids = members.map((m) => m.id);
        const before = await statesOf(tx, siteId, ids);
        let lifted = 0;
        for (const m of members) lifted += await liftSanction(tx, { siteId, userId: m.id, kind: input.kind, actor, request });
        return { count: lifted, before, after: await statesOf(tx, siteId, ids) };
      });
    },

    /** A new random password for the member, shown once; every session of the member ends. */
    async resetPassword(siteId: number, userId: number, actor: Actor, request: Request) {
      const password = randomPassword();
      const passwordHash = await hashSecret(password);
      await db.transaction(async (tx) => {
        const [member] = await lockMembers(tx, siteId, [userId]);
        if (isAdmin(member)) throw conflict('站长与管理员的密码不能在这里重置');
        if (member.id === actor.siteUserId) throw badRequest('不能在这里重置自己的密码');
        if (member.saasAccountId !== null || !(await setSiteUserPassword(tx, siteId, userId, passwordHash)))
          throw conflict('该用户使用站点管理中心账号登录，请在站点管理中心重置密码');
        await sessions.revokeSiteUser(tx, siteId, userId);
        await recordSecurityEvent(tx, request, {
          realm: 'console',
          action: 'memberPasswordReset',
          siteId,
          actorSiteUserId: actor.siteUserId,
          targetType: 'siteUser',
          targetId: userId,
          detail: { userName: member.userName },
        });
      });
      return { password };
    },

    /** The same change to each chosen member's balance, through the ledger; all or none (no balance below 0). */
    async adjustPoints(siteId: number, input: OperationBody<'adjustSiteUserPoints'>) {
      if (input.delta === 0) throw badRequest('变动不能为 0');
      const reason = input.reason.trim();
      if (!reason) throw badRequest('请填写调整原因');
      const result = await db.transaction(async (tx) => {
        const members = await lockMembers(tx, siteId, input.userIds);
        const ids = members.map((m) => m.id);
        const before = await balancesOf(tx, siteId, input.category, ids);
        for (const m of members) {
          try {
            await applyPointChange(tx, { siteId, userId: m.id, category: input.category, delta: input.delta, reason });
          } catch (error) {
            if (error instanceof AppError && error.description === '积分余额不足')
              throw conflict(`「${m.userName || m.account}」的积分不足，扣减后会小于 0，全部未调整`);
            throw error;
          }
        }
        return { count: members.length, before, after: await balancesOf(tx, siteId, input.category, ids) };
      });
      if (input.category === 'reputation') await cache.del(cacheKeys.userRanks(siteId));
      return result;
    },

    /**
     * Deletes the chosen members in one transaction: their content kept under the site's anonymous user or removed,
     * counters kept right, sessions ended, ranks' counts lowered. The owner, administrators and the actor are refused.
     */
    async remove(siteId: number, input: OperationBody<'deleteSiteUsers'>, actor: Actor, request: Request) {
      const result = await db.transaction(async (tx) => {
        const members = await lockMembers(tx, siteId, input.userIds);
        const refused = members.find((m) => isAdmin(m) || m.id === actor.siteUserId);
        if (refused) throw conflict(`「${refused.userName || refused.account}」是站长或管理员，不能在这里删除`);
        const anonymous = input.content === 'keep' ? await findAnonymousUser(tx, siteId) : undefined;
        if (input.content === 'keep' && !anonymous) throw conflict('本站没有匿名用户，不能保留内容');
        const removed = { posts: 0, comments: 0, questions: 0, answers: 0 };
        for (const m of members) {
          if (anonymous) {
            await keepMemberPosts(tx, siteId, m.id, anonymous.id);
            await keepMemberQuestions(tx, siteId, m.id, anonymous.id);
          } else {
            const p = await removeMemberPosts(tx, siteId, m.id);
            const q = await removeMemberQuestions(tx, siteId, m.id);
            removed.posts += p.posts;
            removed.comments += p.comments;
            removed.questions += q.questions;
            removed.answers += q.answers;
          }
          await sessions.revokeSiteUser(tx, siteId, m.id);
          await deleteSiteUser(tx, siteId, m.id);
          if (m.rankId) await leaveRank(tx, siteId, m.rankId);
          await recordSecurityEvent(tx, request, {
            realm: 'console',
            action: 'memberDeleted',
            siteId,
            actorSiteUserId: actor.siteUserId,
            targetType: 'siteUser',
            targetId: m.id,
            detail: { userName: m.userName, account: m.account, content: input.content },
          });
        }
        return {
          count: members.length,
          before: members.map((m) => ({ id: m.id, account: m.account, userName: m.userName })),
          after: input.content === 'keep' ? { content: '已归匿名用户' } : { content: '已删除', ...removed },
        };
      });
      await cache.del(cacheKeys.userRanks(siteId));
      return result;
    },
  };
}
