// Sessions, sign-in failures, reset tickets, SMS codes and the SMS outbox lose their old rows and keep their recent ones.
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { authFailures, passwordResets, sessions } from '../../auth/auth.tables';
import { hashToken } from '../../auth/secrets';
import { smsCodes, smsOutbox } from '../../sms/sms.tables';
import { sweepAuthTables } from './auth-sweeper';

let server: TestServer;
let accountId: number;
beforeAll(async () => {
  server = await startTestServer();
  accountId = await server.fixtures.account({ mobile: '13900000501' });
});
afterAll(() => server?.close());

const ago = (interval: string) => sql`now() - ${interval}::interval`;
const ahead = (interval: string) => sql`now() + ${interval}::interval`;

/** One row that has outlived its use and one that has not, in every table the sweep looks after. */
async function oldAndRecent(tag: string) {
  const { db } = server.database;
  const session = (name: string, expiresAt: SQL) => ({
    tokenHash: hashToken(`${tag}-${name}`),
    kind: 'saas',
    accountId,
    expiresAt: expiresAt,
  });
  await db.insert(sessions).values([session('old', ago('1 minute')), session('recent', ahead('30 days'))]);
  await db.insert(passwordResets).values([
    { ...session('old', ago('1 minute')), tokenHash: hashToken(`${tag}-reset-old`) },
    { ...session('recent', ahead('10 minutes')), tokenHash: hashToken(`${tag}-reset-recent`) },
  ]);
  await db.insert(authFailures).values([
    { scope: `${tag}:old`, createdAt: ago('25 hours') },
    { scope: `${tag}:recent`, createdAt: ago('23 hours') },
  ]);
  const code = (mobile: string, createdAt: string) => ({
    mobile,
    purpose: 'saas_register',
    codeHash: 'x',
    createdAt: ago(createdAt),
    expiresAt: ago(createdAt),
  });
  await db.insert(smsCodes).values([code('13900000001', '3 days'), code('13900000002', '23 hours')]);
  const sent = (mobile: string, createdAt: string) => ({
    mobile,
    purpose: 'saas_register',
    content: 'x',
    provider: 'outbox',
    createdAt: ago(createdAt),
  });
  await db.insert(smsOutbox).values([sent('13900000001', '181 days'), sent('13900000002', '179 days')]);
}

const countOf = async (table: PgTable) => {
  const [row] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row.n;
};
const counts = async () => ({
  sessions: await countOf(sessions),
  passwordResets: await countOf(passwordResets),
  authFailures: await countOf(authFailures),
  smsCodes: await countOf(smsCodes),
  smsOutbox: await countOf(smsOutbox),
});
const clear = async () => {
  for (const table of [sessions, passwordResets, authFailures, smsCodes, smsOutbox]) await server.database.db.delete(table);
};

describe('the auth sweep', () => {
  it('deletes expired sessions and tickets, failures older than a day, codes older than two days, outbox older than 180 days', async () => {
    await clear();
    await oldAndRecent('first');
    expect(await counts()).toEqual({ sessions: 2, passwordResets: 2, authFailures: 2, smsCodes: 2, smsOutbox: 2 });
    await sweepAuthTables(server.database.db, { smsOutboxRetentionDays: 180 });
    expect(await counts()).toEqual({ sessions: 1, passwordResets: 1, authFailures: 1, smsCodes: 1, smsOutbox: 1 });
    const [failure] = await server.database.db.select({ scope: authFailures.scope }).from(authFailures);
    expect(failure.scope).toBe('first:recent');
    const [sessionLeft] = await server.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(sessionLeft.tokenHash).toEqual(hashToken('first-recent'));
  });

  it('runs as the expiredRowsCleanup task on the job queue', async () => {
    await clear();
    await oldAndRecent('second');
    await server.deps.jobs.runNow('expiredRowsCleanup');
    // The sweep deletes table by table, so wait for all of them: a run caught halfway shows sessions swept and the rest not.
    await vi.waitFor(
      async () => expect(await counts()).toEqual({ sessions: 1, passwordResets: 1, authFailures: 1, smsCodes: 1, smsOutbox: 1 }),
      { timeout: 15_000, interval: 100 },
    );
  });
});
