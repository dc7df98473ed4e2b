import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectGuarded } from './checkout';

// A pool of one client whose statements fail while `down`, counting releases as pg-pool would (a second one throws).
function fakePool(state: { down: boolean }) {
  const releases: unknown[] = [];
  const client = {
    query: async (text: string) => {
      if (state.down) throw Object.assign(new Error('server login has been failing'), { code: '08P01' });
      return { rows: [{ text }] };
    },
  } as unknown as pg.PoolClient;
  const pool = {
    connect: async () => {
      let released = false;
      client.release = (error?: Error | boolean) => {
        if (released) throw new Error('Release called on client which has already been released to the pool.');
        released = true;
        releases.push(error);
      };
      return client;
    },
  } as unknown as pg.Pool;
  return { pool, releases };
}

describe('connectGuarded', () => {
  it('releases (and drops) a client whose first statement fails, once, and leaves a working one to its user', async () => {
    const state = { down: true };
    const { pool, releases } = fakePool(state);
    const failing = await connectGuarded(pool);
    // drizzle sends BEGIN outside its try/finally and never releases the client when it fails.
    await expect(failing.query('begin')).rejects.toThrow(/failing/);
    expect(releases).toHaveLength(1);
    expect(releases[0]).toBeInstanceOf(Error);
    failing.release(); // a late release by its user is not a second one
    expect(releases).toHaveLength(1);

    state.down = false;
    const working = await connectGuarded(pool);
    await working.query('begin');
    state.down = true;
    await expect(working.query('select 1')).rejects.toThrow(); // later failures are the user's to handle
    expect(releases).toHaveLength(1);
    working.release();
    expect(releases).toEqual([releases[0], undefined]);
  });
});
