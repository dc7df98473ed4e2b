// What a request leaves to do once its work has committed: the changes to announce on the event streams, whether
// notifications wait in the outbox, and jobs to queue (recordJob). Code deep inside a transaction (notifyMember, the SMS quota warning) records them
// here; registerOperations runs each handler in a fresh scope and hands the scope to the after-success hooks, which run
// after the handler's transaction committed. A failed handler's scope is dropped with its rolled-back writes. Outside
// a request `recordChange` does nothing unless the code runs in a scope of its own: background jobs run in one
// (`runAnnounced`, server/src/events/announce.ts), which announces them when the job is over.
import { AsyncLocalStorage } from 'node:async_hooks';

/** One change worth announcing: which site (null: the platform), which area (a contract tag), and for the member
 * streams which member (a member's bell moves only for their own notifications). */
export interface ChangeEvent {
  siteId: number | null;
  topic: string;
  userId?: number;
}

export interface RequestEffects {
  changes: ChangeEvent[];
  /** Notifications were queued for SMS or WeChat. */
  outbox: boolean;
  /** Jobs to put on the queue once the work has committed (a fan-out that reads what the request wrote). */
  jobs: QueuedJob[];
}

/** A job for `deps.jobs.send(name, data)`, recorded with recordJob. */
export interface QueuedJob {
  name: string;
  data: object;
}

const storage = new AsyncLocalStorage<RequestEffects>();

export const newEffects = (): RequestEffects => ({ changes: [], outbox: false, jobs: [] });

/** Runs `work` with its own effects scope; answers what it recorded alongside its result. */
export async function withEffects<T>(work: () => Promise<T>): Promise<{ result: T; effects: RequestEffects }> {
  const effects = newEffects();
  const result = await storage.run(effects, work);
  return { result, effects };
}

export function runWithEffects<T>(effects: RequestEffects, work: () => Promise<T>): Promise<T> {
  return storage.run(effects, work);
}

export function recordChange(change: ChangeEvent): void {
  const effects = storage.getStore();
  if (!effects) return;
  if (effects.changes.length >= 200) return;
  if (!effects.changes.some((c) => c.siteId === change.siteId && c.topic === change.topic && c.userId === change.userId))
    effects.changes.push(change);
}

/**
 * Puts a job on the queue once the request (or background job) has committed, never before: the job then reads what
 * the transaction wrote, and a rolled-back transaction sends nothing. Outside an effects scope it does nothing.
 */
export function recordJob(name: string, data: object): void {
  const effects = storage.getStore();
  if (!effects || effects.jobs.length >= 200) return;
  effects.jobs.push({ name, data });
}

export function recordOutbox(): void {
  const effects = storage.getStore();
  if (effects) effects.outbox = true;
}
