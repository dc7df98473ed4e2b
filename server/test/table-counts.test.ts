// The "writes nothing" checks of the generated tiers (refusals, bad input, tenancy) compare `tableCounts()` before and
// after: it must count every table, and see a row written.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('counts every table, and sees a row written', async () => {
  const before = await server.tableCounts();
  expect(Object.keys(before).length).toBeGreaterThan(100);
  await server.fixtures.account({ mobile: '13800009999' });
  const after = await server.tableCounts();
  expect(after).not.toEqual(before);
  expect(Object.entries(after).filter(([name, n]) => n !== before[name])).toEqual([['accounts', before.accounts + 1]]);
});
