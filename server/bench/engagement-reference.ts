// The engagement benchmark's yardstick (issue 25): the SQL the member's notification list and conversation list send,
// learnt by running each endpoint's service once against a logging connection, then replayed on a bare Fastify with
// the driver and nothing else (as content-reference.ts does for the forum's reads).
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import type { MemberPrincipal } from '../src/auth/principal';
import { createMemoryCache } from '../src/cache/memory-cache';
import type { ModuleDeps } from '../src/modules/deps';
import { createMessageService } from '../src/modules/message/message-service';
import { createNotificationService } from '../src/modules/notification/notification-service';

interface Captured {
  text: string;
  params: unknown[];
  name?: string;
}

const env = process.env;
const me = { kind: 'member', siteId: Number(env.BENCH_SITE_ID), siteUserId: Number(env.BENCH_USER_ID) } as MemberPrincipal;
const capture: Captured[] = [];
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
const learning = new pg.Pool({ connectionString: env.DATABASE_URL, max: 1 });
const query = learning.query.bind(learning) as (config: unknown, values?: unknown[]) => Promise<unknown>;
learning.query = ((config: string | { text: string; name?: string; values?: unknown[] }, values?: unknown[]) => {
  if (typeof config === 'string') capture.push({ text: config, params: values ?? [] });
  else capture.push({ text: config.text, params: values ?? config.values ?? [], name: config.name });
  return query(config, values);
}) as typeof learning.query;
const deps = { db: drizzle(learning), cache: createMemoryCache(), config: { postIntervalSeconds: 0 } } as unknown as ModuleDeps;

async function learn(run: () => Promise<unknown>): Promise<Captured[]> {
  await run();
  capture.length = 0;
  await run();
  return capture.splice(0).filter((q) => !/^\s*(begin|commit)/i.test(q.text));
}

const notifications = createNotificationService(deps);
const messages = createMessageService(deps);
const routes: Record<string, Captured[]> = {
  notifications: await learn(() => notifications.list(me, { limit: 20 })),
  conversations: await learn(() => messages.conversations(me, { limit: 20 })),
};

const app = Fastify({ logger: false });
await learning.end();
for (const [route, queries] of Object.entries(routes))
  app.get(`/raw/${route}`, async () => {
    const results: unknown[] = [];
    for (const q of queries) results.push((await pool.query({ name: q.name, text: q.text, values: q.params })).rows);
    return { type: 1, data: results };
  });
await app.listen({ port: Number(env.PORT ?? 8092), host: '127.0.0.1' });
process.stdout.write(
  `engagement reference ready: ${Object.entries(routes)
    .map(([n, q]) => `${n} ${q.length}`)
    .join(', ')}\n`,
);
