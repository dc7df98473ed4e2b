// Background work on pg-boss, a PostgreSQL job queue, in the server's own database (PGlite or PostgreSQL). Each task
// of the registry is a queue with a cron schedule; pg-boss's scheduler sends one job per schedule slot however many
// servers run (its cron jobs are singletons per slot in the database), any server's worker takes it, a failure is
// retried with a growing delay, and every try is a row in task_runs (what the task page shows).
import { eq, sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, type Job, type JobResult, PgBoss } from 'pg-boss';
import type { TaskOutcomeValues, TaskTriggerValues } from '../../../sdk/generated/enums';
import type { DatabaseHandle } from '../db/database';
import { runAnnounced } from '../events/announce';
import type { ModuleDeps } from '../modules/deps';
import { type JobDefinition, jobRegistry } from './job-registry';
import { taskRuns, taskSettings } from './jobs.tables';
import { findTask, type TaskDefinition, taskRegistry } from './task-registry';

export const TASK_TIME_ZONE = 'Asia/Shanghai';
const SCHEMA = 'pgboss';

type Trigger = (typeof TaskTriggerValues)[number];
type Outcome = (typeof TaskOutcomeValues)[number];

export interface JobQueueOptions {
  /** Send jobs on the tasks' schedules (off in the server tests, whose row counts must not move on their own). */
  schedule: boolean;
  /** Take jobs from the queue on this server. */
  work: boolean;
  /** How often an idle worker looks for a job. */
  pollingIntervalSeconds?: number;
  /** How often the scheduler looks for due schedules (pg-boss's default, 30 s, unless a test needs seconds). */
  cronWorkerIntervalSeconds?: number;
}

export interface JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Puts one run of the task in the queue at once; answers the job's id. */
  runNow(name: string): Promise<string>;
  /** Puts one one-off job of job-registry.ts in the queue with its data; answers the job's id. */
  send(name: string, data: object): Promise<string>;
  /** Switches the task's schedule on or off; runs already queued still run. */
  setEnabled(name: string, enabled: boolean): Promise<void>;
  isEnabled(name: string): Promise<boolean>;
  /** The next time the schedule sends the task (null when it is off). */
  nextRun(task: TaskDefinition, enabled: boolean, from?: Date): Date | null;
  readonly tasks: readonly TaskDefinition[];
}

/** What pg-boss talks to: the drizzle handle on PostgreSQL; on PGlite the same embedded instance through pg-boss's own
 * adapter, because pg-boss creates its schema with multi-statement scripts that drizzle's PGlite driver sends as one
 * prepared statement (which PostgreSQL refuses), while `fromPglite` sends those through PGlite's `exec`. */
function adapterFor(handle: Pick<DatabaseHandle, 'db' | 'driver'>) {
  if (handle.driver === 'pglite') {
    const client = (handle.db as unknown as { $client: Parameters<typeof fromPglite>[0] }).$client;
    return { db: fromPglite(client), backend: 'pglite' as const };
  }
  return { db: fromDrizzle(handle.db as never, sql as never), backend: 'postgres' as const };
}

