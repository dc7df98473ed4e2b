import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { findTask } from '../../jobs/task-registry';
import { STALLED_EXPORT_ERROR } from './export-sweeper';
import { downloadTickets, userExports } from './user-export.tables';
import { runUserExport } from './user-export-job';

let server: TestServer;
let a: ConsoleTestSite;

beforeAll(async () => {
  server = await startTestServer();
  ({ a } = (await twoSites(server)).sites);
}, 60_000);
afterAll(() => server?.close());

async function exportRow(status: string, minutesSinceProgress: number | null) {
  const [row] = await server.database.db
    .insert(userExports)
    .values({
      siteId: a.id,
      status,
      format: 'csv',
      fields: ['id'],
      filters: {},
      progressAt: minutesSinceProgress === null ? null : sql`now() - make_interval(mins => ${minutesSinceProgress})`,
      createdAt: sql`now() - interval '2 hours'`,
    })
    .returning({ id: userExports.id });
  return row.id;
}

async function exportState(id: number) {
  const [row] = await server.database.db
    .select({ status: userExports.status, error: userExports.error, finishedAt: userExports.finishedAt })
    .from(userExports)
    .where(and(eq(userExports.siteId, a.id), eq(userExports.id, id)));
  return row;
}

describe('the exportSweep task', () => {
  it('deletes expired download tickets and fails exports whose server stopped, leaving live ones alone', async () => {
    const { db } = server.database;
    const link = await server.call('exportMyData', { token: a.memberTokens.member, host: a.host, body: { format: 'json' } });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    await db.insert(downloadTickets).values({
      tokenHash: Buffer.alloc(32, 7),
      siteId: a.id,
      target: { kind: 'userExport', exportId: 1 },
      fileName: 'old.csv',
      expiresAt: sql`now() - interval '1 second'`,
    });
    const stalled = await exportRow('running', 11);
    const neverMarked = await exportRow('running', null);
    const live = await exportRow('running', 1);
    const queued = await exportRow('queued', null);

    const task = findTask('exportSweep');
    expect(task?.enabledByDefault).toBe(true);
    const result = await task!.run(server.deps);
    expect(result).toMatchObject({ ticketsDeleted: 1, exportsFailed: 2 });

    const tickets = await db.select({ fileName: downloadTickets.fileName }).from(downloadTickets);
    expect(tickets.map((t) => t.fileName)).not.toContain('old.csv');
    // The fresh link still downloads.
    expect((await server.app.inject({ method: 'GET', url: link.body.data.url, headers: { host: a.host } })).statusCode).toBe(200);

    for (const id of [stalled, neverMarked]) {
      const row = await exportState(id);
      expect(row).toMatchObject({ status: 'failed', error: STALLED_EXPORT_ERROR });
      expect(row.finishedAt).not.toBeNull();
    }
    expect((await exportState(live)).status).toBe('running');
    expect((await exportState(queued)).status).toBe('queued');
    const shown = await server.call('getUserExport', { token: a.tokens.owner, host: a.host, query: { id: stalled } });
    expect(shown.body.data).toMatchObject({ status: 'failed', error: STALLED_EXPORT_ERROR });

    // A second run finds nothing more to do; a late delivery of the failed export's job does not revive it.
    expect(await task!.run(server.deps)).toMatchObject({ ticketsDeleted: 0, exportsFailed: 0 });
    expect(await runUserExport(server.deps, { siteId: a.id, exportId: stalled })).toEqual({ skipped: true });
    expect((await exportState(stalled)).status).toBe('failed');
  });
});
