import type { ModuleDeps } from '../deps';
import { cancelTimedOutOrders } from './order-repository';

const SWEEP_EVERY_MS = 60 * 1000;

/**
 * Writes down the timeouts that reads already show: order reads compute "past its deadline" themselves (and writes
 * check it on the order they lock), so correctness never waits for this timer and a GET never writes. unref(): it
 * never keeps the process alive; the app stops it on close.
 */
export function startOrderSweeper({ db, log }: Pick<ModuleDeps, 'db' | 'log'>, everyMs = SWEEP_EVERY_MS): () => void {
  const timer = setInterval(() => {
    cancelTimedOutOrders(db).catch((error: unknown) => log.warn({ err: error }, 'order timeout sweep failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