export function createJobQueue(
  handle: Pick<DatabaseHandle, 'db' | 'driver'>,
  deps: () => ModuleDeps,
  options: JobQueueOptions,
  tasks: readonly TaskDefinition[] = taskRegistry,
  jobs: readonly JobDefinition[] = jobRegistry,
): JobQueue {
  const { db } = handle;
  const adapter = adapterFor(handle);
  const boss = new PgBoss({
    ...adapter,
    schema: SCHEMA,
    schedule: options.schedule,
    ...(options.cronWorkerIntervalSeconds
      ? { cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds, cronMonitorIntervalSeconds: 1 }
      : {}),
    supervise: true,
    migrate: true,
  });
  let started = false;
  const find = (name: string) => tasks.find((task) => task.name === name) ?? findTask(name);
  /** This server's worker of each one-off job, woken when this server queues one. */
  const workers = new Map<string, string>();

  async function isEnabled(name: string) {
    const [row] = await db.select({ enabled: taskSettings.enabled }).from(taskSettings).where(eq(taskSettings.name, name));
    return row ? row.enabled : (find(name)?.enabledByDefault ?? false);
  }

  async function applySchedule(task: TaskDefinition, enabled: boolean) {
    if (enabled) await boss.schedule(task.name, task.cron, { trigger: 'schedule' }, { tz: TASK_TIME_ZONE });
    else await boss.unschedule(task.name);
  }

  async function record(task: TaskDefinition, job: Job<{ trigger?: Trigger }> & { retryCount?: number }) {
    const trigger: Trigger = job.data?.trigger === 'manual' ? 'manual' : 'schedule';
    const started = Date.now();
    const [row] = await db
      .insert(taskRuns)
      .values({ name: task.name, trigger, attempt: (job.retryCount ?? 0) + 1, jobId: job.id })
      .returning({ id: taskRuns.id });
    const finish = (outcome: Outcome, error = '') =>
      db
        .update(taskRuns)
        .set({ outcome, error: error.slice(0, 2000), finishedAt: sql`now()`, durationMs: Date.now() - started })
        .where(eq(taskRuns.id, row.id));
    try {
      const result = await runAnnounced(deps(), () => task.run(deps()));
      await finish('success');
      return result ?? null;
    } catch (error) {
      await finish('failed', error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  return {
    tasks,
    isEnabled,
    async start() {
      boss.on('error', (error) => deps().log.warn({ err: error }, 'job queue error'));
      // Servers started together on a fresh database race to install pg-boss's schema: the loser's install fails on
      // an object the winner has just made (42710), and its next attempt finds the schema in place.
      await boss.start({ attempts: 3 });
      started = true;
      for (const task of tasks) {
        await boss.createQueue(task.name, {
          policy: 'singleton',
          retryLimit: task.retryLimit,
          retryDelay: task.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: task.expireInSeconds ?? 600,
        });
        if (options.schedule) await applySchedule(task, await isEnabled(task.name));
        if (options.work) {
          await boss.work<{ trigger?: Trigger }>(
            task.name,
            { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
            async ([job]) => record(task, job),
          );
        }
      }
      for (const job of jobs) {
        await boss.createQueue(job.name, {
          policy: 'standard',
          retryLimit: job.retryLimit,
          retryBackoff: true,
          expireInSeconds: job.expireInSeconds ?? 600,
        });
        if (options.work) {
          // The job's batch (job-registry.ts), at once again while batches come full; each job settles on its own (one
          // failing neither fails nor retries the others of its batch).
          const workerId = await boss.work<object>(
            job.name,
            {
              batchSize: job.batchSize ?? 1,
              burstWhenBatchFull: true,
              perJobResults: true,
              pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
            },
            async (batch) => {
              const results: JobResult[] = [];
              for (const one of batch) {
                try {
                  await runAnnounced(deps(), () => job.run(deps(), one.data));
                  results.push({ id: one.id, status: 'completed' });
                } catch (error) {
                  deps().log.warn({ err: error, job: job.name }, 'job failed');
                  results.push({
                    id: one.id,
                    status: 'failed',
                    output: { message: error instanceof Error ? error.message : String(error) },
                  });
                }
              }
              return results;
            },
          );
          workers.set(job.name, workerId);
        }
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 5000 });
    },
    async runNow(name) {
      const id = await boss.send(name, { trigger: 'manual' });
      return id ?? '';
    },
    async send(name, data) {
      if (!jobs.some((job) => job.name === name)) throw new Error(`no such job: ${name}`);
      const id = await boss.send(name, data);
      // This server's worker takes it now rather than at its next poll (other servers' workers still poll).
      const workerId = workers.get(name);
      if (workerId) boss.notifyWorker(workerId);
      return id ?? '';
    },
    async setEnabled(name, enabled) {
      const task = find(name);
      if (!task) return;
      await db
        .insert(taskSettings)
        .values({ name, enabled })
        .onConflictDoUpdate({ target: taskSettings.name, set: { enabled, updatedAt: sql`now()` } });
      await applySchedule(task, enabled);
    },
    nextRun(task, enabled, from = new Date()) {
      if (!enabled) return null;
      return boss.previewSchedule(task.cron, { tz: TASK_TIME_ZONE, from, count: 1 })[0] ?? null;
    },
  };
}
