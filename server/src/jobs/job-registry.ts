// One-off background jobs, as data: work a request puts on the queue (`deps.jobs.send(name, data)`) instead of a
// schedule. Adding one is an entry here: the queue's name, how often a failed run is tried again, how long one may
// run, and what it does with the module dependencies and the job's data. The job queue (job-queue.ts) creates the
// queue and its worker; unlike the tasks of task-registry.ts a job has no schedule and is not on the task page.
import type { ModuleDeps } from '../modules/deps';
import { runUserExport, USER_EXPORT_JOB } from '../modules/user-export/user-export-job';

export interface JobDefinition {
  name: string;
  retryLimit: number;
  expireInSeconds?: number;
  // biome-ignore lint/suspicious/noExplicitAny: each job reads its own data, which it was sent by its own module
  run(deps: ModuleDeps, data: any): Promise<unknown>;
}

export const jobRegistry: readonly JobDefinition[] = [
  {
    name: USER_EXPORT_JOB,
    // The job marks its export failed itself; a retry would find it no longer queued.
    retryLimit: 0,
    expireInSeconds: 3600,
    run: (deps, data: { siteId: number; exportId: number }) => runUserExport(deps, data),
  },
];
