import type { ModuleDeps } from '../deps';
import { cancelTimedOutOrders } from './order-repository';

const SWEEP_EVERY_MS = 60 * 1000;

/**
 * Cancels timed-out orders in the background too, so that lists read elsewhere (statistics, the database itself) agree.
 * Every order read and write also sweeps first, so correctness never waits for this timer. unref(): it never keeps
 * the process alive; the app stops it on close.
 */
export function startOrderSweeper({ db, log }: Pick<ModuleDeps, 'db' | 'log'>, everyMs = SWEEP_EVERY_MS): () => void {
  const timer = setInterval(() => {
    cancelTimedOutOrders(db).catch((error: unknown) => log.warn({ err: error }, 'order timeout sweep failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
