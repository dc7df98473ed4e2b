// Sign-in limits: bursts are counted one by one, per-IP limits span every site and both realms, and a guesser slows
// down only the IP it guesses from, never the owner signing in from elsewhere.
import { like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { authFailures } from './auth.tables';
import { defaultHashLimits } from './hash-limiter';
import { limitHashing, runHashing } from './secrets';

let server: TestServer;
const sites = { a: 'alpha.localhost', b: 'beta.localhost' };
const WAIT = /^登录失败次数过多，请 \d+ (秒|分钟)后再试$/;

beforeAll(async () => {
  server = await startTestServer();
  const main = await server.fixtures.account({ mobile: '13800000001', main: true });
  const holder = await server.fixtures.account({ mobile: '13900000001' });
  await server.fixtures.site({ ownerId: main, slug: 'alpha' });
  await server.fixtures.site({ ownerId: holder, slug: 'beta' });
});
afterAll(() => server?.close());

const saasLogin = (account: string, password: string, remoteAddress?: string) =>
  server.call('saasLogin', { body: { account, password }, remoteAddress });
const consoleLogin = (host: string, account: string, password: string, remoteAddress?: string) =>
  server.call('consoleLogin', { body: { account, password }, host, remoteAddress });

describe('a burst of guesses is counted one by one', () => {
  it.each([
    ['saasLogin', '10.1.0.1', (ip: string) => saasLogin('13800000001', 'wrong-pass', ip)],
    ['consoleLogin', '10.1.0.2', (ip: string) => consoleLogin(sites.a, '13800000001', 'wrong-pass', ip)],
  ])('%s: of 100 wrong passwords at once at most 5 reach the password check, the rest wait (429)', async (_, ip, guess) => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => guess(ip)));
    // Only a checked password is answered 账号或密码错误; a refused try never reaches argon2.
    const checked = answers.filter((a) => a.status === 400);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(5);
    for (const a of checked) expect(a.body.description).toBe('账号或密码错误');
    for (const a of answers.filter((x) => x.status !== 400)) {
      expect(a.status).toBe(429);
      expect(a.body.type).toBe(7);
      expect(a.body.description).toMatch(WAIT);
    }
  });
});

describe('per-IP limits span every site and both realms', () => {
  it('after 50 failures from one IP anywhere, that IP waits everywhere, and other IPs do not', async () => {
    const ip = '10.2.0.1';
    // Ten names five times each, one after another (at once, argon2's bound would turn some away): no single account
    // reaches its own limit.
    for (let n = 0; n < 10; n++) {
      for (let i = 0; i < 5; i++) {
        const res =
          n < 4
            ? await saasLogin(`nobody${n}@example.com`, 'wrong-pass', ip)
            : await consoleLogin(n < 7 ? sites.a : sites.b, `nobody${n}`, 'wrong-pass', ip);
        expect(res.status).toBe(400);
      }
    }
    for (const next of [
      () => consoleLogin(sites.b, 'someone_else', 'wrong-pass', ip),
      () => consoleLogin(sites.a, '13800000001', 'demo123456', ip),
      () => saasLogin('13900000001', 'demo123456', ip),
    ]) {
      const res = await next();
      expect(res.status, JSON.stringify(res.body)).toBe(429);
      expect(res.body.description).toMatch(/^登录失败次数过多，请 1[45] 分钟后再试$/);
    }
    expect((await consoleLogin(sites.b, 'someone_else', 'wrong-pass', '10.2.0.2')).status).toBe(400);
  });
});

describe('a guesser cannot lock the owner out', () => {
  it.each([
    ['SaaS', '10.4.0.1', (password: string, ip: string) => saasLogin('13800000001', password, ip)],
    ['site console', '10.4.0.2', (password: string, ip: string) => consoleLogin(sites.a, '13800000001', password, ip)],
  ])(
    '%s: after 5 wrong passwords the guessing IP waits, even with the right one; the owner from another IP gets in',
    async (_, guesser, login) => {
      for (let i = 0; i < 5; i++) expect((await login('wrong-pass', guesser)).status).toBe(400);
      const blocked = await login('demo123456', guesser);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ type: 7, description: '登录失败次数过多，请 1 分钟后再试' });
      expect((await login('demo123456', '10.4.1.1')).status).toBe(200);
    },
  );

  it('waits twice as long after each further failure from the same IP', async () => {
    const ip = '10.5.0.1';
    const login = (password: string) => saasLogin('13900000001', password, ip);
    for (let i = 0; i < 5; i++) await login('wrong-pass');
    for (const [waited, next] of [
      [60, '2 分钟'],
      [120, '4 分钟'],
    ] as const) {
      // As if the wait had passed.
      await server.database.db
        .update(authFailures)
        .set({ createdAt: sql`${authFailures.createdAt} - make_interval(secs => ${waited + 1})` })
        .where(like(authFailures.scope, `%@${ip}`));
      expect((await login('wrong-pass')).status).toBe(400);
      expect((await login('demo123456')).body.description).toBe(`登录失败次数过多，请 ${next}后再试`);
    }
  });
});

describe('argon2 is bounded', () => {
  afterEach(() => limitHashing(defaultHashLimits()));

  it('answers 503 服务繁忙 when the hashing slots and queue are full, without counting the try', async () => {
    limitHashing({ concurrency: 1, queue: 0 });
    let release = () => {};
    const held = runHashing(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      const res = await saasLogin('13900000001', 'demo123456', '10.6.0.1');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ type: 8, description: '服务繁忙，请稍后再试' });
      expect(await server.database.db.select().from(authFailures).where(like(authFailures.scope, '%10.6.0.1'))).toEqual([]);
    } finally {
      release();
      await held;
    }
    expect((await saasLogin('13900000001', 'demo123456', '10.6.0.1')).status).toBe(200);
  });
});
