import { describe, expect, it } from 'vitest';
import { createReadRouter, parseLsn, readScope } from './read-routing';

// Pools that answer like PostgreSQL would for the router's checks, and name themselves for any other statement.
function fakePool(name: string, state: { lsn: string; down?: boolean; readOnly?: boolean; hang?: boolean; calls?: number }) {
  return {
    query: async (text: string) => {
      state.calls = (state.calls ?? 0) + 1;
      // PgBouncer with the primary gone: the statement waits in its queue.
      if (state.hang) return new Promise(() => undefined);
      if (state.down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      if (text.includes('wal_lsn') || text.includes('replay_lsn')) return { rows: [{ lsn: state.lsn }] };
      if (state.readOnly && text.startsWith('insert')) throw Object.assign(new Error('read-only'), { code: '25006' });
      return { rows: [{ from: name }] };
    },
    connect: async () => ({}),
    on: () => undefined,
    end: async () => undefined,
  } as never;
}

const unavailable = (error: unknown) => (error as { code?: string }).code === 'ECONNREFUSED';
const from = (result: unknown) => (result as { rows: { from: string }[] }).rows[0].from;

describe('read routing', () => {
  it('orders LSNs', () => {
    expect(parseLsn('0/16B3748') < parseLsn('1/0')).toBe(true);
  });

  it('sends reads to a caught-up replica, writes and a writer behind it to the primary, and goes read-only without a primary', async () => {
    const primary = { lsn: '0/100' };
    const replica = { lsn: '0/100', readOnly: true };
    const router = createReadRouter(
      fakePool('primary', primary),
      [{ url: 'postgres://r/c', pool: fakePool('replica', replica) }],
      { checkIntervalMs: 60_000, maxLagMs: 1000 },
      unavailable,
    );
    await router.check();
    const pool = router.pool as unknown as { query(text: string): Promise<unknown> };
    const read = (minLsn?: bigint) => readScope.run({ read: true, minLsn: async () => minLsn }, () => pool.query('select 1'));
    expect(from(await read())).toBe('replica');
    expect(from(await readScope.run({ read: false, minLsn: async () => undefined }, () => pool.query('select 1')))).toBe('primary');
    // A write inside a read request is repeated on the primary.
    expect(from(await readScope.run({ read: true, minLsn: async () => undefined }, () => pool.query('insert 1')))).toBe('primary');
    // The writer's LSN is past the replica's: the primary.
    expect(from(await read(parseLsn('0/200')))).toBe('primary');
    Object.assign(primary, { down: true });
    await router.check();
    expect(router.readOnly()).toBe(true);
    expect(from(await read(parseLsn('0/200')))).toBe('replica');
    Object.assign(primary, { down: false });
    await router.check();
    expect(router.readOnly()).toBe(false);
    await router.close();
  });

  it('counts a primary whose check goes unanswered as down, one check at a time', async () => {
    const primary = { lsn: '0/100', calls: 0 };
    const replica = { lsn: '0/100', readOnly: true };
    const router = createReadRouter(
      fakePool('primary', primary),
      [{ url: 'postgres://r/c', pool: fakePool('replica', replica) }],
      { checkIntervalMs: 60_000, maxLagMs: 1000, checkTimeoutMs: 50 },
      unavailable,
    );
    await router.check();
    expect(router.readOnly()).toBe(false);
    Object.assign(primary, { hang: true, calls: 0 });
    const first = router.check();
    const second = router.check(); // joins the running check instead of asking again
    await Promise.all([first, second]);
    expect(primary.calls).toBe(1);
    expect(router.readOnly()).toBe(true);
    Object.assign(primary, { hang: false });
    await router.check();
    expect(router.readOnly()).toBe(false);
    await router.close();
  });
});
