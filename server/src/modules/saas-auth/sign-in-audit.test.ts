// Sign-in, sign-out and password events reach the security trail in both realms, with where they came from and
// without any secret.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { securityEvents } from '../../audit/audit.tables';

let server: TestServer;
let holderId: number;
let siteId: number;
let memberId: number;
const host = 'audit.localhost';
const from = { remoteAddress: '10.9.0.1', headers: { 'user-agent': 'AuditTest/1.0' } };

beforeAll(async () => {
  server = await startTestServer();
  holderId = await server.fixtures.account({ mobile: '13900000401' });
  siteId = await server.fixtures.site({ ownerId: holderId, slug: 'audit' });
  memberId = await server.fixtures.siteUser({ siteId, account: 'audit_member', mobile: '13900000402' });
});
afterAll(() => server?.close());

const eventsOf = (realm: 'saas' | 'console', action: string) =>
  server.database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.realm, realm), eq(securityEvents.action, action)));

async function resetCode(realm: 'saas' | 'console', mobile: string) {
  const send = realm === 'saas' ? 'sendForgetSms' : 'sendConsoleForgetSms';
  expect((await server.call(send, { body: { mobile }, host, ...from })).status).toBe(200);
  return (await server.fixtures.lastSmsCode(mobile))!;
}

describe('the security trail of signing in', () => {
  it('SaaS: signInFailed, signIn, passwordChanged, signOut and passwordReset, with IP and user agent', async () => {
    expect((await server.call('saasLogin', { body: { account: '13900000401', password: 'wrong-pass-1' }, ...from })).status).toBe(400);
    const login = await server.call('saasLogin', { body: { account: '13900000401', password: 'demo123456' }, ...from });
    const token = login.body.data.token;
    const changed = await server.call('changePassword', {
      token,
      body: { oldPassword: 'demo123456', newPassword: 'changed-2026' },
      ...from,
    });
    expect(changed.status).toBe(200);
    expect((await server.call('saasLogout', { token, ...from })).status).toBe(200);
    const code = await resetCode('saas', '13900000401');
    const { resetToken } = (await server.call('verifyResetCode', { body: { mobile: '13900000401', code }, ...from })).body.data;
    expect((await server.call('resetPassword', { body: { resetToken, newPassword: 'reset-2026' }, ...from })).status).toBe(200);

    const actor = { realm: 'saas', actorAccountId: holderId, ip: '10.9.0.1', userAgent: 'AuditTest/1.0' };
    expect(await eventsOf('saas', 'signInFailed')).toEqual([expect.objectContaining({ ...actor, actorName: '13900000401' })]);
    expect(await eventsOf('saas', 'signIn')).toEqual([expect.objectContaining({ ...actor, actorName: '13900000401' })]);
    expect(await eventsOf('saas', 'passwordChanged')).toEqual([expect.objectContaining(actor)]);
    expect(await eventsOf('saas', 'signOut')).toEqual([expect.objectContaining(actor)]);
    expect(await eventsOf('saas', 'passwordReset')).toEqual([expect.objectContaining({ ...actor, targetType: 'account' })]);
    const trail = JSON.stringify(await server.database.db.select().from(securityEvents));
    for (const secret of ['wrong-pass-1', 'demo123456', 'changed-2026', 'reset-2026', code, token, resetToken]) {
      expect(trail).not.toContain(secret);
    }
  });

  it('site console: signInFailed for an unknown name too, signIn, signOut and passwordReset, with the site', async () => {
    expect((await server.call('consoleLogin', { body: { account: 'no_such', password: 'wrong-pass-2' }, host, ...from })).status).toBe(400);
    const login = await server.call('consoleLogin', { body: { account: 'audit_member', password: 'demo123456' }, host, ...from });
    const token = login.body.data.token;
    expect((await server.call('consoleLogout', { token, host, ...from })).status).toBe(200);
    const code = await resetCode('console', '13900000402');
    const verified = await server.call('verifyConsoleResetCode', { body: { mobile: '13900000402', code }, host, ...from });
    const { resetToken } = verified.body.data;
    expect((await server.call('resetConsolePassword', { body: { resetToken, newPassword: 'reset-2027' }, host, ...from })).status).toBe(
      200,
    );

    const actor = { realm: 'console', siteId, actorSiteUserId: memberId, ip: '10.9.0.1', userAgent: 'AuditTest/1.0' };
    expect(await eventsOf('console', 'signInFailed')).toEqual([
      expect.objectContaining({ ...actor, actorSiteUserId: null, actorName: 'no_such' }),
    ]);
    expect(await eventsOf('console', 'signIn')).toEqual([expect.objectContaining({ ...actor, actorName: 'audit_member' })]);
    expect(await eventsOf('console', 'signOut')).toEqual([expect.objectContaining(actor)]);
    expect(await eventsOf('console', 'passwordReset')).toEqual([expect.objectContaining({ ...actor, targetType: 'siteUser' })]);
    const trail = JSON.stringify(await server.database.db.select().from(securityEvents));
    for (const secret of ['wrong-pass-2', 'demo123456', 'reset-2027', code, token, resetToken]) expect(trail).not.toContain(secret);
  });
});
