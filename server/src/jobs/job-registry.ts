// One-off background jobs, as data: work a request puts on the queue (`deps.jobs.send(name, data)`) instead of a
// schedule. A job is an entry in its module's manifest (`jobs`, modules/module.ts): the queue's name, how often a failed
// run is tried again, how long one may run, and what it does with the module dependencies and the job's data. The job
// queue (job-queue.ts) creates the queue and its worker; unlike a task a job has no schedule and is not on the task page.
import type { ModuleDeps } from '../modules/deps';
import { serverModules } from '../modules/index';

export interface JobDefinition {
  name: string;
  retryLimit: number;
  expireInSeconds?: number;
  /**
   * Jobs a worker takes at once, run one after another, each settled on its own (default 1). For short, frequent jobs
   * (a fan-out per comment): one job per poll (every 2 s) falls behind a busy forum. The batch's time counts against
   * each job's expireInSeconds, so long jobs keep 1.
   */
  batchSize?: number;
  // biome-ignore lint/suspicious/noExplicitAny: each job reads its own data, which it was sent by its own module
  run(deps: ModuleDeps, data: any): Promise<unknown>;
}

/** Every module's jobs, in the list's order. */
export const jobRegistry: readonly JobDefinition[] = serverModules.flatMap((module) => module.jobs ?? []);
