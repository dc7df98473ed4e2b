// The server killed outright (SIGKILL) in the middle of a burst of writes: every write it acknowledged is there
// after a restart, and the restarted server serves at once.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer, stopChildServer } from './child-server';
import { send } from './http-client';
import { createPrivateDatabase, faultTierSkipReason, HOLDER_MOBILE, PASSWORD, type PrivateDatabase } from './private-db';

const skip = faultTierSkipReason(['TEST_DATABASE_URL']);
const WORKERS = 6;
const KILL_AFTER = 12;

let db: PrivateDatabase;
let first: ChildServer | undefined;
let second: ChildServer | undefined;

describe.skipIf(skip)('SIGKILL during a burst of writes', () => {
  beforeAll(async () => {
    db = await createPrivateDatabase(process.env.TEST_DATABASE_URL!);
  });

  afterAll(async () => {
    await stopChildServer(first);
    await stopChildServer(second);
    await db?.drop();
  });

  it('keeps every acknowledged write', async () => {
    const env = {
      DATABASE_URL: db.url,
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
      RATE_LIMIT_OPERATION_PERCENT: '0',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    };
    first = await startChildServer(env);
    const server = first;
    const login = await send(server.port, '/api/saas/login', { method: 'POST', body: { account: HOLDER_MOBILE, password: PASSWORD } });
    const token = login.body.data.token as string;

    const acknowledged: string[] = [];
    const worker = async (w: number) => {
      for (let n = 0; ; n++) {
        const slug = `w${w}-site-${n}`;
        try {
          const res = await send(server.port, '/api/saas/site', {
            method: 'POST',
            token,
            body: { name: `站点${w}-${n}`, slug, categoryId: 1 },
          });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          acknowledged.push(slug);
          if (acknowledged.length === KILL_AFTER) server.kill('SIGKILL');
        } catch (error) {
          // The connection died with the server: that write was never acknowledged.
          if ((error as { code?: string }).code) return;
          throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    expect(await server.exited).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

    second = await startChildServer(env);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ slug: string }>('select slug from sites');
    await client.end();
    const stored = new Set(rows.map((row) => row.slug));
    expect(acknowledged.filter((slug) => !stored.has(slug))).toEqual([]);
    const list = await send(second.port, '/api/saas/site-list?page=1&pageSize=100', { token });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(stored.size);
  });
});
