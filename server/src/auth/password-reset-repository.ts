import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { passwordResets } from './auth.tables';

export const RESET_TICKET_TTL_SECONDS = 600;

export async function insertResetTicket(
  db: Executor,
  values: { tokenHash: Buffer; kind: 'saas' | 'console'; accountId?: number; siteId?: number; siteUserId?: number },
) {
  await db
    .insert(passwordResets)
    .values({ ...values, expiresAt: sql`now() + interval '${sql.raw(String(RESET_TICKET_TTL_SECONDS))} seconds'` });
}

/** Marks a live ticket used and returns whom it was for; a ticket works once. */
export async function useResetTicket(db: Executor, tokenHash: Buffer, kind: 'saas' | 'console') {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(passwordResets.kind, kind),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ accountId: passwordResets.accountId, siteId: passwordResets.siteId, siteUserId: passwordResets.siteUserId });
  return row;
}

/** A ticket is worth nothing once expired, used or not. */
export async function pruneResetTickets(db: Executor) {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, sql`now()`));
}
