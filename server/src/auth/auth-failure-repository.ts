import { and, count, eq, gt, inArray, lt, max, min, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { authFailures } from './auth.tables';

const within = (seconds: number) => gt(authFailures.createdAt, sql`now() - make_interval(secs => ${seconds})`);
const ageOf = (at: SQL) => sql<number | null>`extract(epoch from now() - ${at})::int`;

/** Failures of a scope within the last `seconds`, with the age in seconds of the oldest and of the newest. */
export async function recentFailures(db: Executor, scope: string, seconds: number) {
  const [row] = await db
    .select({ n: count(), oldest: ageOf(min(authFailures.createdAt)), newest: ageOf(max(authFailures.createdAt)) })
    .from(authFailures)
    .where(and(eq(authFailures.scope, scope), within(seconds)));
  return { n: row.n, oldestAge: Number(row.oldest ?? 0), newestAge: Number(row.newest ?? 0) };
}

/** Records one failure per scope (a try counts as failed until it is proven right) and returns their ids. */
export async function insertFailures(db: Executor, scopes: string[]): Promise<number[]> {
  const rows = await db
    .insert(authFailures)
    .values(scopes.map((scope) => ({ scope })))
    .returning({ id: authFailures.id });
  return rows.map((r) => r.id);
}

export async function deleteFailures(db: Executor, ids: number[]) {
  if (ids.length) await db.delete(authFailures).where(inArray(authFailures.id, ids));
}

export async function forgetScope(db: Executor, scope: string) {
  await db.delete(authFailures).where(eq(authFailures.scope, scope));
}

/** No limit looks further back than a day. */
export async function pruneAuthFailures(db: Executor, keepHours = 24) {
  await db.delete(authFailures).where(lt(authFailures.createdAt, sql`now() - make_interval(hours => ${keepHours})`));
}
