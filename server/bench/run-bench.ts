// `npm run bench`: throughput, latency and memory of the real server on PostgreSQL and on PGlite, beside a bare-Fastify
// ceiling and the raw query; then the consoles' first-load JavaScript. Prints figures; asserts nothing.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon, { type Request as LoadRequest } from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hashSecret } from '../src/auth/secrets';
import { openDatabase } from '../src/db/database';
import { seedDemo } from '../src/seed/demo-seed';
import { clusterSkipReason } from '../test/multinode/cluster';
import { seedBenchData } from './bench-seed';
import { buildServer, call, root, start, stop, waitFor } from './bench-tools';
import { benchContent, printContent } from './content-bench';
import { benchEngagement, printEngagement } from './engagement-bench';
import { benchReplica, printReplica } from './replica-bench';
import { benchStats, printStats } from './stats-bench';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/**
 * Which parts run: `sites` (the site list and ranks on both backends), `content` (issue 10's forum), `stats`,
 * `engagement` (issue 25: a reply to a watched post, the notification and conversation lists), `replica` (issue 29: the
 * content mix on a primary alone and with a streaming replica, and the replica's lag).
 */
const parts = new Set((process.env.BENCH_PARTS ?? 'sites,content,stats,engagement,replica').split(',').map((p) => p.trim()));
const APP_PORT = 18181;
const REF_PORT = 18182;

interface Row {
  backend: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rssMb?: number;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)![1]) / 1024);
}

/**
 * `uncached`: every request names another port in its Host header. The site list's cache key holds the port its links
 * are built with, so each request misses the cache and runs the same SQL as the cached route.
 */
async function load(port: number, path: string, headers: Record<string, string>, duration = seconds, uncached = false) {
  let next = 0;
  const vary = (request: LoadRequest): LoadRequest => {
    next = (next % 60_000) + 1;
    request.headers = { ...request.headers, host: `localhost:${next}` };
    return request;
  };
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections,
    duration,
    headers,
    ...(uncached ? { requests: [{ setupRequest: vary }] } : {}),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function prepare(backend: 'postgres' | 'pglite') {
  let url: string | undefined;
  let dataDir: string | undefined;
  if (backend === 'postgres') {
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS commune_bench WITH (FORCE)');
    await admin.query('CREATE DATABASE commune_bench');
    await admin.end();
    const u = new URL(pgAdminUrl);
    u.pathname = '/commune_bench';
    url = u.toString();
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'commune-bench-'));
  }
  const handle = await openDatabase({ url, dataDir });
  await handle.migrate();
  await seedDemo(handle.db);
  await seedBenchData(handle.db, await hashSecret('demo123456'));
  const result = (await handle.db.execute(
    sql`select (select count(*) from sites)::int sites, (select count(*) from site_users)::int users, (select count(*) from user_ranks)::int ranks,
               (select id from accounts where mobile = '13800000002')::int holder, (select id from sites where slug = 'demo')::int site`,
  )) as unknown as { rows: { sites: number; users: number; ranks: number; holder: number; site: number }[] };
  const counts = result.rows[0];
  await handle.close();
  return { url, dataDir, counts };
}

