// One identity per person: a site's owner is their SaaS account in every site console. Before, the owner's site user
// kept a copy of the password hash and console sessions never looked at the account, so an old password and old
// console tokens outlived a password change, a reset and a disabled account.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { managerWith, ownerOf } from '../../../test/two-sites';
import { siteUsers } from '../site/site.tables';

let server: TestServer;
let clerk: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  clerk = await managerWith(server, '13800000091', ['Account']);
});
afterAll(() => server?.close());

/** An account owning two sites, signed in to the centre and to both consoles (each console principal cached). */
async function ownerOfTwo(mobile: string, slug: string) {
  const id = await server.fixtures.account({ mobile });
  const slugs = [`${slug}-one`, `${slug}-two`];
  for (const s of slugs) await server.fixtures.site({ ownerId: id, slug: s });
  const saas = await server.fixtures.loginSaas(mobile);
  const consoles: { host: string; token: string }[] = [];
  for (const s of slugs) {
    const token = await server.fixtures.loginConsole(s, mobile);
    const host = `${s}.localhost`;
    expect((await server.call('getTokenUser', { token, host })).status).toBe(200);
    consoles.push({ host, token });
  }
  return { id, mobile, saas, consoles };
}

const consoleLogin = (host: string, account: string, password: string) =>
  server.call('consoleLogin', { body: { account, password }, host });

async function expectConsolesClosedTo(owner: Awaited<ReturnType<typeof ownerOfTwo>>, password: string) {
  for (const { host, token } of owner.consoles) {
    expect((await server.call('getTokenUser', { token, host })).status).toBe(401);
    expect((await consoleLogin(host, owner.mobile, password)).status).toBe(400);
  }
}

describe('the owner’s site consoles follow the SaaS account', () => {
  it('a password change: the old password and every old console token stop working, the new password signs in', async () => {
    const owner = await ownerOfTwo('13900000501', 'pw-change');
    const res = await server.call('changePassword', { token: owner.saas, body: { oldPassword: 'demo123456', newPassword: 'changed2026' } });
    expect(res.status).toBe(200);
    await expectConsolesClosedTo(owner, 'demo123456');
    for (const { host } of owner.consoles) {
      const login = await consoleLogin(host, owner.mobile, 'changed2026');
      expect(login.status).toBe(200);
      expect(login.body.data.userInfo.userType).toBe(1);
    }
    // The centre session that changed the password carries on.
    expect((await server.call('getTokenAccount', { token: owner.saas })).status).toBe(200);
  });

  it('a password reset by SMS: the same', async () => {
    const owner = await ownerOfTwo('13900000502', 'pw-reset');
    await server.call('sendForgetSms', { body: { mobile: owner.mobile } });
    const code = (await server.fixtures.lastSmsCode(owner.mobile))!;
    const { resetToken } = (await server.call('verifyResetCode', { body: { mobile: owner.mobile, code } })).body.data;
    expect((await server.call('resetPassword', { body: { resetToken, newPassword: 'reset2026' } })).status).toBe(200);
    await expectConsolesClosedTo(owner, 'demo123456');
    expect((await consoleLogin(owner.consoles[0].host, owner.mobile, 'reset2026')).status).toBe(200);
  });

  it('a disabled account: console tokens die at once and sign-in is refused, even with the right password, until enabled', async () => {
    const owner = await ownerOfTwo('13900000503', 'disabled');
    const off = await server.call('updateManagedAccount', { token: clerk.token, body: { id: owner.id, status: 2 } });
    expect(off.status).toBe(200);
    for (const { host, token } of owner.consoles) {
      expect((await server.call('getTokenUser', { token, host })).status).toBe(401);
      const login = await consoleLogin(host, owner.mobile, 'demo123456');
      expect(login.status).toBe(400);
      expect(login.body.description).toBe('该账号已在站点管理中心停用，请联系平台管理员');
    }
    expect((await consoleLogin(owner.consoles[0].host, owner.mobile, 'wrong-pass')).body.description).toBe('账号或密码错误');
    await server.call('updateManagedAccount', { token: clerk.token, body: { id: owner.id, status: 1 } });
    expect((await consoleLogin(owner.consoles[1].host, owner.mobile, 'demo123456')).status).toBe(200);
  });

  it('a session opened before the account was disabled some other way stops at once too', async () => {
    const owner = await ownerOfTwo('13900000504', 'status-only');
    // Status alone, as a change that revokes nothing would leave it: the session lookup itself asks the account.
    await server.database.db.execute(sql`update accounts set status = 2 where id = ${owner.id}`);
    await server.deps.sessions.refreshSiteUsers((await server.deps.sites.byHost(owner.consoles[0].host))!.id);
    const { host, token } = owner.consoles[0];
    expect((await server.call('getTokenUser', { token, host })).status).toBe(401);
  });

  it('keeps no password copy: the owner user has none, and the database refuses one', async () => {
    const owner = await ownerOfTwo('13900000505', 'no-copy');
    const siteId = (await server.deps.sites.byHost(owner.consoles[0].host))!.id;
    const user = await ownerOf(server, siteId);
    expect(user.passwordHash).toBeNull();
    const write = server.database.db
      .update(siteUsers)
      .set({ passwordHash: 'copied' })
      .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, user.id)));
    await expect(write).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
  });

  it('sends the owner to the centre to reset their password, rather than setting one on the site', async () => {
    const owner = await ownerOfTwo('13900000506', 'console-reset');
    const { host } = owner.consoles[0];
    await server.call('sendConsoleForgetSms', { body: { mobile: owner.mobile }, host });
    const code = (await server.fixtures.lastSmsCode(owner.mobile))!;
    const res = await server.call('verifyConsoleResetCode', { body: { mobile: owner.mobile, code }, host });
    expect(res.status).toBe(400);
    expect(res.body.description).toBe('该账号使用站点管理中心的密码，请在站点管理中心找回密码');
    expect((await consoleLogin(host, owner.mobile, 'demo123456')).status).toBe(200);
  });
});
