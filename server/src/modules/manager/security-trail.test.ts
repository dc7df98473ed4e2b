// The security trail of who changed whose access: accounts disabled and enabled, roles granted and taken, the main
// manager handed on, sites transferred and deleted, each with its actor, target, IP and user agent.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { managerWith } from '../../../test/two-sites';
import { securityEvents } from '../../audit/audit.tables';

let server: TestServer;
let main: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  const id = await server.fixtures.account({ mobile: '13800000001', main: true });
  main = { id, token: await server.fixtures.loginSaas('13800000001') };
});
afterAll(() => server?.close());

const UA = 'Mozilla/5.0 (审计测试)';
const as = (token: string) => ({ token, headers: { 'user-agent': UA } });

async function lastEvent(action: string) {
  const [row] = await server.database.db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.action, action))
    .orderBy(desc(securityEvents.id))
    .limit(1);
  return row;
}

const byMain = () => ({ realm: 'saas', actorAccountId: main.id, ip: '127.0.0.1', userAgent: UA });

describe('security events of access changes', () => {
  it('accountDisabled and accountEnabled', async () => {
    const id = await server.fixtures.account({ mobile: '13900000701' });
    expect((await server.call('updateManagedAccount', { ...as(main.token), body: { id, status: 2 } })).status).toBe(200);
    expect(await lastEvent('accountDisabled')).toMatchObject({ ...byMain(), targetType: 'account', targetId: String(id) });
    expect((await server.call('updateManagedAccount', { ...as(main.token), body: { id, status: 1 } })).status).toBe(200);
    expect(await lastEvent('accountEnabled')).toMatchObject({ ...byMain(), targetType: 'account', targetId: String(id) });
  });

  it('rolesChanged when a manager is created, changed and removed, with the roles before and after', async () => {
    const id = await server.fixtures.account({ mobile: '13900000702' });
    await server.call('createManager', { ...as(main.token), body: { accountMobile: '13900000702', permissionList: ['Order'] } });
    expect(await lastEvent('rolesChanged')).toMatchObject({ ...byMain(), targetId: String(id), detail: { before: [], after: ['Order'] } });
    await server.call('updateManager', { ...as(main.token), body: { id, permissionList: ['Order', 'Site'] } });
    expect((await lastEvent('rolesChanged')).detail).toEqual({ before: ['Order'], after: ['Order', 'Site'] });
    await server.call('deleteManager', { ...as(main.token), query: { id } });
    expect((await lastEvent('rolesChanged')).detail).toEqual({ before: ['Order', 'Site'], after: [] });
  });

  it('siteTransferred and siteDeleted', async () => {
    const from = await managerWith(server, '13900000703', []);
    const to = await server.fixtures.account({ mobile: '13900000704' });
    const siteId = await server.fixtures.site({ ownerId: from.id, slug: 'audited' });
    expect((await server.call('transferSite', { ...as(from.token), body: { siteId, accountMobile: '13900000704' } })).status).toBe(200);
    expect(await lastEvent('siteTransferred')).toMatchObject({
      realm: 'saas',
      siteId,
      actorAccountId: from.id,
      targetType: 'site',
      targetId: String(siteId),
      ip: '127.0.0.1',
      userAgent: UA,
      detail: { fromAccountId: from.id, toAccountId: to },
    });
    expect((await server.call('deleteSite', { ...as(main.token), body: { id: siteId } })).status).toBe(200);
    expect(await lastEvent('siteDeleted')).toMatchObject({ ...byMain(), siteId, targetType: 'site', targetId: String(siteId) });
  });

  it('mainManagerTransferred', async () => {
    const heir = await managerWith(server, '13800000705', ['Order']);
    expect((await server.call('transferMainManager', { ...as(main.token), body: { id: heir.id } })).status).toBe(200);
    expect(await lastEvent('mainManagerTransferred')).toMatchObject({ ...byMain(), targetType: 'account', targetId: String(heir.id) });
  });

  it('nothing when the change is refused', async () => {
    const clerk = await managerWith(server, '13800000706', ['AccountManager']);
    await server.fixtures.account({ mobile: '13900000707' });
    const before = (await server.tableCounts()).securityEvents;
    const res = await server.call('createManager', {
      ...as(clerk.token),
      body: { accountMobile: '13900000707', permissionList: ['Site'] },
    });
    expect(res.status).toBe(403);
    expect((await server.tableCounts()).securityEvents).toBe(before);
  });
});
