// Spends that race for one balance: the ledger's conditional update lets exactly as many through as the balance
// covers, and the records still add up to the balance. On TEST_DATABASE_URL the spends really run at once.
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { pointRecords, userPoints } from './point.tables';
import { applyPointChange } from './point-ledger';

let server: TestServer;
let a: ConsoleTestSite;

beforeAll(async () => {
  server = await startTestServer();
  ({ a } = (await twoSites(server)).sites);
});
afterAll(() => server?.close());

const change = (delta: number) =>
  server.database.db.transaction((tx) =>
    applyPointChange(tx, { siteId: a.id, userId: a.users.member, category: 'coin', delta, reason: delta > 0 ? '充值' : '兑换' }),
  );

it('lets 10 of 30 parallel spends of 10 through a balance of 100, never below zero, and the ledger adds up', async () => {
  await change(100);
  const results = await Promise.allSettled(Array.from({ length: 30 }, () => change(-10)));
  const spent = results.filter((result) => result.status === 'fulfilled');
  const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  expect(spent).toHaveLength(10);
  expect(refused.map((result) => result.reason.message)).toEqual(Array(20).fill('积分余额不足'));

  const [balance] = await server.database.db
    .select({ balance: userPoints.balance })
    .from(userPoints)
    .where(and(eq(userPoints.siteId, a.id), eq(userPoints.userId, a.users.member)));
  const [ledger] = await server.database.db
    .select({ total: sum(pointRecords.delta).mapWith(Number) })
    .from(pointRecords)
    .where(and(eq(pointRecords.siteId, a.id), eq(pointRecords.userId, a.users.member)));
  expect(balance.balance).toBe(0);
  expect(ledger.total).toBe(0);
});
