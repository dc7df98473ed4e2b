// Issue 25's benchmark, on PostgreSQL (`BENCH_PARTS=engagement npm run bench`): on `demo` with 10,000 more members
// who all watch one post, a reply to that post beside a reply to a post nobody watches (the writer's latency: the
// fan-out is a queue job, never the writer's request) and the time until all 10,000 watchers have the notification;
// then reader1's notification list (1,000 notifications) and conversation list (200 conversations) under load, each
// beside its raw query (engagement-reference.ts).
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { seedDemo } from '../src/seed/demo-seed';
import type { BenchTools } from './content-bench';

const DATABASE = 'commune_bench_engagement';
const APP_PORT = 18185;
const REF_PORT = 18186;
const HOST = 'demo.localhost';
const WATCHERS = 10_000;
const NOTIFICATIONS = 1_000;
const CONVERSATIONS = 200;
/** Replies timed one after another to each post: a person's pace is far slower, the p99 is of these. */
const REPLIES = 25;
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
/** The aim: every watcher notified within this long of the reply. */
const FANOUT_AIM_MS = 10_000;

export interface EngagementRow {
  route: string;
  connections: number;
  rps?: number;
  p50: number;
  p99: number;
  errors: number;
  raw?: string;
  note?: string;
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
const one = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];

/** A fresh database: the demo, 10,000 watchers of one of reader1's posts, reader1's notifications and conversations. */
async function prepare(pgAdminUrl: string) {
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const u = new URL(pgAdminUrl);
  u.pathname = `/${DATABASE}`;
  const url = u.toString();
  const handle = await openDatabase({ url, statementTimeoutMs: 0 });
  await handle.migrate();
  await seedDemo(handle.db);
  const db = handle.db;
  const ids = await one<{ site: number; reader1: number; reader2: number }>(
    db,
    sql`select s.id site, (select id from site_users where site_id = s.id and account = 'reader1') reader1,
               (select id from site_users where site_id = s.id and account = 'reader2') reader2
        from sites s where s.slug = 'demo'`,
  );
  const { site, reader1 } = ids;
  // Two published posts of reader1 in open sections that publish replies without review: one watched, one not.
  const posts = (
    (await db.execute(sql`
      select p.id from posts p join sections x on x.site_id = p.site_id and x.id = p.section_id
      where p.site_id = ${site} and p.author_id = ${reader1} and p.status = 20 and x.status = 1 and not x.review_first
      order by p.id limit 2`)) as unknown as { rows: { id: number }[] }
  ).rows.map((r) => Number(r.id));
  if (posts.length < 2) throw new Error('engagement bench: reader1 has fewer than two open posts on demo');
  const [watched, plain] = posts;
  await db.execute(sql`
    insert into site_users (site_id, account, user_name, status)
    select ${site}, 'watcher' || g, '观众' || g, 1 from generate_series(1, ${WATCHERS}) g`);
  await db.execute(sql`delete from post_watches where site_id = ${site} and post_id in (${watched}, ${plain})`);
  await db.execute(sql`
    insert into post_watches (site_id, user_id, post_id)
    select ${site}, id, ${watched} from site_users where site_id = ${site} and account like 'watcher%'`);
  await db.execute(sql`
    insert into member_notifications (site_id, user_id, kind, title, content, link, read_at)
    select ${site}, ${reader1}, 'reply', '观众' || g || ' 评论了你的帖子', '周末读书会见，第 ' || g || ' 条', '/post/' || ${plain},
           case when g % 3 = 0 then null else now() end
    from generate_series(1, ${NOTIFICATIONS}) g`);
  await db.execute(sql`
    with c as (
      insert into conversations (site_id, low_id, high_id)
      select ${site}, least(${reader1}::bigint, w.id), greatest(${reader1}::bigint, w.id)
      from (select id from site_users where site_id = ${site} and account like 'watcher%' order by id limit ${CONVERSATIONS}) w
      returning id, low_id, high_id
    ), sides as (
      insert into conversation_members (site_id, conversation_id, user_id, other_id, unread, last_at)
      select ${site}, c.id, s.me, s.other, (c.id % 3)::int, now() - (c.id % 500) * interval '1 minute'
      from c cross join lateral (values (c.low_id, c.high_id), (c.high_id, c.low_id)) s(me, other)
      returning 1
    )
    insert into private_messages (site_id, conversation_id, sender_id, content)
    select ${site}, c.id, case when g % 2 = 0 then c.low_id else c.high_id end, '压测私信第 ' || g || ' 条：周六下午两点，老地方见'
    from c cross join generate_series(1, 5) g`);
  await db.execute(sql`vacuum (analyze) site_users, post_watches, member_notifications, conversation_members, private_messages`);
  await handle.close();
  return { url, site, reader1, watched, plain };
}

