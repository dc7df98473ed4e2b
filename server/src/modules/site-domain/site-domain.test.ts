import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDnsServer, type TestDnsServer } from '../../../test/dns-server';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type TwoSites, twoSites } from '../../../test/two-sites';
import { parseDnsServers } from '../../config';
import { ROUTE_MANIFEST } from '../../http/app-routes';

const HOST = 'bbs.example.com';
const MEMBER_PAGE = '<!doctype html><html><head><title>前台</title></head><body><div id="root"></div></body></html>';

describe('custom domains of a site', () => {
  let server: TestServer;
  let dns: TestDnsServer;
  let files: Server;
  let fileBody = '';
  let staticDir: string;
  let cast: TwoSites;

  beforeAll(async () => {
    dns = await startTestDnsServer();
    // The HTTP file check's web server: it answers the verification file with whatever the test puts there.
    files = createServer((request, response) => {
      if (request.url === '/.well-known/commune-verify.txt' && fileBody) response.end(fileBody);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    staticDir = mkdtempSync(join(tmpdir(), 'commune-site-domain-'));
    mkdirSync(join(staticDir, 'member'));
    mkdirSync(join(staticDir, 'console'));
    writeFileSync(join(staticDir, 'index.html'), '<html><head><title>站点管理中心</title></head><body></body></html>');
    writeFileSync(join(staticDir, 'console/index.html'), '<html><head><title>站点控制台</title></head><body></body></html>');
    writeFileSync(join(staticDir, 'member/index.html'), MEMBER_PAGE);
    const page = (path: string) => ({ path, title: '页' });
    writeFileSync(
      join(staticDir, ROUTE_MANIFEST),
      JSON.stringify({ saas: [page('/login')], console: [page('/login')], member: [page('/'), page('/post/:id')] }),
    );
    server = await startTestServer({
      env: { DNS_SERVERS: dns.address, DOMAIN_VERIFY_HTTP_PORT: String((files.address() as AddressInfo).port) },
      config: { staticDir },
    });
    cast = await twoSites(server);
  });

  afterAll(async () => {
    await server?.close();
    await dns?.close();
    await new Promise((resolve) => files?.close(resolve));
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, host: string) => server.app.inject({ method: 'GET', url, headers: { host } });
  const holderA = () => cast.tokens.holderA;
  let domainId = 0;

  it('adds a domain as pending and says which TXT record and file prove it', async () => {
    const res = await server.call('addSiteDomain', { token: holderA(), body: { siteId: cast.sites.a.id, hostname: HOST } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const domain = res.body.data;
    domainId = domain.id;
    expect(domain).toMatchObject({ hostname: HOST, status: 'pending', method: 'dns', primary: false, txtName: `_commune-verify.${HOST}` });
    expect(domain.txtValue).toBe(`commune-verify=${domain.token}`);
    expect(domain.fileUrl).toBe(`http://${HOST}/.well-known/commune-verify.txt`);
    expect(domain.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses IP addresses, capitals, the platform’s own names and a second site for one host', async () => {
    const add = (hostname: string, token = holderA(), siteId = cast.sites.a.id) =>
      server.call('addSiteDomain', { token, body: { siteId, hostname } });
    for (const hostname of ['1.2.3.4', 'BBS.example.com', 'bbs', '-a.example.com', 'a..example.com']) {
      const res = await add(hostname);
      expect(res.status, hostname).toBe(400);
      expect(res.body.description).toMatch(/[\u4e00-\u9fa5]/);
    }
    for (const hostname of ['localhost.com.localhost', 'reading.localhost']) {
      const res = await add(hostname);
      expect(res.status, hostname).toBe(400);
      expect(res.body.description).toContain('平台域名');
    }
    const again = await add(HOST);
    expect(again.status).toBe(409);
    expect(again.body.description).toBe('本站已添加该域名');
    const other = await add(HOST, cast.tokens.holderB, cast.sites.b.id);
    expect(other.status).toBe(409);
    expect(other.body.description).toBe('该域名已绑定到其他站点');
  });

  it('fails the check until the TXT record exists, recording why in Chinese', async () => {
    const failed = await server.call('verifySiteDomain', { token: holderA(), body: { siteId: cast.sites.a.id, id: domainId } });
    expect(failed.status).toBe(409);
    expect(failed.body.description).toBe(`域名验证未通过：未找到 TXT 记录 _commune-verify.${HOST}`);
    expect(dns.queries).toContain(`_commune-verify.${HOST} TXT`);
    const list = await server.call('getSiteDomainList', { token: holderA(), query: { siteId: cast.sites.a.id } });
    expect(list.body.data[0]).toMatchObject({ status: 'failed', error: `未找到 TXT 记录 _commune-verify.${HOST}` });
    expect(list.body.data[0].checkedAt).not.toBeNull();

    dns.setTxt(`_commune-verify.${HOST}`, 'commune-verify=wrong');
    const wrong = await server.call('verifySiteDomain', { token: holderA(), body: { siteId: cast.sites.a.id, id: domainId } });
    expect(wrong.status).toBe(409);
    expect(wrong.body.description).toContain('的值不是 commune-verify=');
  });

  it('verifies once the record is published; the site then answers on the domain', async () => {
    // The site was asked for on this host before (a cached miss): verification must clear it.
    expect((await server.call('askTlsCertificate', { query: { domain: HOST } })).status).toBe(404);
    const token = list0Token();
    dns.setTxt(`_commune-verify.${HOST}`, 'v=spf1 -all', `commune-verify=${await token}`);
    const res = await server.call('verifySiteDomain', { token: holderA(), body: { siteId: cast.sites.a.id, id: domainId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'verified', primary: true, error: null });

    const home = await get('/', HOST);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
    const info = await server.call('getSitePublicInfo', { host: HOST });
    expect(info.status).toBe(200);
    expect(info.body.data.siteId).toBe(cast.sites.a.id);
    // The site list shows the domain as the site's address.
    const sites = await server.call('getSiteList', { token: holderA(), query: { page: 1, pageSize: 20 } });
    expect(sites.body.data.list.find((s: { id: number }) => s.id === cast.sites.a.id).host).toBe(HOST);
  });

  async function list0Token(): Promise<string> {
    const list = await server.call('getSiteDomainList', { token: holderA(), query: { siteId: cast.sites.a.id } });
    return list.body.data.find((d: { id: number }) => d.id === domainId).token;
  }

  it('moves the old host’s pages there for good (301, path and query kept); the API stays on every host', async () => {
    const old = await get('/post/12?from=share&x=1', cast.sites.a.host);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`http://${HOST}/post/12?from=share&x=1`);
    const consolePage = await get('/console/login', `${cast.sites.a.host}:8080`);
    expect(consolePage.statusCode).toBe(301);
    expect(consolePage.headers.location).toBe(`http://${HOST}:8080/console/login`);
    const api = await server.call('getSitePublicInfo', { host: cast.sites.a.host });
    expect(api.status).toBe(200);
    // Site B is untouched.
    expect((await get('/', cast.sites.b.host)).statusCode).toBe(200);
  });

  it('tells a reverse proxy which names may have a certificate', async () => {
    const ask = (domain: string) => server.call('askTlsCertificate', { query: { domain } });
    for (const domain of [HOST, 'localhost', cast.sites.a.host, cast.sites.b.host.toUpperCase()])
      expect((await ask(domain)).status, domain).toBe(200);
    for (const domain of ['evil.example.net', 'nosuchsite.localhost', 'a.b.localhost']) {
      const res = await ask(domain);
      expect(res.status, domain).toBe(404);
      expect(res.body.description).toBe('该域名不由本平台提供服务');
    }
    const raw = await server.app.inject({ method: 'GET', url: `/api/tls/ask?domain=${HOST}`, headers: { host: '127.0.0.1:8080' } });
    expect(raw.statusCode).toBe(200);
  });

  it('answers another site’s administrator and another holder as if the domain did not exist', async () => {
    const b = cast.sites.b;
    const id = domainId;
    expect((await server.call('getSiteDomainList', { token: cast.tokens.holderB, query: { siteId: cast.sites.a.id } })).status).toBe(404);
    for (const op of ['verifySiteDomain', 'deleteSiteDomain'] as const) {
      const res = await server.call(op, { token: cast.tokens.holderB, body: { siteId: cast.sites.a.id, id } });
      expect(res.status, op).toBe(404);
      const own = await server.call(op, { token: cast.tokens.holderB, body: { siteId: b.id, id } });
      expect(own.status, op).toBe(404);
    }
    for (const op of ['verifyConsoleSiteDomain', 'deleteConsoleSiteDomain'] as const) {
      const res = await server.call(op, { token: b.tokens.owner, host: b.host, body: { id } });
      expect(res.status, op).toBe(404);
    }
    const list = await server.call('getConsoleSiteDomainList', { token: b.tokens.owner, host: b.host });
    expect(list.body.data).toEqual([]);
    // In site A's own console only its owner manages domains.
    const mine = await server.call('getConsoleSiteDomainList', { token: cast.sites.a.tokens.owner, host: cast.sites.a.host });
    expect(mine.body.data.map((d: { hostname: string }) => d.hostname)).toEqual([HOST]);
    const manager = await server.call('getConsoleSiteDomainList', { token: cast.sites.a.tokens.siteManager, host: cast.sites.a.host });
    expect(manager.status).toBe(403);
    // A platform manager with the Site role manages every site's domains.
    expect((await server.call('getSiteDomainList', { token: cast.tokens.siteManager, query: { siteId: cast.sites.a.id } })).status).toBe(
      200,
    );
  });

  it('verifies by the HTTP file at the address the domain resolves to', async () => {
    const owner = cast.sites.a.tokens.owner;
    const host = cast.sites.a.host;
    const added = await server.call('addConsoleSiteDomain', {
      token: owner,
      host,
      body: { hostname: 'forum.example.org', method: 'http' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.data.id;
    const noAddress = await server.call('verifyConsoleSiteDomain', { token: owner, host, body: { id } });
    expect(noAddress.body.description).toBe('域名验证未通过：域名 forum.example.org 没有解析到 IPv4 地址');
    dns.setA('forum.example.org', '127.0.0.1');
    const missing = await server.call('verifyConsoleSiteDomain', { token: owner, host, body: { id } });
    expect(missing.status).toBe(409);
    expect(missing.body.description).toBe('域名验证未通过：http://forum.example.org/.well-known/commune-verify.txt 答复 HTTP 404');
    fileBody = `${added.body.data.token}\n`;
    const ok = await server.call('verifyConsoleSiteDomain', { token: owner, host, body: { id } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'verified', primary: true });
    // The newest verified domain is the primary: the older one now redirects to it.
    const older = await get('/', HOST);
    expect(older.statusCode).toBe(301);
    expect(older.headers.location).toBe('http://forum.example.org/');
  });

  it('deleting the primary falls back to the other verified domain, then to the slug host', async () => {
    const owner = cast.sites.a.tokens.owner;
    const host = cast.sites.a.host;
    const list = await server.call('getConsoleSiteDomainList', { token: owner, host });
    const forum = list.body.data.find((d: { hostname: string }) => d.hostname === 'forum.example.org');
    expect((await server.call('deleteConsoleSiteDomain', { token: owner, host, body: { id: forum.id } })).status).toBe(200);
    expect((await server.call('askTlsCertificate', { query: { domain: 'forum.example.org' } })).status).toBe(404);
    expect((await get('/', HOST)).statusCode).toBe(200);
    expect((await server.call('deleteSiteDomain', { token: holderA(), body: { siteId: cast.sites.a.id, id: domainId } })).status).toBe(200);
    expect((await get('/', host)).statusCode).toBe(200);
    expect((await server.call('askTlsCertificate', { query: { domain: HOST } })).status).toBe(404);
  });
});

describe('DNS_SERVERS', () => {
  it('takes IP addresses with optional ports and refuses names', () => {
    expect(parseDnsServers(undefined)).toEqual([]);
    expect(parseDnsServers(' 127.0.0.1:5353, 1.1.1.1 ,[::1]:53,::1')).toEqual(['127.0.0.1:5353', '1.1.1.1', '[::1]:53', '::1']);
    expect(() => parseDnsServers('dns.example.com')).toThrow(/DNS_SERVERS/);
    expect(() => parseDnsServers('127.0.0.1:99999')).toThrow(/DNS_SERVERS/);
  });
});
