// `npm run soak`: the forum's content mix (90 % reads, 10 % writes across posts, comments, likes and notifications)
// against the real server on PostgreSQL and Redis for SOAK_SECONDS (default 600) at half the capacity a short
// unthrottled run of the same mix measures first (or SOAK_RATE requests a second). The server carries a probe
// (soak-probe.mjs) that samples its RSS and event-loop delay every 5 s. Prints the figures; exits non-zero when any
// request errors (a network error or a non-2xx answer) or RSS grows by more than 10 % after warm-up.
// Settings: SOAK_SECONDS, SOAK_RATE, SOAK_MEASURE_SECONDS (20), SOAK_CONNECTIONS (20), BENCH_DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/test), SOAK_REDIS_URL (redis://127.0.0.1:6379).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { DEMO_PASSWORD, memberNames } from '../src/seed/demo-data';
import { seedDemo } from '../src/seed/demo-seed';
import { buildServer, call, root, start, stop, waitFor } from './bench-tools';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const measureSeconds = Number(process.env.SOAK_MEASURE_SECONDS ?? 20);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 20);
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE = 'commune_soak';
const PORT = 18186;
const HOST = 'demo.localhost';
/** RSS may grow this much from the end of warm-up to the end of the run. */
const RSS_GROWTH_LIMIT = 0.1;
/** The first part of the run, where the heap, the caches and the pools fill: a tenth of it, at least a minute. */
const warmUpMs = Math.max(60_000, seconds * 100);

interface Sample {
  at: number;
  rssMb: number;
  heapMb: number;
  delayP50Ms: number;
  delayP99Ms: number;
  delayMaxMs: number;
}

async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(pgAdminUrl);
  url.pathname = `/${DATABASE}`;
  const handle = await openDatabase({ url: url.toString(), statementTimeoutMs: 0 });
  await handle.migrate();
  await seedDemo(handle.db);
  await handle.close();
  return url.toString();
}

/** The mix, one cycle per connection: 36 reads, then a post, a comment, a like and notifications read (10 %). */
function mix(tokens: string[], sectionId: number, postId: number): autocannon.Request[] {
  let n = 0;
  const signedIn = (req: autocannon.Request) => ({ ...req, headers: { ...req.headers, authorization: tokens[n++ % tokens.length] } });
  const json = { 'content-type': 'application/json' };
  const reads = [
    `/api/member/post-list?sectionId=${sectionId}`,
    `/api/member/post?id=${postId}`,
    `/api/member/comment-list?postId=${postId}&limit=20`,
    '/api/member/section-list',
  ];
  const signedInReads = ['/api/member/notification-list?limit=20', '/api/member/notification-count'];
  const readRequests: autocannon.Request[] = [];
  for (let i = 0; readRequests.length < 36; i++) {
    readRequests.push({ method: 'GET', path: reads[i % reads.length] });
    if (i % 2 === 1) readRequests.push({ method: 'GET', path: signedInReads[(i >> 1) % signedInReads.length], setupRequest: signedIn });
  }
  return [
    ...readRequests.slice(0, 36),
    {
      method: 'POST',
      path: '/api/member/post',
      headers: json,
      setupRequest: signedIn,
      body: JSON.stringify({ sectionId, title: '长跑测试：周末读书会', content: '<p>这周读完了《平凡的世界》第二部，想找人聊聊。</p>' }),
    },
    {
      method: 'POST',
      path: '/api/member/comment',
      headers: json,
      setupRequest: signedIn,
      body: JSON.stringify({ postId, content: '<p>同感，孙少平那段最打动我。</p>' }),
    },
    { method: 'PUT', path: '/api/member/post-like', headers: json, setupRequest: signedIn, body: JSON.stringify({ postId }) },
    { method: 'PUT', path: '/api/member/notification/read', headers: json, setupRequest: signedIn, body: '{}' },
  ];
}