async function timedReplies(tools: BenchTools, token: string, postId: number) {
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < REPLIES; i++) {
    const started = performance.now();
    const answer = await tools.call(APP_PORT, '/api/member/comment', {
      method: 'POST',
      host: HOST,
      token,
      body: { postId, content: `<p>压测回复 ${i + 1}：周六见</p>` },
    });
    times.push(performance.now() - started);
    if (answer.status !== 200) errors += 1;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]);
  return { p50: at(0.5), p99: at(0.99), errors };
}

async function load(port: number, path: string, token?: string, seconds = 10) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { host: HOST, ...(token ? { authorization: token } : {}) },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function benchEngagement(tools: BenchTools): Promise<EngagementRow[]> {
  const db = await prepare(tools.pgAdminUrl);
  process.stdout.write(
    `\nengagement (postgres): demo with ${WATCHERS} watchers of post ${db.watched}, ${NOTIFICATIONS} notifications and ${CONVERSATIONS} conversations of reader1\n`,
  );
  const env = { PORT: String(APP_PORT), STATIC_DIR: '/nonexistent', DATABASE_URL: db.url, POST_INTERVAL_SECONDS: '0', TASK_SCHEDULE: '0' };
  const app = tools.start(join(tools.root, 'server/dist/main.js'), env);
  await tools.waitFor(APP_PORT, '/api/saas/site-category', app);
  try {
    return await measure(tools, db, app, env);
  } finally {
    await tools.stop(app);
  }
}

