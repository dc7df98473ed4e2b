// The forum's own benchmark (issue 10), on PostgreSQL: 1,000 sites, 1,000,000 posts and 3,000,000 comments. The
// member site's reads, search, the console's filtered list, creating posts and a 90/10 read/write mix, each beside the
// raw query the endpoint sends (replayed by the reference server) and NodeBB's figures from PERF.md.
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hashSecret } from '../src/auth/secrets';
import { openDatabase } from '../src/db/database';
import { encodePlace } from '../src/modules/post/post-cursor';
import { seedDemo } from '../src/seed/demo-seed';
import { seedBenchData } from './bench-seed';
import { COMMON_WORD, CONTENT_COMMENTS, CONTENT_POSTS, RARE_WORD, seedContentBench } from './content-seed';

export interface ContentRow {
  route: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  raw?: string;
  /** The p99 of the reads and of the writes alone, when a route mixes them. */
  readP99?: number;
  writeP99?: number;
}

export interface BenchTools {
  root: string;
  seconds: number;
  pgAdminUrl: string;
  start(script: string, env: Record<string, string>): ChildProcess;
  stop(child: ChildProcess): Promise<void>;
  waitFor(port: number, path: string, child: ChildProcess): Promise<void>;
  call(
    port: number,
    path: string,
    options?: { method?: string; host?: string; token?: string; body?: unknown },
  ): Promise<{ status: number; body: { data: { token: string } } }>;
}

const DATABASE = 'commune_bench_content';
const APP_PORT = 18183;
const REF_PORT = 18184;
export const HOST = 'bench1.localhost';
/** Each route runs this long before it is measured: the server's code is compiled hot and the pages it reads cached. */
const WARM_UP_SECONDS = 4;

/** The seeded database is kept between runs (seeding takes minutes); a run only migrates it. */
export async function prepare(tools: BenchTools) {
  const admin = new pg.Client({ connectionString: tools.pgAdminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [DATABASE])).rowCount;
  if (!exists) await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const u = new URL(tools.pgAdminUrl);
  u.pathname = `/${DATABASE}`;
  return prepareForum(u.toString());
}

/**
 * The forum at `url` migrated, seeded unless it already holds its posts (`scale` of the full size), vacuumed, and the
 * ids the routes read.
 */
export async function prepareForum(url: string, scale = 1) {
  const handle = await openDatabase({ url, statementTimeoutMs: 0 });
  await handle.migrate();
  const count = async () =>
    ((await handle.db.execute(sql`select count(*)::int n from posts`)) as unknown as { rows: { n: number }[] }).rows[0].n;
  const posts = Math.round(CONTENT_POSTS * scale);
  if ((await count()) < posts) {
    const what = `1,000 sites, ${posts.toLocaleString('en')} posts, ${Math.round(CONTENT_COMMENTS * scale).toLocaleString('en')} comments`;
    process.stdout.write(`content: seeding ${what}${scale === 1 ? ' (once; kept for later runs)' : ''}…\n`);
    const started = Date.now();
    await seedDemo(handle.db);
    await seedBenchData(handle.db, await hashSecret('demo123456'));
    await seedContentBench(handle.db, scale);
    process.stdout.write(`content: seeded in ${Math.round((Date.now() - started) / 1000)} s\n`);
  }
  // The posts earlier runs wrote sit in the search index's pending list and off the visibility map until autovacuum
  // reaches them (a fifth of the table away): every run starts from the state a vacuumed forum is in.
  await handle.db.execute(sql`vacuum (analyze) posts, comments`);
  const hash = await hashSecret('demo123456');
  const facts = (await handle.db.execute(sql`
    with site as (select id from sites where slug = 'bench1'),
         section as (select min(id) id from sections where site_id = (select id from site)),
         deep as (select active_at, id from posts where site_id = (select id from site) and section_id = (select id from section)
                    and status = 20 and not pinned order by active_at desc, id desc offset ${Math.round(20_000 * scale)} limit 1),
         hot as (select post_id, count(*) n from comments where site_id = (select id from site) and status = 20
                   group by post_id order by n desc limit 1),
         fix as (update site_users set password_hash = ${hash}, status = 1 where site_id = (select id from site) and saas_account_id is null returning 1)
    select (select id from site)::int site, (select id from section)::int section,
           (extract(epoch from (select active_at from deep)) * 1000000)::bigint deep_at, (select id from deep)::int deep_id,
           (select post_id from hot)::int hot, (select count(*) from fix)::int users,
           (select count(*) from posts)::int posts, (select count(*) from comments)::int comments,
           (select count(*) from sites)::int sites`)) as unknown as {
    rows: {
      site: number;
      section: number;
      deep_at: string;
      deep_id: number;
      hot: number;
      posts: number;
      comments: number;
      sites: number;
    }[];
  };
  await handle.close();
  const f = facts.rows[0];
  return { url, ...f, deepCursor: encodePlace({ at: Number(f.deep_at), id: f.deep_id }) };
}

