import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/audit-kit';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
});
afterAll(() => server?.close());

const owner = (site = a) => ({ token: site.tokens.owner, host: site.host });

async function person(roles: string[] = [], password?: string) {
  serial += 1;
  const account = `staff${serial}`;
  const id = await server.fixtures.siteUser({ siteId: a.id, account, userName: `员工${serial}`, roles, password });
  const token = await server.fixtures.loginConsole(a.slug, account, password);
  return { id, account, token, as: { token, host: a.host } };
}

describe('grantSiteAdmin', () => {
  it('appoints a member with Post only: posts open on the next request, members and settings stay closed', async () => {
    const reader = await person();
    expect((await server.call('getConsolePostList', { ...reader.as, query: {} })).status).toBe(403);
    const res = await server.call('grantSiteAdmin', { ...owner(), body: { userId: reader.id, roles: ['Post'] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: reader.id, roles: ['Post'], userType: 0 });
    expect((await server.call('getConsolePostList', { ...reader.as, query: {} })).status).toBe(200);
    expect((await server.call('getConsoleUserList', { ...reader.as, query: {} })).status).toBe(403);
    expect((await server.call('updateSiteSetting', { ...reader.as, body: {} } as never)).status).toBe(403);
    const audit = (await eventsOf(server, 'rolesChanged')).filter((e) => e.targetId === String(reader.id));
    expect(audit[0]).toMatchObject({ realm: 'console', siteId: a.id, actorSiteUserId: a.users.owner });
    expect(audit[0].detail).toMatchObject({ before: [], after: ['Post'] });

    const list = await server.call('getSiteAdminList', { ...owner(), query: {} });
    expect(list.body.data.list[0]).toMatchObject({ userType: 1, roles: ['admin'] });
    expect(list.body.data.list.map((x: { id: number }) => x.id)).toContain(reader.id);

    // Again: already an administrator. Changed, then removed: closed again at once.
    expect((await server.call('grantSiteAdmin', { ...owner(), body: { userId: reader.id, roles: ['Post'] } })).status).toBe(409);
    await server.call('updateSiteAdmin', { ...owner(), body: { userId: reader.id, roles: ['Post', 'User'] } });
    expect((await server.call('getConsoleUserList', { ...reader.as, query: {} })).status).toBe(200);
    expect((await server.call('revokeSiteAdmin', { ...owner(), body: { userId: reader.id } })).status).toBe(200);
    expect((await server.call('getConsolePostList', { ...reader.as, query: {} })).status).toBe(403);
  });

  it('an administrator grants and takes away only roles they hold, never the owner’s or their own', async () => {
    const manager = await person(['UserManager', 'Post']);
    const target = await person();
    const foreign = await server.call('grantSiteAdmin', { ...manager.as, body: { userId: target.id, roles: ['Post', 'User'] } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.description).toBe('只能授予或收回自己拥有的权限');
    expect((await server.call('grantSiteAdmin', { ...manager.as, body: { userId: target.id, roles: ['Post'] } })).status).toBe(200);

    const other = await person(['Comment']);
    expect((await server.call('revokeSiteAdmin', { ...manager.as, body: { userId: other.id } })).status).toBe(403);
    expect((await server.call('updateSiteAdmin', { ...manager.as, body: { userId: manager.id, roles: ['UserManager'] } })).status).toBe(
      403,
    );
    const ownerRes = await server.call('updateSiteAdmin', { ...manager.as, body: { userId: a.users.owner, roles: ['Post'] } });
    expect(ownerRes.status).toBe(403);
    expect(ownerRes.body.description).toBe('站长拥有全部权限，不能修改或撤销');
    expect((await server.call('revokeSiteAdmin', { ...owner(), body: { userId: a.users.owner } })).status).toBe(403);
    // Another site's member answers like a missing one.
    const there = await server.call('grantSiteAdmin', { ...owner(), body: { userId: b.users.member, roles: ['Post'] } });
    const missing = await server.call('grantSiteAdmin', { ...owner(), body: { userId: 999999, roles: ['Post'] } });
    expect(there.status).toBe(404);
    expect(there.body).toEqual(missing.body);
  });
});

describe('personal setting', () => {
  it('changes one’s own name, avatar and password; the owner changes the password in the centre', async () => {
    const me = await person(['Post'], 'old-pass-1');
    const saved = await server.call('updateConsoleProfile', { ...me.as, body: { userName: '新名字', avatar: '/files/1/a.webp' } });
    expect(saved.body.data).toMatchObject({ userName: '新名字', avatar: '/files/1/a.webp', canChangePassword: true, roles: ['Post'] });
    const other = await server.fixtures.loginConsole(a.slug, me.account, 'old-pass-1');
    const wrong = await server.call('changeConsolePassword', { ...me.as, body: { oldPassword: 'nope-nope', newPassword: 'new-pass-2' } });
    expect(wrong.body.description).toBe('原密码不正确');
    const ok = await server.call('changeConsolePassword', { ...me.as, body: { oldPassword: 'old-pass-1', newPassword: 'new-pass-2' } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await server.call('getConsoleProfile', me.as)).status).toBe(200);
    expect((await server.call('getConsoleProfile', { token: other, host: a.host })).status).toBe(401);
    expect((await server.call('consoleLogin', { host: a.host, body: { account: me.account, password: 'new-pass-2' } })).status).toBe(200);

    const ownerRes = await server.call('changeConsolePassword', {
      ...owner(),
      body: { oldPassword: 'demo123456', newPassword: 'x-new-pass' },
    });
    expect(ownerRes.status).toBe(400);
    expect((await server.call('getConsoleProfile', owner())).body.data).toMatchObject({ userType: 1, canChangePassword: false });
  });
});
