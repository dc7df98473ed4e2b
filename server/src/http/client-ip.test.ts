// TRUST_PROXY and the client's address: a hop count or proxy list decides which X-Forwarded-For entry is believed,
// and whatever a client writes there, the address stored and counted is a valid IP.
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { sessions } from '../auth/auth.tables';
import { parseTrustProxy } from './client-ip';

describe('TRUST_PROXY', () => {
  it('reads off, a hop count, or a list of proxy addresses and CIDRs', () => {
    for (const off of [undefined, '', '0', 'false', ' FALSE ']) expect(parseTrustProxy(off)).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    expect(parseTrustProxy('loopback, uniquelocal')).toEqual(['loopback', 'uniquelocal']);
  });

  it('refuses to start on anything else', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0/8', 'proxy.example.com', '1.2.3.4/8/8']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

async function sessionIpAfterLogin(server: TestServer, forwardedFor: string) {
  const res = await server.call('saasLogin', {
    body: { account: '13800000002', password: 'demo123456' },
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await server.database.db.select({ ip: sessions.ip }).from(sessions).orderBy(desc(sessions.createdAt)).limit(1);
  return row.ip;
}

describe('the client address behind one proxy (TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
    await server.fixtures.account({ mobile: '13800000002' });
  });
  afterAll(() => server?.close());

  it('stores a valid IP whatever the client writes, never a 500 for a long header', async () => {
    // Before: the whole string became the "IP" and overflowed the 64-character column.
    expect(await sessionIpAfterLogin(server, 'x'.repeat(200))).toBe('127.0.0.1');
    expect(await sessionIpAfterLogin(server, `${'a'.repeat(80)}, not-an-address`)).toBe('127.0.0.1');
  });

  it('believes only the entry the proxy appended, not what the client wrote before it', async () => {
    expect(await sessionIpAfterLogin(server, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await sessionIpAfterLogin(server, '2001:db8::1')).toBe('2001:db8::1');
  });
});

describe('the client address with a list of proxies', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '10.0.0.0/8' } });
    await server.fixtures.account({ mobile: '13800000002' });
  });
  afterAll(() => server?.close());

  it('ignores X-Forwarded-For from an address that is not one of them', async () => {
    expect(await sessionIpAfterLogin(server, '203.0.113.7')).toBe('127.0.0.1');
  });
});
