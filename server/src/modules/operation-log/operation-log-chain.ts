// The hash chain of the operation logs: each entry's hash covers the previous entry's hash and every field of its
// own, so editing, deleting or reordering any entry breaks the chain at that entry (verifyChain finds where).
import { createHash } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { operationLogHeads, operationLogs } from './operation-log.tables';

export const GENESIS_HASH = '0'.repeat(64);
/** The platform's chain (the SaaS console); a site's chain is its id. */
export const PLATFORM_CHAIN = 0;

export interface LogEntryFields {
  chainId: number;
  seq: number;
  at: Date;
  operationId: string;
  summary: string;
  actorId: number | null;
  actorName: string;
  ip: string;
  targetIds: string;
  input: Record<string, unknown>;
  /** Before and after; entries without one hash exactly as they did before the field existed. */
  change?: { before: unknown; after: unknown } | null;
}

/** JSON with object keys sorted at every level: jsonb keeps no key order, the hash must not depend on it. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function entryHash(prevHash: string, e: LogEntryFields): string {
  const fields = [e.chainId, e.seq, e.at.toISOString(), e.operationId, e.summary, e.actorId, e.actorName, e.ip, e.targetIds];
  const hash = createHash('sha256').update(prevHash).update('\n').update(canonicalJson(fields)).update('\n').update(canonicalJson(e.input));
  if (e.change) hash.update('\n').update(canonicalJson(e.change));
  return hash.digest('hex');
}

/** Appends one entry at the end of its chain; appends to one chain wait for each other on the chain's head row. */
export async function appendLogEntry(db: Database, entry: Omit<LogEntryFields, 'seq' | 'at'>): Promise<{ seq: number; hash: string }> {
  return db.transaction((tx) => appendLogEntryIn(tx, entry));
}

/** The same in the caller's transaction; `at` defaults to now (the demo seed backdates its entries). */
export async function appendLogEntryIn(
  tx: Executor,
  entry: Omit<LogEntryFields, 'seq' | 'at'> & { at?: Date },
): Promise<{ seq: number; hash: string }> {
  await tx.insert(operationLogHeads).values({ chainId: entry.chainId, seq: 0, hash: GENESIS_HASH }).onConflictDoNothing();
  const [head] = await tx.select().from(operationLogHeads).where(eq(operationLogHeads.chainId, entry.chainId)).for('update');
  const full: LogEntryFields = { ...entry, change: entry.change ?? null, seq: head!.seq + 1, at: entry.at ?? new Date() };
  const hash = entryHash(head!.hash, full);
  await tx.insert(operationLogs).values({ ...full, prevHash: head!.hash, hash });
  await tx.update(operationLogHeads).set({ seq: full.seq, hash }).where(eq(operationLogHeads.chainId, entry.chainId));
  return { seq: full.seq, hash };
}

export interface ChainVerification {
  valid: boolean;
  checked: number;
  brokenAt: number | null;
  reason: string;
  headHash: string;
}

/** Recomputes the whole chain from its first entry, a thousand at a time; stops at the first entry that does not fit. */
export async function verifyChain(db: Executor, chainId: number): Promise<ChainVerification> {
  let prev = GENESIS_HASH;
  let expected = 1;
  const broken = (seq: number, reason: string): ChainVerification => ({
    valid: false,
    checked: expected - 1,
    brokenAt: seq,
    reason,
    headHash: prev,
  });
  for (;;) {
    const rows = await db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.chainId, chainId), gt(operationLogs.seq, expected - 1)))
      .orderBy(asc(operationLogs.seq))
      .limit(1000);
    for (const row of rows) {
      if (row.seq !== expected) return broken(expected, `第 ${expected} 条缺失`);
      if (row.prevHash !== prev) return broken(row.seq, `第 ${row.seq} 条记录的上一条哈希与第 ${row.seq - 1} 条不符`);
      if (entryHash(prev, row) !== row.hash) return broken(row.seq, `第 ${row.seq} 条的内容与它的哈希不符，已被改动`);
      prev = row.hash;
      expected += 1;
    }
    if (rows.length < 1000) break;
  }
  const [head] = await db.select().from(operationLogHeads).where(eq(operationLogHeads.chainId, chainId));
  if (head && (head.seq !== expected - 1 || head.hash !== prev)) {
    return broken(expected, head.seq > expected - 1 ? `第 ${expected} 条起的记录被删除` : '日志链的末端与记录不符');
  }
  return { valid: true, checked: expected - 1, brokenAt: null, reason: '', headHash: prev };
}
