import { pruneAuthFailures } from '../../auth/auth-failure-repository';
import { pruneExpiredSessions } from '../../auth/expired-sessions';
import { pruneResetTickets } from '../../auth/password-reset-repository';
import type { Database } from '../../db/database';
import { pruneSmsCodes } from '../../sms/sms-code-repository';
import { pruneSmsOutbox } from '../../sms/sms-outbox-repository';
import type { ModuleDeps } from '../deps';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Deletes what sign-in and SMS leave behind once no limit or lookup can need it; each owner says what that is. */
export async function sweepAuthTables(db: Database, config: { smsOutboxRetentionDays: number }) {
  await pruneExpiredSessions(db);
  await pruneResetTickets(db);
  await pruneAuthFailures(db);
  await pruneSmsCodes(db);
  await pruneSmsOutbox(db, config.smsOutboxRetentionDays);
}

/**
 * Runs the sweep in the background. Nothing depends on it being on time: every check already ignores expired rows.
 * unref(): it never keeps the process alive; the app stops it on close.
 */
export function startAuthSweeper({ db, config, log }: Pick<ModuleDeps, 'db' | 'config' | 'log'>, everyMs = SWEEP_EVERY_MS): () => void {
  const timer = setInterval(() => {
    sweepAuthTables(db, config).catch((error: unknown) => log.warn({ err: error }, 'auth tables sweep failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
