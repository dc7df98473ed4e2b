import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { sessions } from './auth.tables';

/** An expired session opens nothing (every lookup checks `expires_at`); its row only takes room. */
export async function pruneExpiredSessions(db: Executor) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
