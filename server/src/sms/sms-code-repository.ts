import { and, count, desc, eq, gt, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import { lockClass, lockCounter } from '../auth/advisory-lock';
import type { Executor, Transaction } from '../db/database';
import { smsCodes } from './sms.tables';

export type SmsPurpose = 'saas_register' | 'saas_reset' | 'console_register' | 'console_reset';

export interface LiveCodeOf {
  mobile: string;
  purpose: SmsPurpose;
  siteId: number | null;
}

const dayAgo = sql`now() - interval '1 day'`;

/** Number first, then IP: every sender takes them in this order. */
export async function lockSends(tx: Transaction, mobile: string, ip: string) {
  await lockCounter(tx, lockClass.smsMobile, mobile);
  await lockCounter(tx, lockClass.smsIp, ip);
}

/** Seconds since the last send to this number (any purpose, any site), and today's sends to it and from this IP. */
export async function sendStats(db: Executor, mobile: string, ip: string) {
  const [toMobile] = await db
    .select({ n: count(), last: sql<number | null>`extract(epoch from now() - ${max(smsCodes.createdAt)})::int` })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, dayAgo)));
  const [fromIp] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, dayAgo)));
  return { lastAge: toMobile.last === null ? null : Number(toMobile.last), perMobile: toMobile.n, perIp: fromIp.n };
}

/** Records a send before its code exists; the row is not live (already expired) until `armCode` gives it the hash. */
export async function claimSend(tx: Executor, values: LiveCodeOf & { ip: string }): Promise<number> {
  const [row] = await tx
    .insert(smsCodes)
    .values({ ...values, codeHash: '', expiresAt: sql`now()` })
    .returning({ id: smsCodes.id });
  return row.id;
}

export async function armCode(db: Executor, id: number, codeHash: string, ttlSeconds: number) {
  await db
    .update(smsCodes)
    .set({ codeHash, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
    .where(eq(smsCodes.id, id));
}

export async function dropClaim(db: Executor, id: number) {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

const liveCode = (of: LiveCodeOf) =>
  and(
    eq(smsCodes.mobile, of.mobile),
    eq(smsCodes.purpose, of.purpose),
    of.siteId === null ? isNull(smsCodes.siteId) : eq(smsCodes.siteId, of.siteId),
    isNull(smsCodes.consumedAt),
    gt(smsCodes.expiresAt, sql`now()`),
  );

/**
 * Takes one try of the newest live code, if it has one left, in a single conditional UPDATE: PostgreSQL re-checks
 * `attempts < max` on the row as the previous updater left it, so of any number of parallel tries at most `max` pass.
 */
export async function claimTry(db: Executor, of: LiveCodeOf, maxAttempts: number) {
  const newest = db.select({ id: smsCodes.id }).from(smsCodes).where(liveCode(of)).orderBy(desc(smsCodes.createdAt)).limit(1);
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(inArray(smsCodes.id, newest), lt(smsCodes.attempts, maxAttempts)))
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash, attempts: smsCodes.attempts });
  return row;
}

export async function returnTry(db: Executor, id: number) {
  await db
    .update(smsCodes)
    .set({ attempts: sql`greatest(${smsCodes.attempts} - 1, 0)` })
    .where(eq(smsCodes.id, id));
}

/** Tries taken on the newest live code; undefined when there is none. */
export async function liveAttempts(db: Executor, of: LiveCodeOf): Promise<number | undefined> {
  const [row] = await db
    .select({ attempts: smsCodes.attempts })
    .from(smsCodes)
    .where(liveCode(of))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row?.attempts;
}

export async function markConsumed(db: Executor, id: number): Promise<boolean> {
  const used = await db
    .update(smsCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return used.length > 0;
}

/** Codes are useless after 5 minutes; they are kept two days because the daily caps count the last one. */
export async function pruneSmsCodes(db: Executor, keepHours = 48) {
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, sql`now() - make_interval(hours => ${keepHours})`));
}
