import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { consoleHandoffs } from './console-auth.tables';

export const HANDOFF_TTL_SECONDS = 60;

export async function insertHandoff(db: Executor, values: { codeHash: Buffer; siteId: number; accountId: number; challenge: Buffer }) {
  // Unclaimed codes are worthless once expired; each new one sweeps them away.
  await db.delete(consoleHandoffs).where(lt(consoleHandoffs.expiresAt, sql`now()`));
  await db
    .insert(consoleHandoffs)
    .values({ ...values, expiresAt: sql`now() + interval '${sql.raw(String(HANDOFF_TTL_SECONDS))} seconds'` });
}

/** Deletes the code and returns it, whatever happens next: a code is tried once, by one request, even when two race. */
export async function takeHandoff(db: Executor, codeHash: Buffer) {
  const [row] = await db
    .delete(consoleHandoffs)
    .where(eq(consoleHandoffs.codeHash, codeHash))
    .returning({
      siteId: consoleHandoffs.siteId,
      accountId: consoleHandoffs.accountId,
      challenge: consoleHandoffs.challenge,
      live: sql<boolean>`${consoleHandoffs.expiresAt} > now()`,
    });
  return row;
}
