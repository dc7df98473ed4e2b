// Every piece of background work, as data. A task is an entry in its module's manifest (`tasks`, modules/module.ts):
// a name (the queue's name, letters and digits), its Chinese label for the task page, a cron schedule in Beijing time,
// whether it runs on its schedule until an operator says otherwise, and what it does with the module dependencies.
// The job queue (job-queue.ts) schedules, runs, retries and records it; the SaaS task page and `commctl tasks` list it.
import { lt, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../modules/deps';
import { serverModules } from '../modules/index';
import { sweepAuthTables } from '../modules/saas-auth/auth-sweeper';
import { taskRuns } from './jobs.tables';

export interface TaskDefinition {
  name: string;
  label: string;
  /** Five-field cron, evaluated in Beijing time (Asia/Shanghai). */
  cron: string;
  enabledByDefault: boolean;
  /** Tries after a failure (pg-boss retries with a growing delay from `retryDelaySeconds`). */
  retryLimit: number;
  retryDelaySeconds?: number;
  /** A run still going after this long is given up on (and retried). */
  expireInSeconds?: number;
  run(deps: ModuleDeps): Promise<unknown>;
}

/** Days a run stays in the task page's history. */
export const TASK_RUN_RETENTION_DAYS = 90;

/** The platform's own tasks; each module's come with its manifest (modules/<area>/manifest.ts). */
const platformTasks: readonly TaskDefinition[] = [
  {
    name: 'expiredRowsCleanup',
    label: '清理过期会话、验证码与限流记录',
    cron: '*/10 * * * *',
    enabledByDefault: true,
    retryLimit: 2,
    async run({ db, config }) {
      await sweepAuthTables(db, config);
      await db.delete(taskRuns).where(lt(taskRuns.startedAt, sql`now() - make_interval(days => ${TASK_RUN_RETENTION_DAYS})`));
    },
  },
];

/** Every task: the platform's, then each module's in the list's order. */
export const taskRegistry: readonly TaskDefinition[] = [...platformTasks, ...serverModules.flatMap((module) => module.tasks ?? [])];

export function findTask(name: string): TaskDefinition | undefined {
  return taskRegistry.find((task) => task.name === name);
}
