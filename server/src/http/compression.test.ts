// Compression (issue 30): built files go out as the build's brotli or gzip copies, chosen by Accept-Encoding, with
// Vary and long-lived caching for hashed files; pages and API JSON are compressed on the fly above the threshold;
// event streams and images never are.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { sections } from '../modules/section/section.tables';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

let server: TestServer;
let staticDir: string;
let saasToken: string;
const host = 'packed.localhost';
const script = Buffer.from(`console.log(${JSON.stringify('社区'.repeat(2000))});`);
const png = Buffer.alloc(4096, 7);

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'commune-packed-'));
  mkdirSync(join(staticDir, 'static', 'js'), { recursive: true });
  mkdirSync(join(staticDir, 'static', 'image'), { recursive: true });
  mkdirSync(join(staticDir, 'member'));
  // A page above the threshold, as the build writes them (scripts named in the head).
  const tags = Array.from({ length: 30 }, (_, i) => `<script defer src="/static/js/chunk-${i}.0123456789.js"></script>`).join('');
  writeFileSync(
    join(staticDir, 'index.html'),
    `<!doctype html><html lang="zh-CN"><head><title>站点管理中心</title>${tags}</head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(
    join(staticDir, 'member/index.html'),
    `<!doctype html><html lang="zh-CN"><head><title>社区</title>${tags}</head><body><div id="root"></div></body></html>`,
  );
  const asset = join(staticDir, 'static/js/index.0123456789.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(join(staticDir, 'static/image/logo.0123456789.png'), png);
  server = await startTestServer({ env: { STATIC_DIR: staticDir } });
  const owner = await server.fixtures.account({ mobile: '13900003001' });
  const siteId = await server.fixtures.site({ ownerId: owner, slug: 'packed', name: '压缩测试社区' });
  // Enough sections that their list is well above the threshold.
  await server.database.db
    .insert(sections)
    .values(Array.from({ length: 20 }, (_, i) => ({ siteId, name: `版块${i}`, description: '一个用来测试压缩的版块介绍，'.repeat(5) })));
  await server.fixtures.account({ mobile: '13900003002', permissions: ['SiteBase'] });
  saasToken = await server.fixtures.loginSaas('13900003002');
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('built files', () => {
  const url = '/static/js/index.0123456789.js';

  it('go as the brotli copy to a browser that accepts brotli, cached for a year as immutable', async () => {
    const res = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('go as the gzip copy to a browser that accepts only gzip', async () => {
    const res = await get(url, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('go as they are to a browser that accepts neither, still saying they vary', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get(url, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.equals(script)).toBe(true);
    }
  });

  it('never compresses images again', async () => {
    const res = await get('/static/image/logo.0123456789.png', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(png)).toBe(true);
  });
});

describe('answers written by the server', () => {
  it('compress a page above the threshold, which is revalidated rather than kept', async () => {
    for (const [requestHost, title] of [
      ['localhost', '站点管理中心'],
      [host, '压缩测试社区'],
    ]) {
      const res = await get('/', { host: requestHost, 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], requestHost).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain(`<title>${title}</title>`);
    }
  });

  it('compress API JSON above the threshold with brotli or gzip, and leave smaller answers alone', async () => {
    const url = '/api/member/section-list';
    const br = await get(url, { host, 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    const list = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(list.data.list.length).toBeGreaterThanOrEqual(20);
    const gzip = await get(url, { host, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(list);
    const plain = await get(url, { host });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(list);

    const small = await get('/api/saas/no-such-path', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(404);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never compress an event stream', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/saas/events`, {
      headers: { accept: 'text/event-stream', authorization: saasToken, 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body!.getReader();
    // The first event arrives as text, as written.
    expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/^(retry|event): /m);
    controller.abort();
  });
});
