import { and, count, eq, gt, gte, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { beijingTodayStart } from '../../lib/beijing-time';
import { siteUsers } from '../site/site.tables';
import { settleUserRank } from '../user-rank/rank-membership';
import { pointCategories, pointItems, pointRecords, userPoints } from './point.tables';

export type PointCategoryCode = Schema<'PointCategory'>['code'];
export type PointItemCode = Schema<'PointItem'>['code'];

export interface PointChange {
  siteId: number;
  userId: number;
  category: PointCategoryCode;
  delta: number;
  reason: string;
  itemId?: number | null;
  /**
   * The event this change belongs to (`post_create:post:12`). A unique index makes one event pay at most once per
   * site: a change whose key is already in the ledger changes nothing and answers `null`.
   */
  eventKey?: string;
  /** A spend larger than the balance takes what is there instead of failing (taking back what a rule paid). */
  clampAtZero?: boolean;
}

export interface AppliedChange {
  balance: number;
  recordId: number;
  delta: number;
  categoryId: number;
}

async function categoryOf(tx: Executor, siteId: number, code: PointCategoryCode) {
  const [category] = await tx
    .select({ id: pointCategories.id })
    .from(pointCategories)
    .where(and(eq(pointCategories.siteId, siteId), eq(pointCategories.code, code)));
  if (!category) throw notFound('积分类型不存在');
  return category.id;
}

/** Locks the member's balance row of one category (creating it at 0), so changes of one balance run one at a time. */
async function lockBalance(tx: Executor, siteId: number, userId: number, categoryId: number): Promise<number> {
  await tx.insert(userPoints).values({ siteId, userId, categoryId, balance: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: userPoints.balance })
    .from(userPoints)
    .where(and(eq(userPoints.siteId, siteId), eq(userPoints.userId, userId), eq(userPoints.categoryId, categoryId)))
    .for('update');
  return row.balance;
}

async function eventPaid(tx: Executor, siteId: number, eventKey: string) {
  const [row] = await tx
    .select({ id: pointRecords.id, delta: pointRecords.delta, userId: pointRecords.userId, categoryId: pointRecords.categoryId })
    .from(pointRecords)
    .where(and(eq(pointRecords.siteId, siteId), eq(pointRecords.eventKey, eventKey)));
  return row;
}

async function applyToCategory(tx: Executor, change: PointChange, categoryId: number): Promise<AppliedChange | null> {
  const before = await lockBalance(tx, change.siteId, change.userId, categoryId);
  // With the balance locked, a second delivery of the same event sees the first one's record.
  if (change.eventKey && (await eventPaid(tx, change.siteId, change.eventKey))) return null;
  const delta = change.clampAtZero && change.delta < 0 ? -Math.min(before, -change.delta) : change.delta;
  if (change.clampAtZero && delta === 0) return null;
  const [updated] = await tx
    .update(userPoints)
    .set({ balance: sql`${userPoints.balance} + ${delta}` })
    .where(
      and(
        eq(userPoints.siteId, change.siteId),
        eq(userPoints.userId, change.userId),
        eq(userPoints.categoryId, categoryId),
        sql`${userPoints.balance} + ${delta} >= 0`,
      ),
    )
    .returning({ balance: userPoints.balance });
  if (!updated) throw conflict('积分余额不足');
  const [record] = await tx
    .insert(pointRecords)
    .values({
      siteId: change.siteId,
      userId: change.userId,
      categoryId,
      itemId: change.itemId ?? null,
      delta,
      balance: updated.balance,
      reason: change.reason.slice(0, 100),
      eventKey: change.eventKey ?? null,
    })
    .returning({ id: pointRecords.id });
  if (change.category === 'reputation') await settleUserRank(tx, change.siteId, change.userId, updated.balance);
  return { balance: updated.balance, recordId: record.id, delta, categoryId };
}

/**
 * Applies one change to a user's balance and appends it to the ledger, in the caller's transaction.
 * The balance can never go below zero, even when changes race: the update itself checks it. A change of the
 * reputation moves the member to the rank it earns. Without an `eventKey` it always applies.
 */
export async function applyPointChange(tx: Executor, change: PointChange): Promise<{ balance: number; recordId: number }> {
  const applied = await applyToCategory(tx, change, await categoryOf(tx, change.siteId, change.category));
  if (applied) return applied;
  // Already paid (or nothing to take): report the balance as it stands.
  const categoryId = await categoryOf(tx, change.siteId, change.category);
  const paid = change.eventKey ? await eventPaid(tx, change.siteId, change.eventKey) : undefined;
  const [row] = await tx
    .select({ balance: userPoints.balance })
    .from(userPoints)
    .where(and(eq(userPoints.siteId, change.siteId), eq(userPoints.userId, change.userId), eq(userPoints.categoryId, categoryId)));
  return { balance: row?.balance ?? 0, recordId: paid?.id ?? 0 };
}

export interface PointEvent {
  siteId: number;
  /** Who earns (or, for a negative rule, loses) the points. */
  userId: number;
  item: PointItemCode;
  /** The event's identity within the site; the item's code is put in front of it. */
  eventKey: string;
  /** Shown in the ledger; the rule's name when left out. */
  reason?: string;
}

/**
 * Fires one point rule (积分规则) for one event, in the caller's transaction: pays the rule's amount into its category
 * unless the rule is off, the member is the anonymous user, the rule's daily limit (Beijing day) is reached, or this
 * event already paid. A negative rule takes at most what the member holds. Answers what it applied, or null.
 */
export async function awardPointsForEvent(tx: Executor, event: PointEvent): Promise<AppliedChange | null> {
  const [item] = await tx
    .select({
      id: pointItems.id,
      name: pointItems.name,
      points: pointItems.points,
      dailyLimit: pointItems.dailyLimit,
      enabled: pointItems.enabled,
      categoryId: pointItems.categoryId,
      categoryCode: pointCategories.code,
      categoryEnabled: pointCategories.enabled,
    })
    .from(pointItems)
    .innerJoin(pointCategories, and(eq(pointCategories.siteId, pointItems.siteId), eq(pointCategories.id, pointItems.categoryId)))
    .where(and(eq(pointItems.siteId, event.siteId), eq(pointItems.code, event.item)));
  if (item?.enabled !== 1 || item.categoryEnabled !== 1 || item.points === 0) return null;
  const [user] = await tx
    .select({ isAnonymous: siteUsers.isAnonymous })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, event.siteId), eq(siteUsers.id, event.userId)));
  if (!user || user.isAnonymous) return null;
  const eventKey = `${event.item}:${event.eventKey}`.slice(0, 120);
  await lockBalance(tx, event.siteId, event.userId, item.categoryId);
  if (item.dailyLimit > 0) {
    const [today] = await tx
      .select({ n: count() })
      .from(pointRecords)
      .where(
        and(
          eq(pointRecords.siteId, event.siteId),
          eq(pointRecords.userId, event.userId),
          eq(pointRecords.itemId, item.id),
          gte(pointRecords.createdAt, beijingTodayStart()),
          item.points > 0 ? gt(pointRecords.delta, 0) : undefined,
        ),
      );
    if (today.n >= item.dailyLimit) return null;
  }
  return applyToCategory(
    tx,
    {
      siteId: event.siteId,
      userId: event.userId,
      category: item.categoryCode as PointCategoryCode,
      delta: item.points,
      reason: event.reason ?? item.name,
      itemId: item.id,
      eventKey,
      clampAtZero: item.points < 0,
    },
    item.categoryId,
  );
}