async function measure(
  tools: BenchTools,
  db: Awaited<ReturnType<typeof prepare>>,
  app: ReturnType<BenchTools['start']>,
  env: Record<string, string>,
): Promise<EngagementRow[]> {
  // Right after a start the server may still be busy with its first work: 503 until it is not.
  const login = async (account: string) => {
    for (let tries = 0; ; tries++) {
      const answer = await tools.call(APP_PORT, '/api/member/login', {
        method: 'POST',
        host: HOST,
        body: { account, password: 'demo123456' },
      });
      if (answer.status !== 503 || tries >= 60) return answer;
      await new Promise((r) => setTimeout(r, 1000));
    }
  };
  const [reader1, reader2] = await Promise.all([login('reader1'), login('reader2')]);
  if (reader1.status !== 200 || reader2.status !== 200)
    throw new Error(`engagement bench sign-in failed: ${reader1.status} ${reader2.status}`);
  const writer = reader2.body.data.token;
  const reader = reader1.body.data.token;
  const rows: EngagementRow[] = [];

  const count = new pg.Client({ connectionString: db.url });
  await count.connect();
  const notified = async () =>
    Number(
      (
        await count.query(`select count(*)::int n from member_notifications where site_id = $1 and kind = 'watchedReply' and link = $2`, [
          db.site,
          `/post/${db.watched}`,
        ])
      ).rows[0].n,
    );

  // A plain reply first (nobody watches the post), then one to the watched post and the time until all are told.
  rows.push({ route: 'reply to a post nobody watches', connections: 1, ...(await timedReplies(tools, writer, db.plain)) });
  const started = performance.now();
  const first = await tools.call(APP_PORT, '/api/member/comment', {
    method: 'POST',
    host: HOST,
    token: writer,
    body: { postId: db.watched, content: '<p>压测：一万人关注的帖子有了新回复</p>' },
  });
  if (first.status !== 200) throw new Error(`engagement bench: the reply was refused (${first.status})`);
  while ((await notified()) < WATCHERS && performance.now() - started < 6 * FANOUT_AIM_MS) await new Promise((r) => setTimeout(r, 50));
  const all = Math.round(performance.now() - started);
  const reached = await notified();
  // The writer's latency while earlier fan-outs still run: each of these replies queues 10,000 more notifications.
  const watchedRow = await timedReplies(tools, writer, db.watched);
  rows.push({
    route: `reply to a post ${WATCHERS.toLocaleString('en')} watch`,
    connections: 1,
    ...watchedRow,
    note: `first reply: ${reached.toLocaleString('en')} of ${WATCHERS.toLocaleString('en')} watchers notified in ${all} ms (aim <= ${FANOUT_AIM_MS} ms)`,
  });
  // The queued fan-outs finish before the reads are measured (they would land on whichever list runs then).
  const drainStarted = performance.now();
  while ((await notified()) < WATCHERS * (REPLIES + 1) && performance.now() - drainStarted < 300_000)
    await new Promise((r) => setTimeout(r, 250));
  process.stdout.write(
    `engagement: ${REPLIES} more fan-outs (${(WATCHERS * REPLIES).toLocaleString('en')} notifications) done ${Math.round((performance.now() - drainStarted) / 1000)} s after the last reply\n`,
  );
  // 500,000 new rows (notifications and their send log) would bring autovacuum onto whichever list runs next.
  await count.query('vacuum (analyze) member_notifications, notification_sends');
  await count.end();

  const reads = { notifications: '/api/member/notification-list?limit=20', conversations: '/api/member/conversation-list?limit=20' };
  for (const [raw, path] of Object.entries(reads)) {
    await load(APP_PORT, path, reader, WARM_UP_SECONDS);
    rows.push({ route: `member: ${raw} list`, connections: CONNECTIONS, raw, ...(await load(APP_PORT, path, reader, tools.seconds)) });
  }
  await tools.stop(app);

  const ref = tools.start(join(tools.root, 'server/dist/engagement-reference.js'), {
    ...env,
    PORT: String(REF_PORT),
    BENCH_SITE_ID: String(db.site),
    BENCH_USER_ID: String(db.reader1),
  });
  try {
    await tools.waitFor(REF_PORT, '/raw/notifications', ref);
    for (const name of Object.keys(reads)) {
      await load(REF_PORT, `/raw/${name}`, undefined, WARM_UP_SECONDS);
      rows.push({
        route: `raw query: ${name}`,
        connections: CONNECTIONS,
        ...(await load(REF_PORT, `/raw/${name}`, undefined, tools.seconds)),
      });
    }
  } finally {
    await tools.stop(ref);
  }
  return rows;
}

export function printEngagement(rows: EngagementRow[]) {
  const header = `${'route'.padEnd(40)} ${'conns'.padStart(5)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'vs raw'.padStart(7)}`;
  process.stdout.write(`\nMembers hear back (issue 25) on PostgreSQL\n\n${header}\n${'-'.repeat(header.length)}\n`);
  for (const r of rows) {
    const raw = r.raw ? rows.find((x) => x.route === `raw query: ${r.raw}`) : undefined;
    const ratio = raw && r.rps && raw.rps ? `${Math.round((r.rps / raw.rps) * 100)}%` : '';
    process.stdout.write(
      `${r.route.padEnd(40)} ${String(r.connections).padStart(5)} ${String(r.rps ?? '').padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${ratio.padStart(7)}\n`,
    );
  }
  for (const r of rows) if (r.note) process.stdout.write(`${r.route}: ${r.note}\n`);
  process.stdout.write(
    `\nAims: a reply to a watched post keeps the p99 of a plain reply (${REPLIES} replies each, one at a time); all ${WATCHERS.toLocaleString('en')} watchers\n` +
      `notified within ${FANOUT_AIM_MS / 1000} s; the lists >= 70% of their raw query with p99 <= 30 ms at ${CONNECTIONS} connections.\n`,
  );
}
