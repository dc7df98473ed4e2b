// Answers of the API are never stored by browsers or proxies; the consoles' files keep their own caching; HSTS
// only on answers that went out over https.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let staticDir: string;

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'commune-static-'));
  mkdirSync(join(staticDir, 'static', 'js'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>站点管理中心</title>');
  writeFileSync(join(staticDir, 'static', 'js', 'main.abc123.js'), 'console.log(1)');
  server = await startTestServer({ env: { STATIC_DIR: staticDir, TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('caching headers', () => {
  it('marks every /api/ answer no-store: success, refusal, unknown path', async () => {
    for (const [url, status] of [
      ['/api/saas/site-category', 200],
      ['/api/saas/token-account', 401],
      ['/api/no-such-thing', 404],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leaves the consoles’ files to their own rules', async () => {
    expect((await get('/static/js/main.abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
  });
});

describe('HSTS', () => {
  it('is sent on answers that went out over https', async () => {
    const res = await get('/api/saas/site-category', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
    expect((await get('/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe('max-age=15552000');
  });

  it('is not sent over plain http', async () => {
    expect((await get('/api/saas/site-category')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('go with every answer: the console page, an API answer, a refusal and an unknown path', async () => {
    for (const url of ['/', '/api/saas/site-category', '/api/saas/account-info', '/api/saas/no-such-path']) {
      const { headers } = await get(url);
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['referrer-policy']).toBe('no-referrer');
    }
  });
});
