import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { operationLogs } from './operation-log.tables';
import { redactInput, targetIdsOf } from './operation-log-hook';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let mainToken: string;

beforeAll(async () => {
  server = await startTestServer();
  const cast = await twoSites(server);
  ({ a, b } = cast.sites);
  mainToken = cast.tokens.main;
});
afterAll(() => server?.close());

const owner = (site = a) => ({ token: site.tokens.owner, host: site.host });

async function logOf(site = a, query: Record<string, unknown> = {}) {
  const res = await server.call('getOperationLogList', { ...owner(site), query } as never);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    list: {
      seq: number;
      operationId: string;
      actorName: string;
      targetIds: string;
      input: Record<string, unknown>;
      prevHash: string;
      hash: string;
    }[];
    total: number;
  };
}

describe('operation logs', () => {
  it('records each successful console write with actor, summary, targets and redacted input, per site', async () => {
    const member = await server.fixtures.siteUser({ siteId: a.id, account: 'logged1', userName: '被记录的人' });
    expect((await server.call('muteSiteUser', { ...owner(), body: { userId: member, days: 2, reason: '刷屏' } })).status).toBe(200);
    expect((await server.call('grantSiteAdmin', { ...owner(), body: { userId: member, roles: ['Post'] } })).status).toBe(200);
    // Refused writes and reads leave no entry.
    expect((await server.call('grantSiteAdmin', { ...owner(), body: { userId: member, roles: ['Post'] } })).status).toBe(409);
    const log = await logOf();
    const ops = log.list.map((e) => e.operationId);
    expect(ops.slice(0, 2)).toEqual(['grantSiteAdmin', 'muteSiteUser']);
    expect(log.list[1]).toMatchObject({
      summary: '禁言成员',
      targetIds: String(member),
      input: { userId: member, days: 2, reason: '刷屏' },
    });
    expect(log.list[1]!.actorName).not.toBe('');
    expect(log.list[0]!.prevHash).toBe(log.list[1]!.hash);
    expect((await logOf(b)).list.map((e) => e.operationId)).not.toContain('muteSiteUser');
    expect((await logOf(a, { keyword: '禁言' })).list.every((e) => e.operationId === 'muteSiteUser')).toBe(true);
  });

  it('never keeps passwords, tokens or codes', () => {
    expect(redactInput({ oldPassword: 'a', newPassword: 'b', token: 'c', code: '123456', name: 'x'.repeat(300) })).toEqual({
      oldPassword: '[已隐去]',
      newPassword: '[已隐去]',
      token: '[已隐去]',
      code: '[已隐去]',
      name: `${'x'.repeat(200)}…`,
    });
    expect(targetIdsOf({ ids: [1, 2], userId: 3, name: 'x' })).toBe('1,2,3');
  });

  it('records the platform’s writes in its own chain', async () => {
    const cleared = await server.call('clearRedisCache', { token: mainToken });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    const res = await server.call('getPlatformOperationLogList', { token: mainToken, query: {} });
    expect(res.status).toBe(200);
    expect(res.body.data.list[0]).toMatchObject({ operationId: 'clearRedisCache', summary: '清除缓存', actorName: '刘建国' });
    expect((await logOf(a)).list.map((e) => e.operationId)).not.toContain('clearRedisCache');
    const verify = await server.call('verifyPlatformOperationLog', { token: mainToken });
    expect(verify.body.data).toMatchObject({ valid: true });
  });

  it('verifies the chain, and points at an entry edited in the database', async () => {
    const member = await server.fixtures.siteUser({ siteId: a.id, account: 'logged2' });
    for (const days of [1, 2, 3]) await server.call('banSiteUser', { ...owner(), body: { userId: member, days, reason: `第${days}次` } });
    const ok = await server.call('verifyOperationLog', owner());
    expect(ok.body.data).toMatchObject({ valid: true, brokenAt: null });
    const { list } = await logOf();
    const target = list.find((e) => e.operationId === 'banSiteUser' && e.input.days === 2)!;
    expect(ok.body.data.checked).toBe(list[0]!.seq);

    // Someone with database access softens the record: the chain breaks exactly there.
    await server.database.db
      .update(operationLogs)
      .set({ input: sql`jsonb_set(${operationLogs.input}, '{days}', '1')` })
      .where(and(eq(operationLogs.chainId, a.id), eq(operationLogs.seq, target.seq)));
    const broken = await server.call('verifyOperationLog', owner());
    expect(broken.body.data).toMatchObject({ valid: false, brokenAt: target.seq, checked: target.seq - 1 });
    expect(broken.body.data.reason).toContain(`第 ${target.seq} 条`);
    // Site B's chain is untouched.
    expect((await server.call('verifyOperationLog', owner(b))).body.data.valid).toBe(true);
  });

  it('notices an entry deleted from the end', async () => {
    const { list } = await logOf(b);
    await server.call('muteSiteUser', { ...owner(b), body: { userId: b.users.member, days: 1, reason: '测试' } });
    const last = list.length + 1;
    await server.database.db.delete(operationLogs).where(and(eq(operationLogs.chainId, b.id), eq(operationLogs.seq, last)));
    const res = await server.call('verifyOperationLog', owner(b));
    expect(res.body.data).toMatchObject({ valid: false, brokenAt: last });
  });
});
