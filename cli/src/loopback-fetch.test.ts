import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommctlFetch, isLocalhostSubdomain, isLoopbackName, loopbackFetch, loopbackLookup } from './loopback-fetch';

function lookup(hostname: string, options: Parameters<typeof loopbackLookup>[1]) {
  return new Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
    loopbackLookup(hostname, options, (error, address, family) => resolve({ error, address, family })),
  );
}

describe('*.localhost resolution (RFC 6761)', () => {
  it('treats localhost and every name under it as loopback, and nothing else', () => {
    expect(isLoopbackName('demo.localhost')).toBe(true);
    expect(isLoopbackName('A.B.LOCALHOST.')).toBe(true);
    expect(isLoopbackName('localhost')).toBe(true);
    expect(isLoopbackName('localhost.example.cn')).toBe(false);
    expect(isLoopbackName('evil-localhost')).toBe(false);
    expect(isLocalhostSubdomain('demo.localhost')).toBe(true);
    expect(isLocalhostSubdomain('localhost')).toBe(false);
  });

  it('answers 127.0.0.1 for one address, both loopbacks for all, and honours the family', async () => {
    expect(await lookup('demo.localhost', {})).toEqual({ error: null, address: '127.0.0.1', family: 4 });
    expect((await lookup('demo.localhost', { all: true })).address).toEqual([
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ]);
    expect(await lookup('demo.localhost', { family: 6 })).toEqual({ error: null, address: '::1', family: 6 });
  });

  it('refuses other names rather than resolving them to loopback', async () => {
    expect((await lookup('example.cn', {})).error?.code).toBe('ENOTFOUND');
  });
});

describe('loopbackFetch', () => {
  let server: Server;
  let port: number;
  const seen: { method?: string; url?: string; headers?: IncomingHttpHeaders; body?: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'application/json', 'x-site': 'demo' });
        res.end(JSON.stringify({ type: req.url === '/missing' ? 5 : 1, host: req.headers.host }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reaches a *.localhost name on loopback with that Host header, which global fetch cannot', async () => {
    const response = await loopbackFetch(
      new Request(`http://demo.localhost:${port}/api/token-user?x=1`, { headers: { Authorization: 't' } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-site')).toBe('demo');
    expect(await response.json()).toEqual({ type: 1, host: `demo.localhost:${port}` });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/token-user?x=1' });
    expect(seen.at(-1)?.headers?.authorization).toBe('t');
    await expect(fetch(`http://demo.localhost:${port}/`)).rejects.toThrow();
  });

  it('sends bodies and passes error statuses through', async () => {
    const body = JSON.stringify({ account: '陈思远', password: 'x' });
    await loopbackFetch(
      new Request(`http://demo.localhost:${port}/api/console/login`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body });
    expect(seen.at(-1)?.headers?.['content-length']).toBe(String(Buffer.byteLength(body)));
    expect((await loopbackFetch(new Request(`http://demo.localhost:${port}/missing`))).status).toBe(404);
  });

  it('fails like fetch when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(loopbackFetch(new Request(`http://demo.localhost:${freePort}/`))).rejects.toThrow('fetch failed');
  });

  it('is used by commctl only for *.localhost; other hosts go to the platform fetch', async () => {
    const forwarded: string[] = [];
    const commctlFetch = createCommctlFetch(async (request) => {
      forwarded.push(request.url);
      return new Response('{}');
    });
    await commctlFetch(new Request('http://localhost:8080/a'));
    await commctlFetch(new Request('https://commune.example.cn/b'));
    const response = await commctlFetch(new Request(`http://demo.localhost:${port}/c`));
    expect(forwarded).toEqual(['http://localhost:8080/a', 'https://commune.example.cn/b']);
    expect((await response.json()).host).toBe(`demo.localhost:${port}`);
  });
});