/**
 * Takes back what one event paid (`awardPointsForEvent`'s item and key), at most what the member still holds, once:
 * the take-back is itself an event (`revoke:` + the key). Nothing when the event paid nothing.
 */
export async function revokeEventPoints(
  tx: Executor,
  event: { siteId: number; item: PointItemCode; eventKey: string; reason: string },
): Promise<AppliedChange | null> {
  const key = `${event.item}:${event.eventKey}`.slice(0, 120);
  const paid = await eventPaid(tx, event.siteId, key);
  if (!paid || paid.delta <= 0) return null;
  const [category] = await tx
    .select({ code: pointCategories.code })
    .from(pointCategories)
    .where(and(eq(pointCategories.siteId, event.siteId), eq(pointCategories.id, paid.categoryId)));
  if (!category) return null;
  const [item] = await tx
    .select({ id: pointItems.id })
    .from(pointItems)
    .where(and(eq(pointItems.siteId, event.siteId), eq(pointItems.code, event.item)));
  return applyToCategory(
    tx,
    {
      siteId: event.siteId,
      userId: paid.userId,
      category: category.code as PointCategoryCode,
      delta: -paid.delta,
      reason: event.reason,
      itemId: item?.id ?? null,
      eventKey: `revoke:${key}`.slice(0, 120),
      clampAtZero: true,
    },
    paid.categoryId,
  );
}

/** Balances whose ledger does not add up to them (Σ delta ≠ balance), at most `limit`, and how many were checked. */
export async function checkLedger(db: Executor, siteId: number, limit = 100) {
  const ledger = db
    .select({
      userId: pointRecords.userId,
      categoryId: pointRecords.categoryId,
      total: sql<number>`sum(${pointRecords.delta})`.as('total'),
    })
    .from(pointRecords)
    .where(eq(pointRecords.siteId, siteId))
    .groupBy(pointRecords.userId, pointRecords.categoryId)
    .as('ledger');
  const rows = await db
    .select({
      userId: userPoints.userId,
      categoryId: userPoints.categoryId,
      balance: userPoints.balance,
      ledgerTotal: sql<string | null>`${ledger.total}`,
    })
    .from(userPoints)
    .leftJoin(ledger, and(eq(ledger.userId, userPoints.userId), eq(ledger.categoryId, userPoints.categoryId)))
    .where(eq(userPoints.siteId, siteId));
  const mismatches = rows
    .map((row) => ({ userId: row.userId, categoryId: row.categoryId, balance: row.balance, ledgerTotal: Number(row.ledgerTotal ?? 0) }))
    .filter((row) => row.balance !== row.ledgerTotal);
  return { checked: rows.length, mismatches: mismatches.slice(0, limit) };
}
