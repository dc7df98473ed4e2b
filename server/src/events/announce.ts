// Announcing what committed work changed: the event streams hear each recorded change, and notifications queued for SMS
// or WeChat start out at once. Requests do it in their after-success hook (change-hook.ts); background jobs, which have
// no request, run their work in an effects scope of their own through `runAnnounced`, so that what a job records deep
// in a transaction (a notification from the auto-close, a medal earned) reaches the bells as a request's would.
import type { ChangeEvent, QueuedJob } from '../contract/request-effects';
import { newEffects, runWithEffects } from '../contract/request-effects';
import type { ModuleDeps } from '../modules/deps';

type AnnounceDeps = Pick<ModuleDeps, 'events' | 'deliveries' | 'log' | 'jobs'>;

export function announce(deps: AnnounceDeps, changes: readonly ChangeEvent[], outbox: boolean, jobs: readonly QueuedJob[] = []): void {
  try {
    for (const change of changes) deps.events.publish(change);
    if (outbox) deps.deliveries.kick();
  } catch (error) {
    deps.log.warn({ err: error }, 'change announcement failed');
  }
  for (const job of jobs)
    deps.jobs.send(job.name, job.data).catch((error: unknown) => deps.log.warn({ err: error, job: job.name }, 'could not queue a job'));
}

/**
 * Runs a job's work in its own effects scope and announces what it recorded once the work is over. A job commits in
 * several transactions, so this happens also when it fails part way: what committed before the failure is announced
 * (and a change recorded by a rolled-back transaction only makes a client read its counts once more).
 */
export async function runAnnounced<T>(deps: AnnounceDeps, work: () => Promise<T>): Promise<T> {
  const effects = newEffects();
  try {
    return await runWithEffects(effects, work);
  } finally {
    announce(deps, effects.changes, effects.outbox, effects.jobs);
  }
}
