import { pruneAuthFailures } from '../../auth/auth-failure-repository';
import { pruneExpiredSessions } from '../../auth/expired-sessions';
import { pruneResetTickets } from '../../auth/password-reset-repository';
import type { Database } from '../../db/database';
import { pruneSmsCodes } from '../../sms/sms-code-repository';
import { pruneSmsOutbox } from '../../sms/sms-outbox-repository';

/** Deletes what sign-in and SMS leave behind once no limit or lookup can need it; each owner says what that is. Run by
 * the expiredRowsCleanup task (server/src/jobs/task-registry.ts). */
export async function sweepAuthTables(db: Database, config: { smsOutboxRetentionDays: number }) {
  await pruneExpiredSessions(db);
  await pruneResetTickets(db);
  await pruneAuthFailures(db);
  await pruneSmsCodes(db);
  await pruneSmsOutbox(db, config.smsOutboxRetentionDays);
}
