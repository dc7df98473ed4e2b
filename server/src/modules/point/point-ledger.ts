import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { pointCategories, pointRecords, siteUsers, userPoints, userRanks } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';

export interface PointChange {
  siteId: number;
  userId: number;
  category: Schema<'PointCategory'>['code'];
  delta: number;
  reason: string;
  itemId?: number | null;
}

/**
 * Applies one change to a user's balance and appends it to the ledger, in the caller's transaction.
 * The balance can never go below zero, even when changes race: the update itself checks it.
 */
export async function applyPointChange(tx: Executor, change: PointChange): Promise<{ balance: number; recordId: number }> {
  const [category] = await tx
    .select({ id: pointCategories.id })
    .from(pointCategories)
    .where(and(eq(pointCategories.siteId, change.siteId), eq(pointCategories.code, change.category)));
  if (!category) throw notFound('积分类型不存在');
  await tx
    .insert(userPoints)
    .values({ siteId: change.siteId, userId: change.userId, categoryId: category.id, balance: 0 })
    .onConflictDoNothing();
  const [updated] = await tx
    .update(userPoints)
    .set({ balance: sql`${userPoints.balance} + ${change.delta}` })
    .where(
      and(
        eq(userPoints.siteId, change.siteId),
        eq(userPoints.userId, change.userId),
        eq(userPoints.categoryId, category.id),
        sql`${userPoints.balance} + ${change.delta} >= 0`,
      ),
    )
    .returning({ balance: userPoints.balance });
  if (!updated) throw conflict('积分余额不足');
  const [record] = await tx
    .insert(pointRecords)
    .values({
      siteId: change.siteId,
      userId: change.userId,
      categoryId: category.id,
      itemId: change.itemId ?? null,
      delta: change.delta,
      balance: updated.balance,
      reason: change.reason,
    })
    .returning({ id: pointRecords.id });
  return { balance: updated.balance, recordId: record.id };
}

/** The rank a reputation balance earns: the highest whose threshold it reaches. */
export async function rankForPoints(tx: Executor, siteId: number, points: number) {
  const [rank] = await tx
    .select({ id: userRanks.id, name: userRanks.name })
    .from(userRanks)
    .where(and(eq(userRanks.siteId, siteId), lte(userRanks.minPoints, points)))
    .orderBy(desc(userRanks.minPoints))
    .limit(1);
  return rank ?? null;
}

/** Moves one user to the rank their reputation earns now, keeping the ranks' member counts right. */
export async function settleUserRank(tx: Executor, siteId: number, userId: number, reputation: number) {
  const rank = await rankForPoints(tx, siteId, reputation);
  const [before] = await tx
    .select({ rankId: siteUsers.rankId })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
  const newId = rank?.id ?? null;
  if (before && before.rankId !== newId) {
    await tx
      .update(siteUsers)
      .set({ rankId: newId })
      .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
    if (before.rankId) {
      await tx
        .update(userRanks)
        .set({ memberCount: sql`greatest(${userRanks.memberCount} - 1, 0)` })
        .where(and(eq(userRanks.siteId, siteId), eq(userRanks.id, before.rankId)));
    }
    if (newId) {
      await tx
        .update(userRanks)
        .set({ memberCount: sql`${userRanks.memberCount} + 1` })
        .where(and(eq(userRanks.siteId, siteId), eq(userRanks.id, newId)));
    }
  }
  return rank;
}
