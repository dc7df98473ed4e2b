import { and, eq, sql } from 'drizzle-orm';
import type { Schema } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { pointCategories, pointRecords, userPoints } from './point.tables';

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
