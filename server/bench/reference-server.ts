// The benchmark's yardsticks on a bare Fastify: a constant answer (the HTTP ceiling) and the endpoints' own SELECTs
// run with the driver and nothing else (the floor cost of the query). Same database as the real server.

import type { Logger } from 'drizzle-orm';
import Fastify from 'fastify';
import { listSites } from '../src/modules/site/site-repository';
import { listRanks } from '../src/modules/user-rank/user-rank-repository';

interface Captured {
  text: string;
  params: unknown[];
}

const port = Number(process.env.PORT ?? 8090);
const holderId = Number(process.env.BENCH_HOLDER_ID);
const siteId = Number(process.env.BENCH_SITE_ID);

async function openRaw(): Promise<{ drizzleDb: unknown; query: (q: Captured) => Promise<unknown[]>; capture: Captured[] }> {
  const capture: Captured[] = [];
  const logger: Logger = { logQuery: (text, params) => capture.push({ text, params }) };
  if (process.env.DATABASE_URL) {
    const pg = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return { drizzleDb: drizzle(pool, { logger }), query: async (q) => (await pool.query(q.text, q.params)).rows, capture };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create(process.env.DATA_DIR!, { extensions: { btree_gin } });
  return { drizzleDb: drizzle(client, { logger }), query: async (q) => (await client.query(q.text, q.params)).rows, capture };
}

const raw = await openRaw();
// Run each repository function once to learn exactly the SQL the endpoint sends; afterwards only that SQL is run.
await listSites(raw.drizzleDb as never, { ownerId: holderId, page: 1, pageSize: 20 });
const siteListQueries = raw.capture.splice(0);
await listRanks(raw.drizzleDb as never, siteId);
const rankQueries = raw.capture.splice(0);

const app = Fastify({ logger: false });
app.get('/const', async () => ({ type: 1, data: { ok: true } }));
app.get('/raw-site-list', async () => {
  let rows: unknown[] = [];
  for (const q of siteListQueries) rows = await raw.query(q);
  return { type: 1, data: { list: rows, total: rows.length } };
});
app.get('/raw-user-rank', async () => {
  let rows: unknown[] = [];
  for (const q of rankQueries) rows = await raw.query(q);
  return { type: 1, data: rows };
});
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`reference ready ${siteListQueries.length} ${rankQueries.length}\n`);
