import type { OperationQuery, Schema } from '../../../../sdk';
import { DATE_RANGE_MESSAGE } from '../../../../sdk/format';
import { recordSecurityEvent } from '../../audit/security-events';
import type { ConsolePrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { beijingDayEnd, beijingDayStart, beijingTodayStart } from '../../lib/beijing-time';
import { containsPattern } from '../../lib/text';
import type { ModuleDeps } from '../deps';
import { findSiteUser } from '../site/site-user-repository';
import { decodeCursor, encodeCursor } from './point-cursor';
import { applyPointChange, awardPointsForEvent, checkLedger } from './point-ledger';
import * as repo from './point-repository';

const DELETED_USER = '已注销用户';
const MANUAL_ADJUSTMENT = '管理员调整';
const DELETED_ITEM = '已删除的积分规则';
const MALL = '积分商城';
const BOUNTY = '问答悬赏';

/** The rule's name of a record without a rule: the mall's and the bounties' moves, else an administrator's adjustment. */
function ruleName(row: { itemId: number | null; itemName: string | null; eventKey: string | null }) {
  if (row.itemId !== null) return row.itemName ?? DELETED_ITEM;
  if (row.eventKey?.startsWith('mall_')) return MALL;
  return row.eventKey?.startsWith('bounty_') ? BOUNTY : MANUAL_ADJUSTMENT;
}

/** `YYYY-MM-DD` of the Beijing day `offset` days from today. */
function beijingDay(offset = 0) {
  return new Date(beijingTodayStart().getTime() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

export type PointService = ReturnType<typeof createPointService>;

export function createPointService({ db }: ModuleDeps) {
  function day(value: string | undefined, edge: (day: string) => Date | null) {
    if (value === undefined) return undefined;
    const instant = edge(value);
    if (!instant) throw badRequest('日期格式应为 YYYY-MM-DD');
    return instant;
  }

  return {
    listCategories: (siteId: number) => repo.listCategories(db, siteId) as Promise<Schema<'PointCategory'>[]>,

    async updateCategory(siteId: number, input: Schema<'PointCategoryUpdateInput'>) {
      const { id, ...values } = input;
      const [name, unit] = [values.name.trim(), values.unit.trim()];
      if (!name) throw badRequest('请输入名称');
      if (!unit) throw badRequest('请输入单位');
      const row = await repo.updateCategory(db, siteId, id, { ...values, name, unit, description: values.description.trim() });
      if (!row) throw notFound('积分类型不存在');
      return row as Schema<'PointCategory'>;
    },

    listItems: (siteId: number, categoryId?: number) => repo.listItems(db, siteId, categoryId) as Promise<Schema<'PointItem'>[]>,

    async updateItem(siteId: number, input: Schema<'PointItemUpdateInput'>) {
      const { id, ...values } = input;
      if (!(await repo.updateItem(db, siteId, id, values))) throw notFound('积分规则不存在');
      return (await repo.findItem(db, siteId, id)) as Schema<'PointItem'>;
    },

    async myPoints(siteId: number, userId: number): Promise<Schema<'MyPoints'>> {
      const [list, sign, item] = await Promise.all([
        repo.memberBalances(db, siteId, userId),
        repo.findSign(db, siteId, userId),
        repo.findItemByCode(db, siteId, 'daily_sign'),
      ]);
      const today = beijingDay();
      const alive = sign && (sign.lastDay === today || sign.lastDay === beijingDay(-1));
      return {
        list: list as Schema<'MyPointBalance'>[],
        signedToday: sign?.lastDay === today,
        streak: alive ? sign.streak : 0,
        signPoints: item?.enabled === 1 ? item.points : 0,
      };
    },

    /** Daily sign-in (每日签到): once a Beijing day; the streak counts consecutive days; the rule pays within its limit. */
    async dailySign(siteId: number, userId: number): Promise<Schema<'DailySignResult'>> {
      const today = beijingDay();
      return db.transaction(async (tx) => {
        const streak = await repo.signIn(tx, siteId, userId, today, beijingDay(-1));
        if (streak === undefined) throw conflict('今天已经签到过了');
        const paid = await awardPointsForEvent(tx, {
          siteId,
          userId,
          item: 'daily_sign',
          eventKey: `${userId}:${today}`,
          reason: `每日签到（连续 ${streak} 天）`,
        });
        return { streak, delta: paid?.delta ?? 0, balance: paid?.balance ?? 0, categoryId: paid?.categoryId ?? null };
      });
    },

    async myRecords(siteId: number, userId: number, query: OperationQuery<'getMyPointRecordList'>): Promise<Schema<'MyPointRecordPage'>> {
      const limit = query.limit ?? 20;
      const rows = await repo.listRecords(db, {
        siteId,
        userId,
        categoryId: query.categoryId,
        beforeId: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      return {
        list: page.map((row) => ({
          id: row.id,
          categoryId: row.categoryId,
          categoryName: row.categoryName,
          itemName: ruleName(row),
          delta: row.delta,
          balance: row.balance,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1].id) : null,
      };
    },

    async adjust(principal: ConsolePrincipal, input: Schema<'PointAdjustInput'>, from: RequestInfo): Promise<Schema<'PointAdjustResult'>> {
      const reason = input.reason.trim();
      if (!reason) throw badRequest('请填写调整原因');
      if (input.delta === 0) throw badRequest('变动不能为 0');
      const { siteId } = principal;
      return db.transaction(async (tx) => {
        const user = await findSiteUser(tx, siteId, input.userId);
        if (!user) throw notFound('用户不存在');
        if (user.isAnonymous) throw conflict('匿名用户没有积分');
        const { balance, recordId } = await applyPointChange(tx, {
          siteId,
          userId: input.userId,
          category: input.category,
          delta: input.delta,
          reason,
        });
        const categories = await repo.listCategories(tx, siteId);
        const categoryId = categories.find((c) => c.code === input.category)!.id;
        await recordSecurityEvent(tx, from, {
          realm: 'console',
          action: 'pointsAdjusted',
          siteId,
          actorSiteUserId: principal.siteUserId,
          targetType: 'siteUser',
          targetId: input.userId,
          detail: { category: input.category, delta: input.delta, balance, reason },
        });
        return { userId: input.userId, categoryId, balance, recordId };
      });
    },

    checkLedger: (siteId: number): Promise<Schema<'PointLedgerCheck'>> => checkLedger(db, siteId),

    async listRecords(siteId: number, query: OperationQuery<'getPointRecordList'>): Promise<Schema<'PointRecordPage'>> {
      const from = day(query.startDate, beijingDayStart);
      const until = day(query.endDate, beijingDayEnd);
      if (from && until && from >= until) throw badRequest(DATE_RANGE_MESSAGE);
      const limit = query.limit ?? 20;
      const keyword = query.keyword?.trim();
      const rows = await repo.listRecords(db, {
        siteId,
        keywordPattern: keyword ? containsPattern(keyword) : undefined,
        categoryId: query.categoryId,
        itemId: query.itemId,
        userId: query.userId,
        from,
        until,
        beforeId: query.cursor ? decodeCursor(query.cursor) : undefined,
        // One more than asked tells whether another page exists.
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      return {
        list: page.map((row) => ({
          id: row.id,
          userId: row.userId,
          userName: row.userName ?? DELETED_USER,
          categoryId: row.categoryId,
          categoryName: row.categoryName,
          itemName: ruleName(row),
          delta: row.delta,
          balance: row.balance,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1].id) : null,
      };
    },
  };
}
