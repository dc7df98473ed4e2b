// A site's report reasons: its own list once an administrator saved one, the default list until then.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { impeachReasonLists } from './impeach.tables';

export interface ImpeachReason {
  name: string;
  takesText: boolean;
}

export const DEFAULT_IMPEACH_REASONS: readonly ImpeachReason[] = [
  { name: '垃圾广告', takesText: false },
  { name: '色情低俗', takesText: false },
  { name: '人身攻击', takesText: false },
  { name: '违法违规', takesText: false },
  { name: '谣言诈骗', takesText: false },
  { name: '侵犯权益', takesText: false },
  { name: '其他', takesText: true },
];

export async function readReasons(db: Executor, siteId: number): Promise<ImpeachReason[]> {
  const [row] = await db
    .select({ reasons: impeachReasonLists.reasons })
    .from(impeachReasonLists)
    .where(eq(impeachReasonLists.siteId, siteId));
  return row ? row.reasons : [...DEFAULT_IMPEACH_REASONS];
}

export async function writeReasons(db: Executor, siteId: number, reasons: ImpeachReason[]): Promise<void> {
  await db
    .insert(impeachReasonLists)
    .values({ siteId, reasons })
    .onConflictDoUpdate({ target: impeachReasonLists.siteId, set: { reasons, updatedAt: sql`now()` } });
}
