// The job queue: every task listed, run from the task page into its history, failures retried with their error, the
// app's close stopping its workers, and (on PostgreSQL) two servers sending each scheduled slot once.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { openDatabase } from '../db/database';
import type { ModuleDeps } from '../modules/deps';
import { createJobQueue } from './job-queue';
import { taskRuns } from './jobs.tables';
import { type TaskDefinition, taskRegistry } from './task-registry';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  await server.fixtures.account({ mobile: '13900000701', permissions: ['SiteSetting'] });
  token = await server.fixtures.loginSaas('13900000701');
}, 60_000);
afterAll(() => server?.close());

describe('the task page', () => {
  it('lists every task of the registry with its schedule, switch and next run', async () => {
    const { status, body } = await server.call('getTaskList', { token });
    expect(status).toBe(200);
    expect(body.data.list.map((t: { name: string }) => t.name)).toEqual(taskRegistry.map((t) => t.name));
    const order = body.data.list.find((t: { name: string }) => t.name === 'orderTimeoutSweep');
    expect(order).toMatchObject({ label: '关闭超时未支付的订单', schedule: '* * * * *', enabled: true, lastOutcome: null });
    expect(Date.parse(order.nextRunAt) - Date.now()).toBeLessThanOrEqual(60_000);
  });

  it('runs a task now; the run appears in its history with its duration and outcome', async () => {
    const run = await server.call('runTask', { token, body: { name: 'statisticsRollup' } });
    expect(run.status).toBe(200);
    expect(run.body.data.jobId).not.toBe('');
    await vi.waitFor(
      async () => {
        const { body } = await server.call('getTaskRunList', { token, query: { name: 'statisticsRollup' } });
        expect(body.data.list[0]).toMatchObject({ name: 'statisticsRollup', trigger: 'manual', outcome: 'success', attempt: 1 });
      },
      { timeout: 20_000, interval: 200 },
    );
    const { body } = await server.call('getTaskList', { token });
    const task = body.data.list.find((t: { name: string }) => t.name === 'statisticsRollup');
    expect(task.lastOutcome).toBe('success');
    expect(task.lastDurationMs).toBeGreaterThanOrEqual(0);
  });

  it('switches a task off and on; an unknown task answers 404', async () => {
    const off = await server.call('setTaskEnabled', { token, body: { name: 'rankRefresh', enabled: false } });
    expect(off.body).toMatchObject({ description: '已停用', data: { enabled: false, nextRunAt: null } });
    const on = await server.call('setTaskEnabled', { token, body: { name: 'rankRefresh', enabled: true } });
    expect(on.body.data.enabled).toBe(true);
    expect(on.body.data.nextRunAt).not.toBeNull();
    const missing = await server.call('runTask', { token, body: { name: 'noSuchTask' } });
    expect(missing).toMatchObject({ status: 404, body: { description: '任务不存在' } });
  });
});

describe('the queue', () => {
  it('retries a failed run and records each try with its error', async () => {
    let calls = 0;
    const flaky: TaskDefinition = {
      name: 'flakyTestTask',
      label: '测试任务',
      cron: '0 0 1 1 *',
      enabledByDefault: false,
      retryLimit: 1,
      retryDelaySeconds: 1,
      async run() {
        calls++;
        if (calls === 1) throw new Error('第一次失败');
      },
    };
    const queue = createJobQueue(server.database, () => server.deps, { schedule: false, work: true, pollingIntervalSeconds: 0.5 }, [flaky]);
    await queue.start();
    try {
      await queue.runNow('flakyTestTask');
      await vi.waitFor(
        async () => {
          const rows = await server.database.db.select().from(taskRuns).where(eq(taskRuns.name, 'flakyTestTask')).orderBy(taskRuns.id);
          expect(rows.map((r) => [r.attempt, r.outcome, r.error])).toEqual([
            [1, 'failed', '第一次失败'],
            [2, 'success', ''],
          ]);
        },
        { timeout: 30_000, interval: 250 },
      );
    } finally {
      await queue.stop();
    }
  }, 40_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL', () => {
  it('send each scheduled slot once', async () => {
    const pg = (await import('pg')).default;
    const name = `commune_jobs_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const handles = [await openDatabase({ url: url.toString() }), await openDatabase({ url: url.toString() })];
    await handles[0].migrate();
    const ticks: number[] = [];
    // pg-boss's schedule resolution is the minute: one job per schedule and minute, however many servers schedule it.
    const everyMinute: TaskDefinition = {
      name: 'tickTestTask',
      label: '测试计划',
      cron: '* * * * *',
      enabledByDefault: true,
      retryLimit: 0,
      async run() {
        ticks.push(Date.now());
      },
    };
    const queues = handles.map((handle) =>
      createJobQueue(
        handle,
        () => ({ db: handle.db, log: console }) as unknown as ModuleDeps,
        {
          schedule: true,
          work: true,
          pollingIntervalSeconds: 0.5,
          cronWorkerIntervalSeconds: 1,
        },
        [everyMinute],
      ),
    );
    try {
      for (const queue of queues) await queue.start();
      await vi.waitFor(() => expect(ticks.length).toBeGreaterThanOrEqual(1), { timeout: 80_000, interval: 500 });
      // Both schedulers have passed over the slot by now: a second job would have been sent and run.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    } finally {
      for (const queue of queues) await queue.stop();
    }
    // Occurrences, not minutes of sending: a first pass just after a minute turns sends the occurrence it has just
    // missed and the one now due, two jobs in one minute for two slots. pg-boss forwards each occurrence through its
    // send-it queue, whose job names the slot.
    // Only forwards that finished count: one still waiting when the servers stopped has not sent its job yet.
    const { rows } = (await handles[0].db.execute(
      sql`select (select count(*) from pgboss.job where name = 'tickTestTask' and state = 'completed')::int as ran,
                 (select count(*) from pgboss.job where name = 'tickTestTask')::int as n,
                 (select count(distinct data->>'slot') from pgboss.job
                   where name = '__pgboss__send-it' and data->>'name' = 'tickTestTask' and state = 'completed')::int as slots`,
    )) as unknown as { rows: { ran: number; n: number; slots: number }[] };
    for (const handle of handles) await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    // Two schedulers on every minute, yet one job per occurrence, and each ran once, on one of the two servers.
    expect(rows[0].n).toBe(rows[0].slots);
    expect(ticks.length).toBe(rows[0].ran);
  }, 120_000);
});