export async function load(
  port: number,
  options: { path?: string; connections: number; seconds: number; headers?: Record<string, string>; requests?: autocannon.Request[] },
) {
  // Each answer's time, by whether it answered a read (GET) or a write: the mix's aim is on its reads.
  const times = { read: [] as number[], write: [] as number[] };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}${options.path ?? '/'}`,
        connections: options.connections,
        duration: options.seconds,
        headers: { host: HOST, ...options.headers },
        ...(options.requests ? { requests: options.requests } : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (client: unknown, _status: number, _bytes: number, ms: number) => {
      const request = (client as { requestIterator: { currentRequest: { method?: string } } }).requestIterator.currentRequest;
      times[(request.method ?? 'GET') === 'GET' ? 'read' : 'write'].push(ms);
    });
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    readP99: percentile(times.read, 0.99),
    writeP99: percentile(times.write, 0.99),
  };
}

function percentile(values: number[], p: number) {
  if (!values.length) return undefined;
  const sorted = values.sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]);
}

type Forum = Awaited<ReturnType<typeof prepareForum>>;

/** Posts are written by ten members in turn, as a forum's are: one member's own rows (points) are not the bottleneck. */
export async function signInWriters(tools: BenchTools, port: number): Promise<string[]> {
  const writers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      tools.call(port, '/api/member/login', { method: 'POST', host: HOST, body: { account: `member${i + 2}`, password: 'demo123456' } }),
    ),
  );
  if (writers.some((w) => w.status !== 200)) throw new Error('bench sign-in of the writing members failed');
  return writers.map((w) => w.body.data.token);
}

/** The member site's reads of the forum, and the console's filtered list. */
export function forumReads(db: Forum) {
  return {
    list: `/api/member/post-list?sectionId=${db.section}`,
    deep: `/api/member/post-list?sectionId=${db.section}&cursor=${db.deepCursor}`,
    post: `/api/member/post?id=${db.hot}`,
    comments: `/api/member/comment-list?postId=${db.hot}&limit=20`,
    rare: `/api/member/search?keyword=${encodeURIComponent(RARE_WORD)}`,
    common: `/api/member/search?keyword=${encodeURIComponent(COMMON_WORD)}`,
    console: `/api/console/post-list?status=20&keyword=${encodeURIComponent('咖啡')}&page=1&pageSize=20`,
  };
}

/** A new post in the section the lists read, by the writers in turn. */
export function createPostRequest(db: Forum, writers: string[]): autocannon.Request {
  let written = 0;
  return {
    method: 'POST' as const,
    path: '/api/member/post',
    headers: { authorization: writers[0], 'content-type': 'application/json' },
    setupRequest: (req: autocannon.Request) => ({
      ...req,
      headers: { ...req.headers, authorization: writers[written++ % writers.length] },
    }),
    body: JSON.stringify({
      sectionId: db.section,
      title: '压测新帖：周末的咖啡馆',
      content: '<p>周末在社区附近发现了一家安静的咖啡馆，适合看书。</p>',
    }),
  };
}

/** Nine anonymous reads of the member site's lists, post and comments to one new post. */
export function forumMix(db: Forum, writers: string[]): autocannon.Request[] {
  const reads = forumReads(db);
  return [
    ...[reads.list, reads.post, reads.comments, reads.deep, reads.list, reads.post, reads.comments, reads.list, reads.post].map((path) => ({
      method: 'GET' as const,
      path,
    })),
    createPostRequest(db, writers),
  ];
}

export async function benchContent(tools: BenchTools): Promise<ContentRow[]> {
  const db = await prepare(tools);
  process.stdout.write(
    `\ncontent (postgres): ${db.sites} sites, ${db.posts} posts, ${db.comments} comments (aim ${CONTENT_POSTS} / ${CONTENT_COMMENTS})\n`,
  );
  // No scheduled tasks: a rollup or health check over a million posts would land on whichever route runs then.
  const env = { PORT: String(APP_PORT), STATIC_DIR: '/nonexistent', DATABASE_URL: db.url, POST_INTERVAL_SECONDS: '0', TASK_SCHEDULE: '0' };
  const app = tools.start(join(tools.root, 'server/dist/main.js'), env);
  await tools.waitFor(APP_PORT, '/api/saas/site-category', app);
  const writers = await signInWriters(tools, APP_PORT);
  const owner = await tools.call(APP_PORT, '/api/console/login', {
    method: 'POST',
    host: HOST,
    body: { account: 'member1', password: 'demo123456' },
  });
  if (owner.status !== 200) throw new Error(`bench sign-in failed: ${owner.status}`);
  const consoleToken = owner.body.data.token;
  const s = tools.seconds;
  const reads = forumReads(db);
  const newPost = createPostRequest(db, writers);
  const plan: {
    route: string;
    raw?: string;
    connections: number;
    path?: string;
    headers?: Record<string, string>;
    requests?: autocannon.Request[];
  }[] = [
    { route: 'member: section list, first page', raw: 'list', connections: 50, path: reads.list },
    { route: 'member: section list, 20,000 deep', raw: 'deep', connections: 50, path: reads.deep },
    { route: 'member: post', raw: 'post', connections: 50, path: reads.post },
    { route: 'member: first 20 comments', raw: 'comments', connections: 50, path: reads.comments },
    { route: `member: search rare (${RARE_WORD})`, raw: 'rare', connections: 20, path: reads.rare },
    { route: `member: search common (${COMMON_WORD})`, raw: 'common', connections: 20, path: reads.common },
    { route: 'console: posts by state + keyword', connections: 50, path: reads.console, headers: { authorization: consoleToken } },
    { route: 'member: create post', connections: 50, requests: [newPost] },
    { route: 'mix 90% read / 10% create', connections: 50, requests: forumMix(db, writers) },
  ];
  const rows: ContentRow[] = [];
  for (const p of plan) {
    await load(APP_PORT, { ...p, seconds: WARM_UP_SECONDS });
    rows.push({ route: p.route, connections: p.connections, raw: p.raw, ...(await load(APP_PORT, { ...p, seconds: s })) });
  }
  await tools.stop(app);

  const ref = tools.start(join(tools.root, 'server/dist/content-reference.js'), {
    ...env,
    PORT: String(REF_PORT),
    BENCH_SITE_ID: String(db.site),
    BENCH_SECTION_ID: String(db.section),
    BENCH_POST_ID: String(db.hot),
    BENCH_DEEP_CURSOR: db.deepCursor,
    BENCH_RARE: RARE_WORD,
    BENCH_COMMON: COMMON_WORD,
  });
  await tools.waitFor(REF_PORT, '/raw/list', ref);
  for (const name of ['list', 'deep', 'post', 'comments', 'rare', 'common']) {
    const connections = name === 'rare' || name === 'common' ? 20 : 50;
    await load(REF_PORT, { path: `/raw/${name}`, connections, seconds: WARM_UP_SECONDS });
    rows.push({ route: `raw query: ${name}`, connections, ...(await load(REF_PORT, { path: `/raw/${name}`, connections, seconds: s })) });
  }
  await tools.stop(ref);
  return rows;
}

export function printContent(rows: ContentRow[]) {
  const header = `${'route'.padEnd(40)} ${'conns'.padStart(5)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'vs raw'.padStart(7)}`;
  process.stdout.write(
    `\nForum content on PostgreSQL (1,000 sites, 1M posts, 3M comments; no response cache on these routes)\n\n${header}\n${'-'.repeat(header.length)}\n`,
  );
  for (const r of rows) {
    const raw = r.raw ? rows.find((x) => x.route === `raw query: ${r.raw}`) : undefined;
    const ratio = raw ? `${Math.round((r.rps / raw.rps) * 100)}%` : '';
    process.stdout.write(
      `${r.route.padEnd(40)} ${String(r.connections).padStart(5)} ${String(r.rps).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${ratio.padStart(7)}\n`,
    );
  }
  for (const r of rows)
    if (r.readP99 !== undefined && r.writeP99 !== undefined)
      process.stdout.write(`${r.route}: reads p99 ${r.readP99} ms, writes p99 ${r.writeP99} ms\n`);
  process.stdout.write(
    '\nAims: reads >= 70% of their raw query, p99 <= 30 ms at 50 connections; search p99 <= 100 ms at 20; >= 300 posts created a second\n' +
      'with the index current; the 90/10 mix keeps read p99 <= 50 ms.\n' +
      'Peers (PERF.md, same kind of machine): NodeBB topic list of a category ~340 req/s (p99 230–470 ms), one topic 285–330 req/s,\n' +
      'recent topics 240–330 req/s.\n',
  );
}
