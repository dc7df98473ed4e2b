import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectRejected } from '../../../test/refusals';
import { type TwoSites, twoSites } from '../../../test/two-sites';
import { accounts } from '../account/account.tables';
import { consoleHandoffs } from './console-auth.tables';

let server: TestServer;
let cast: TwoSites;
beforeAll(async () => {
  server = await startTestServer();
  cast = await twoSites(server);
});
afterAll(() => server?.close());

const INVALID = '登录链接无效或已过期，请从站点管理中心重新进入';

/** What the site console keeps in sessionStorage (the verifier) and what it sends to the centre (the challenge). */
function browserSecret() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function issue(token: string, siteId: number, challenge: string) {
  return server.call('createConsoleHandoff', { token, body: { siteId, challenge }, host: 'localhost:8080' });
}

const claim = (host: string, code: string, verifier: string) => server.call('claimConsoleHandoff', { body: { code, verifier }, host });

describe('createConsoleHandoff and claimConsoleHandoff', () => {
  it('signs the owner in to their site console once, with the verifier of the browser that asked', async () => {
    const { a } = cast.sites;
    const secret = browserSecret();
    const issued = await issue(cast.tokens.holderA, a.id, secret.challenge);
    expect(issued.status).toBe(200);
    expect(issued.body.data).toEqual({
      code: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      consoleUrl: `http://${a.host}:8080/console/`,
      expiresInSeconds: 60,
    });
    const { code } = issued.body.data;

    const claimed = await claim(a.host, code, secret.verifier);
    expect(claimed.status).toBe(200);
    expect(claimed.body.data.userInfo).toMatchObject({ id: a.users.owner, siteId: a.id, userType: 1, roles: ['admin'] });
    const token = claimed.body.data.token;
    expect((await server.call('getTokenUser', { token, host: a.host })).body.data.id).toBe(a.users.owner);
    // Only hashes are stored, and a claimed code is gone.
    expect(await server.database.db.select().from(consoleHandoffs)).toEqual([]);
    expect((await claim(a.host, code, secret.verifier)).body).toEqual({ type: 2, description: INVALID });
  });

  it('refuses a code planted in another browser: without its verifier it signs nobody in, and is used up', async () => {
    const { b } = cast.sites;
    // The attacker owns site B and asks for a code with a challenge of their own.
    const attacker = browserSecret();
    const { code } = (await issue(cast.tokens.holderB, b.id, attacker.challenge)).body.data;
    // The victim's console holds its own verifier (or none): the claim fails, and the code cannot be tried again.
    const victim = browserSecret();
    const planted = await claim(b.host, code, victim.verifier);
    expect(planted.status).toBe(400);
    expect(planted.body).toEqual({ type: 2, description: INVALID });
    expect((await claim(b.host, code, attacker.verifier)).status).toBe(400);
  });

  it('works only on the site it was issued for, and only while fresh', async () => {
    const { a, b } = cast.sites;
    const secret = browserSecret();
    const elsewhere = (await issue(cast.tokens.holderA, a.id, secret.challenge)).body.data.code;
    expect((await claim(b.host, elsewhere, secret.verifier)).body.description).toBe(INVALID);
    const stale = (await issue(cast.tokens.holderA, a.id, secret.challenge)).body.data.code;
    await server.database.db.update(consoleHandoffs).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await claim(a.host, stale, secret.verifier)).body.description).toBe(INVALID);
  });

  it('refuses a code whose account was disabled after it was issued', async () => {
    const id = await server.fixtures.account({ mobile: '13900000901' });
    const siteId = await server.fixtures.site({ ownerId: id, slug: 'handoff-off' });
    const secret = browserSecret();
    const { code } = (await issue(await server.fixtures.loginSaas('13900000901'), siteId, secret.challenge)).body.data;
    await server.database.db.update(accounts).set({ status: 2 }).where(eq(accounts.id, id));
    expect((await claim('handoff-off.localhost', code, secret.verifier)).body.description).toBe(INVALID);
  });

  it('is issued to the owner only: someone else’s site is missing, a manager with Site is refused', async () => {
    const { a } = cast.sites;
    const { challenge } = browserSecret();
    const stranger = await issue(cast.tokens.holderB, a.id, challenge);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ type: 5, description: '站点不存在' });
    const manager = await issue(cast.tokens.limited, a.id, challenge);
    expect(manager.status).toBe(403);
    expect(manager.body.description).toBe('只有站长本人可以从站点管理中心直接进入站点控制台');
    expect((await issue(a.tokens.owner, a.id, challenge)).status).toBe(401);
    expect((await server.call('createConsoleHandoff', { body: { siteId: a.id, challenge } })).status).toBe(401);
  });

  it.each([
    [{ siteId: 1 }, INVALID],
    [{ siteId: 1, challenge: 'short' }, INVALID],
    [{ siteId: 1, challenge: `${'A'.repeat(42)}=` }, INVALID],
    [{ siteId: 1, challenge: 'A'.repeat(43), redirect: 'https://evil.example/' }, '不支持的参数：redirect'],
  ])('createConsoleHandoff rejects %j', async (body, description) => {
    await expectRejected(server, 'createConsoleHandoff', { token: cast.tokens.holderA, body }, description);
  });

  it.each([
    [{ code: 'A'.repeat(43) }, INVALID],
    [{ code: 'A'.repeat(43), verifier: 'A'.repeat(44) }, INVALID],
    [{ token: 'A'.repeat(43), code: 'A'.repeat(43), verifier: 'A'.repeat(43) }, '不支持的参数：token'],
  ])('claimConsoleHandoff rejects %j', async (body, description) => {
    await expectRejected(server, 'claimConsoleHandoff', { body, host: cast.sites.a.host }, description);
  });
});
