// The content benchmark's yardstick: the SQL each member-site read sends, learnt by running the endpoint's service
// once against a logging connection, then replayed on a bare Fastify with the driver and nothing else.
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { createMemoryCache } from '../src/cache/memory-cache';
import type { ModuleDeps } from '../src/modules/deps';
import { createCommentReadService } from '../src/modules/post/comment-read-service';
import { createPostReadService } from '../src/modules/post/post-read-service';
import { createPostViewService } from '../src/modules/post/post-view-service';
import { createSearchService } from '../src/modules/post/search-service';

interface Captured {
  text: string;
  params: unknown[];
  /** The prepared statement's name, when the server prepares this one. */
  name?: string;
}

const env = process.env;
const siteId = Number(env.BENCH_SITE_ID);
const sectionId = Number(env.BENCH_SECTION_ID);
const postId = Number(env.BENCH_POST_ID);
const capture: Captured[] = [];
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
// What the driver is asked, as it is asked: the text, the values and the statement's name if it has one.
const learning = new pg.Pool({ connectionString: env.DATABASE_URL, max: 1 });
const query = learning.query.bind(learning) as (config: unknown, values?: unknown[]) => Promise<unknown>;
learning.query = ((config: string | { text: string; name?: string; values?: unknown[] }, values?: unknown[]) => {
  if (typeof config === 'string') capture.push({ text: config, params: values ?? [] });
  else capture.push({ text: config.text, params: values ?? config.values ?? [], name: config.name });
  return query(config, values);
}) as typeof learning.query;
const deps = { db: drizzle(learning), cache: createMemoryCache() } as unknown as ModuleDeps;

async function learn(run: () => Promise<unknown>): Promise<Captured[]> {
  await run();
  capture.length = 0;
  // The second run is the steady state: a view already counted, caches warm.
  await run();
  return capture.splice(0).filter((q) => !/^\s*(begin|commit)/i.test(q.text));
}

const reads = createPostReadService(deps);
const views = createPostViewService(deps);
const comments = createCommentReadService(deps);
const search = createSearchService(deps);
const routes: Record<string, Captured[]> = {
  list: await learn(() => reads.list(siteId, { sectionId })),
  deep: await learn(() => reads.list(siteId, { sectionId, cursor: env.BENCH_DEEP_CURSOR })),
  post: await learn(() => views.get(siteId, postId, { siteUserId: null, ip: '127.0.0.1' })),
  comments: await learn(() => comments.list(siteId, null, { postId, limit: 20 })),
  rare: await learn(() => search.search(siteId, { keyword: env.BENCH_RARE ?? '' })),
  common: await learn(() => search.search(siteId, { keyword: env.BENCH_COMMON ?? '' })),
};

const app = Fastify({ logger: false });
// A statement the server prepares is prepared here too (under its own name): the same SQL, sent the same way.
await learning.end();
for (const [route, queries] of Object.entries(routes))
  app.get(`/raw/${route}`, async () => {
    const results: unknown[] = [];
    for (const q of queries) results.push((await pool.query({ name: q.name, text: q.text, values: q.params })).rows);
    return { type: 1, data: results };
  });
await app.listen({ port: Number(env.PORT ?? 8091), host: '127.0.0.1' });
process.stdout.write(
  `content reference ready: ${Object.entries(routes)
    .map(([n, q]) => `${n} ${q.length}`)
    .join(', ')}\n`,
);