async function benchBackend(backend: 'postgres' | 'pglite'): Promise<Row[]> {
  const db = await prepare(backend);
  process.stdout.write(`\n${backend}: ${db.counts.sites} sites, ${db.counts.users} site users, ${db.counts.ranks} ranks\n`);
  const env: Record<string, string> = { PORT: String(APP_PORT), STATIC_DIR: '/nonexistent', TASK_SCHEDULE: '0' };
  if (db.url) env.DATABASE_URL = db.url;
  if (db.dataDir) env.DATA_DIR = db.dataDir;
  const rows: Row[] = [];

  const app = start(join(root, 'server/dist/main.js'), env);
  await waitFor(APP_PORT, '/api/saas/site-category', app);
  // Right after a start the embedded database may still be busy with the server's first work: 503 until it is not.
  let saas = await call(APP_PORT, '/api/saas/login', { method: 'POST', body: { account: '13800000002', password: 'demo123456' } });
  for (let tries = 0; saas.status === 503 && tries < 60; tries++) {
    await new Promise((r) => setTimeout(r, 1000));
    saas = await call(APP_PORT, '/api/saas/login', { method: 'POST', body: { account: '13800000002', password: 'demo123456' } });
  }
  const site = await call(APP_PORT, '/api/console/login', {
    method: 'POST',
    host: 'demo.localhost',
    body: { account: '13800000002', password: 'demo123456' },
  });
  if (saas.status !== 200 || site.status !== 200)
    throw new Error(`${backend} bench sign-in failed: ${saas.status} ${JSON.stringify(saas.body)} ${site.status}`);
  const saasToken = saas.body.data.token as string;
  const siteToken = site.body.data.token as string;
  const siteList = '/api/saas/site-list?page=1&pageSize=20';
  const targets: { route: string; path: string; headers: Record<string, string>; uncached?: boolean }[] = [
    { route: 'GET /api/saas/site-list', path: siteList, headers: { authorization: saasToken } },
    { route: 'GET /api/saas/site-list (uncached)', path: siteList, headers: { authorization: saasToken }, uncached: true },
    { route: 'GET /api/console/user-rank', path: '/api/console/user-rank', headers: { authorization: siteToken, host: 'demo.localhost' } },
  ];
  for (const t of targets) {
    await load(APP_PORT, t.path, t.headers, 2, t.uncached);
    rows.push({ backend, route: t.route, ...(await load(APP_PORT, t.path, t.headers, seconds, t.uncached)), rssMb: rssMb(app.pid!) });
  }
  await stop(app);

  const ref = start(join(root, 'server/dist/reference-server.js'), {
    ...env,
    PORT: String(REF_PORT),
    BENCH_HOLDER_ID: String(db.counts.holder),
    BENCH_SITE_ID: String(db.counts.site),
  });
  await waitFor(REF_PORT, '/const', ref);
  for (const [route, path] of [
    ['bare Fastify: constant', '/const'],
    ['bare Fastify: raw site-list SELECT', '/raw-site-list'],
    ['bare Fastify: raw user-rank SELECT', '/raw-user-rank'],
  ]) {
    await load(REF_PORT, path, {}, 2);
    rows.push({ backend, route, ...(await load(REF_PORT, path, {})), rssMb: rssMb(ref.pid!) });
  }
  await stop(ref);
  if (db.dataDir) rmSync(db.dataDir, { recursive: true, force: true });
  return rows;
}

function bundleSizes() {
  const lines: string[] = [];
  for (const [name, html] of [
    ['SaaS console (/)', 'consoles/dist/index.html'],
    ['site console (/console/)', 'consoles/dist/console/index.html'],
    ['member site (/ on a site, aim 150 KB gzip)', 'consoles/dist/member/index.html'],
  ]) {
    const file = join(root, html);
    if (!existsSync(file)) {
      lines.push(`  ${name}: not built (run npm run build)`);
      continue;
    }
    const scripts = [...readFileSync(file, 'utf8').matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
    let raw = 0;
    let gz = 0;
    for (const src of scripts) {
      const content = readFileSync(join(root, 'consoles/dist', src.replace(/^\//, '')));
      raw += content.length;
      gz += gzipSync(content, { level: 9 }).length;
    }
    lines.push(`  ${name}: ${scripts.length} scripts, ${(raw / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzip (first load)`);
  }
  return lines.join('\n');
}

async function main() {
  await buildServer();
  const rows: Row[] = [];
  if (parts.has('sites'))
    for (const backend of (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[])
      rows.push(...(await benchBackend(backend)));
  const tools = { root, seconds, pgAdminUrl, start, stop, waitFor, call };
  const content = parts.has('content') ? await benchContent(tools) : [];
  const stats = parts.has('stats') ? await benchStats(tools) : [];
  const engagement = parts.has('engagement') ? await benchEngagement(tools) : [];
  const replica = parts.has('replica') && !clusterSkipReason() ? await benchReplica(tools) : [];

  process.stdout.write(`\nCommune benchmark: ${connections} connections, ${seconds} s per route, Node ${process.version}\n`);
  if (rows.length) {
    const header = `${'backend'.padEnd(9)} ${'route'.padEnd(38)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'RSS MB'.padStart(7)} ${'vs raw'.padStart(7)}`;
    process.stdout.write(`\n${header}\n${'-'.repeat(header.length)}\n`);
    for (const r of rows) {
      const rawRoute = r.route.includes('site-list')
        ? 'bare Fastify: raw site-list SELECT'
        : r.route.includes('user-rank')
          ? 'bare Fastify: raw user-rank SELECT'
          : undefined;
      const raw = rows.find((x) => x.backend === r.backend && x.route === rawRoute);
      const ratio = raw && r.route.startsWith('GET') ? `${Math.round((r.rps / raw.rps) * 100)}%` : '';
      process.stdout.write(
        `${r.backend.padEnd(9)} ${r.route.padEnd(38)} ${String(r.rps).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${String(r.rssMb ?? '').padStart(7)} ${ratio.padStart(7)}\n`,
      );
    }
    process.stdout.write(`\nAims on PostgreSQL: each endpoint >= 70% of its raw-query route, p99 <= 30 ms, server RSS <= 200 MB.\n`);
  }
  if (content.length) printContent(content);
  if (stats.length) printStats(stats);
  if (engagement.length) printEngagement(engagement);
  if (replica.length) printReplica(replica);
  process.stdout.write(`\nConsoles, first-load JavaScript:\n${bundleSizes()}\n`);
}

await main();