async function run(requests: autocannon.Request[], duration: number, options: { connections: number; overallRate?: number }) {
  const failures = new Map<string, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${PORT}`, duration, headers: { host: HOST }, requests, ...options },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (client: unknown, status: number) => {
      if (status < 300) return;
      const request = (client as { requestIterator: { currentRequest: { method?: string; path?: string } } }).requestIterator
        .currentRequest;
      const key = `${status} ${request.method ?? 'GET'} ${(request.path ?? '').split('?')[0]}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    });
  });
  return { result, failures };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  process.stdout.write(`soak: building the server and seeding ${DATABASE}…\n`);
  await buildServer(['main']);
  const databaseUrl = await prepareDatabase();
  const probeDir = mkdtempSync(join(tmpdir(), 'commune-soak-'));
  const probeFile = join(probeDir, 'samples.jsonl');
  const prefix = `commune-soak-${Date.now()}:`;
  const app = start(join(root, 'server/dist/main.js'), {
    PORT: String(PORT),
    STATIC_DIR: '/nonexistent',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // One server: its local upload directory is the only one (main.ts refuses unshared local storage with Redis).
    UPLOAD_STORAGE_SHARED: '1',
    CACHE_PREFIX: prefix,
    TASK_SCHEDULE: '0',
    POST_INTERVAL_SECONDS: '0',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(join(import.meta.dirname, 'soak-probe.mjs')).href}`,
    SOAK_PROBE_FILE: probeFile,
  });
  let failed = true;
  try {
    await waitFor(PORT, '/api/saas/site-category', app);
    const signedIn: string[] = [];
    for (const [account] of memberNames) {
      if (signedIn.length === 16) break;
      const signIn = () => call(PORT, '/api/member/login', { method: 'POST', host: HOST, body: { account, password: DEMO_PASSWORD } });
      let res = await signIn();
      // Right after a start the server may still shed load (503) while its first work runs: a second later it does not.
      for (let tries = 0; res.status === 503 && tries < 60; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        res = await signIn();
      }
      if (res.status === 200) signedIn.push(res.body.data.token);
      else process.stdout.write(`soak: ${account} could not sign in: ${res.status} ${JSON.stringify(res.body)}\n`);
    }
    // A section members may post in (canPost), and its newest post.
    const sections = (await call(PORT, '/api/member/section-list', { host: HOST, token: signedIn[0] })).body as unknown as {
      data: { list: { id: number; canPost: boolean }[] };
    };
    const sectionId = sections.data.list.find((section) => section.canPost)!.id;
    const posts = (await call(PORT, `/api/member/post-list?sectionId=${sectionId}`, { host: HOST })).body as unknown as {
      data: { list: { id: number }[] };
    };
    const postId = posts.data.list[0].id;
    // The demo mutes a few members, as a real forum does: the mix's writes need ten who may write (a like tells).
    const tokens: string[] = [];
    for (const token of signedIn) {
      const like = await call(PORT, '/api/member/post-like', { method: 'PUT', host: HOST, token, body: { postId } });
      if (like.status === 200 && tokens.length < 10) tokens.push(token);
    }
    if (tokens.length < 10) throw new Error(`soak: only ${tokens.length} demo members may write`);
    const requests = mix(tokens, sectionId, postId);

    const measured = await run(requests, measureSeconds, { connections: 50 });
    const capacity = Math.round(measured.result.requests.average);
    const rate = Number(process.env.SOAK_RATE ?? Math.max(1, Math.floor(capacity / 2)));
    process.stdout.write(`soak: capacity ${capacity} req/s over ${measureSeconds} s; soaking at ${rate} req/s for ${seconds} s…\n`);
    const started = Date.now();
    const soak = await run(requests, seconds, { connections, overallRate: rate });
    const samples = readFileSync(probeFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Sample)
      .filter((s) => s.at >= started);
    const warm = samples.filter((s) => s.at >= started + warmUpMs);
    const baseline = median(warm.slice(0, 3).map((s) => s.rssMb));
    const final = median(warm.slice(-3).map((s) => s.rssMb));
    const growth = baseline ? (final - baseline) / baseline : 0;
    const errors = soak.result.errors + soak.result.non2xx + soak.result.timeouts;
    const r = soak.result;
    const lines = [
      '',
      `Soak: ${seconds} s of the content mix (90 % reads / 10 % writes) on PostgreSQL + Redis, Node ${process.version}`,
      `  capacity (unthrottled, 50 connections, ${measureSeconds} s): ${capacity} req/s; soak rate ${rate} req/s on ${connections} connections`,
      `  requests: ${r.requests.total} (${Math.round(r.requests.average)} req/s), latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms`,
      `  errors: ${errors} (network ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx})`,
      ...[...soak.failures].map(([key, count]) => `    ${key}: ${count}`),
      `  RSS: ${baseline} MB after ${Math.round(warmUpMs / 1000)} s of warm-up, ${final} MB at the end (${(growth * 100).toFixed(1)} %, limit ${RSS_GROWTH_LIMIT * 100} %), max ${Math.max(...samples.map((s) => s.rssMb))} MB`,
      `  heap: ${median(warm.slice(0, 3).map((s) => s.heapMb))} MB after warm-up, ${median(warm.slice(-3).map((s) => s.heapMb))} MB at the end`,
      `  event-loop delay per 5 s: p50 of p99s ${median(samples.map((s) => s.delayP99Ms))} ms, worst p99 ${Math.max(...samples.map((s) => s.delayP99Ms))} ms, worst max ${Math.max(...samples.map((s) => s.delayMaxMs))} ms`,
      `  samples: ${samples.length} (${warm.length} after warm-up)`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
    failed = errors > 0 || growth > RSS_GROWTH_LIMIT || warm.length < 2;
    if (warm.length < 2) process.stdout.write('soak: too short to compare RSS after warm-up (SOAK_SECONDS of at least 75 s)\n');
    process.stdout.write(failed ? 'soak: FAILED\n' : 'soak: passed\n');
  } finally {
    await stop(app);
    rmSync(probeDir, { recursive: true, force: true });
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    } catch {
      // Redis gone: its keys expire on their own.
    } finally {
      redis.disconnect();
    }
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
