import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Schema } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { countRows, type PageRequest, pagedList, totalColumn } from '../../db/paged-list';
import { containsPattern } from '../../lib/text';
import { siteUsers } from '../site/site.tables';
import { medalHolders, medals } from './medal.tables';

export type MedalRow = Omit<Schema<'Medal'>, 'createdAt'> & { createdAt: Date };
type MedalValues = {
  name: string;
  description: string;
  icon: string;
  color: string;
  status: number;
  autoAward: number;
  rule: Schema<'MedalRule'> | null;
  libraryMedalId?: number | null;
};

// The outer columns spelled with their table: drizzle leaves them bare in a one-table query, and inside the
// subquery a bare "site_id" would be the holder's own (always equal to itself).
const holderCount = sql<number>`(select count(*)::int from ${medalHolders} h where h.site_id = "medals"."site_id" and h.medal_id = "medals"."id")`;

const columns = {
  id: medals.id,
  name: medals.name,
  description: medals.description,
  icon: medals.icon,
  color: medals.color,
  status: medals.status,
  autoAward: medals.autoAward,
  rule: medals.rule,
  libraryMedalId: medals.libraryMedalId,
  createdAt: medals.createdAt,
};

export interface MedalFilter extends PageRequest {
  keyword?: string;
  status?: number;
}

export async function listMedals(db: Executor, siteId: number, filter: MedalFilter) {
  const conditions: SQL[] = [eq(medals.siteId, siteId)];
  const keyword = filter.keyword?.trim();
  if (keyword) conditions.push(ilike(medals.name, containsPattern(keyword)));
  if (filter.status !== undefined) conditions.push(eq(medals.status, filter.status));
  const where = and(...conditions);
  const count = db.select({ n: countRows() }).from(medals).where(where);
  return pagedList(
    filter,
    ({ limit, offset }) =>
      db
        .select({ ...columns, holderCount, total: totalColumn(count) })
        .from(medals)
        .where(where)
        .orderBy(asc(medals.createdAt), asc(medals.id))
        .limit(limit)
        .offset(offset) as PromiseLike<(MedalRow & { total: number })[]>,
    () => count,
  );
}

export async function findMedal(db: Executor, siteId: number, id: number): Promise<MedalRow | undefined> {
  const [row] = await db
    .select({ ...columns, holderCount })
    .from(medals)
    .where(and(eq(medals.siteId, siteId), eq(medals.id, id)));
  return row as MedalRow | undefined;
}

export async function countMedals(db: Executor, siteId: number) {
  const [row] = await db.select({ n: countRows() }).from(medals).where(eq(medals.siteId, siteId));
  return row.n;
}

export async function nameTaken(db: Executor, siteId: number, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: medals.id })
    .from(medals)
    .where(
      and(eq(medals.siteId, siteId), sql`lower(${medals.name}) = lower(${name})`, exceptId ? sql`${medals.id} <> ${exceptId}` : undefined),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertMedal(db: Executor, siteId: number, values: MedalValues) {
  const [row] = await db
    .insert(medals)
    .values({ siteId, ...values })
    .returning({ id: medals.id });
  return row.id;
}

export async function updateMedal(db: Executor, siteId: number, id: number, values: Partial<MedalValues>) {
  const rows = await db
    .update(medals)
    .set(values)
    .where(and(eq(medals.siteId, siteId), eq(medals.id, id)))
    .returning({ id: medals.id });
  return rows.length > 0;
}

export async function deleteMedal(db: Executor, siteId: number, id: number) {
  const rows = await db
    .delete(medals)
    .where(and(eq(medals.siteId, siteId), eq(medals.id, id)))
    .returning({ id: medals.id });
  return rows.length > 0;
}

/** Locks the medal's row so that a grant and a switch-off or delete of the same medal happen one after the other. */
export async function lockMedal(tx: Executor, siteId: number, id: number) {
  const [row] = await tx
    .select({ status: medals.status, autoAward: medals.autoAward, rule: medals.rule, name: medals.name })
    .from(medals)
    .where(and(eq(medals.siteId, siteId), eq(medals.id, id)))
    .for('update');
  return row;
}

/** Members of the site among `userIds` (never the built-in anonymous user). */
export async function countMembers(db: Executor, siteId: number, userIds: readonly number[]) {
  const [row] = await db
    .select({ n: countRows() })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), inArray(siteUsers.id, [...userIds]), eq(siteUsers.isAnonymous, false)));
  return row.n;
}

/** Grants to whoever does not hold it yet; returns how many were new. */
export async function insertHolders(
  tx: Executor,
  siteId: number,
  medalId: number,
  grant: { userIds: readonly number[]; grantedBy: number; reason: string },
) {
  const rows = await tx
    .insert(medalHolders)
    .values(grant.userIds.map((userId) => ({ siteId, medalId, userId, grantedBy: grant.grantedBy, reason: grant.reason })))
    .onConflictDoNothing()
    .returning({ userId: medalHolders.userId });
  return rows.length;
}

export async function deleteHolder(db: Executor, siteId: number, medalId: number, userId: number) {
  const rows = await db
    .delete(medalHolders)
    .where(and(eq(medalHolders.siteId, siteId), eq(medalHolders.medalId, medalId), eq(medalHolders.userId, userId)))
    .returning({ userId: medalHolders.userId });
  return rows.length > 0;
}

/** Every medal of one member goes (their account erased); the holder counts are counted, so nothing else changes. */
export async function deleteMemberHolders(tx: Executor, siteId: number, userId: number) {
  await tx.delete(medalHolders).where(and(eq(medalHolders.siteId, siteId), eq(medalHolders.userId, userId)));
}

const granter = alias(siteUsers, 'granter');

/** Holders of a medal, newest grant first; a screen's join with the site module's members. */
export async function listHolders(db: Executor, siteId: number, medalId: number, request: PageRequest) {
  const where = and(eq(medalHolders.siteId, siteId), eq(medalHolders.medalId, medalId));
  const count = db.select({ n: countRows() }).from(medalHolders).where(where);
  return pagedList(
    request,
    ({ limit, offset }) =>
      db
        .select({
          userId: medalHolders.userId,
          account: siteUsers.account,
          userName: siteUsers.userName,
          grantedAt: medalHolders.grantedAt,
          grantedBy: sql<string>`coalesce(${granter.userName}, '')`,
          reason: medalHolders.reason,
          total: totalColumn(count),
        })
        .from(medalHolders)
        .innerJoin(siteUsers, and(eq(siteUsers.siteId, medalHolders.siteId), eq(siteUsers.id, medalHolders.userId)))
        .leftJoin(granter, and(eq(granter.siteId, medalHolders.siteId), eq(granter.id, medalHolders.grantedBy)))
        .where(where)
        .orderBy(desc(medalHolders.grantedAt), desc(medalHolders.userId))
        .limit(limit)
        .offset(offset),
    () => count,
  );
}
