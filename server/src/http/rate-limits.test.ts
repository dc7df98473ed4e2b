// The general limit per client IP on every /api/ request, the tighter one on operations open to anyone, and what a
// refusal looks like: 429 in the envelope, in Chinese, with Retry-After.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

const ALL = 8;
const ANONYMOUS = 3;
let server: TestServer;

const get = (url: string, client: string, forwardedFor = client) =>
  server.app.inject({ method: 'GET', url, headers: { host: 'localhost', 'x-forwarded-for': forwardedFor } });

beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: String(ALL), RATE_LIMIT_ANONYMOUS_PER_MINUTE: String(ANONYMOUS) },
  });
});
afterAll(() => server?.close());

describe('request limits per client IP', () => {
  it('refuses the operations open to anyone past the tighter limit, in the envelope', async () => {
    for (let i = 0; i < ANONYMOUS; i++) expect((await get('/api/saas/site-category', '203.0.113.1')).statusCode).toBe(200);
    const refused = await get('/api/saas/product-list', '203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ type: 7, description: '操作过于频繁，请稍后再试' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('counts each client on its own, and a client cannot pick another address', async () => {
    expect((await get('/api/saas/site-category', '203.0.113.2')).statusCode).toBe(200);
    // Entries before the one the proxy appended are the client's own words.
    expect((await get('/api/saas/site-category', '203.0.113.1', '198.51.100.9, 203.0.113.1')).statusCode).toBe(429);
  });

  it('counts every /api/ request against the general limit, refused ones too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ALL + 1; i++) statuses.push((await get('/api/saas/token-account', '203.0.113.3')).statusCode);
    expect(statuses).toEqual([...Array(ALL).fill(401), 429]);
  });

  it('does not count the consoles’ pages and files', async () => {
    for (let i = 0; i < ALL + 1; i++) expect((await get('/console/', '203.0.113.4')).statusCode).toBe(404);
    expect((await get('/api/saas/token-account', '203.0.113.4')).statusCode).toBe(401);
  });
});
