import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { ResultType } from '../../../sdk';
import { AppError } from './errors';

const SAMPLE_MS = 1000;
const RESOLUTION_MS = 10;
/** Past this share of the heap limit the process is close to dying of memory: refuse work rather than take it. */
export const MAX_HEAP_RATIO = 0.9;

export interface PressureReadings {
  /** Mean event-loop delay over the last sample, in ms. */
  eventLoopDelayMs: number;
  /** Heap used as a share of the heap's limit. */
  heapRatio: number;
}

/** Overloaded when the event loop lags by more than `maxDelayMs` on average, or the heap is nearly full. */
export function isOverloaded(readings: PressureReadings, maxDelayMs: number, maxHeapRatio = MAX_HEAP_RATIO): boolean {
  return (maxDelayMs > 0 && readings.eventLoopDelayMs > maxDelayMs) || readings.heapRatio > maxHeapRatio;
}

/**
 * What @fastify/under-pressure does, in the few lines this server needs: a sample each second of the event loop's
 * delay and of the heap; while either is over its bound every request is answered 503 at once (before its body is
 * read), so that a saturated server sheds work instead of making every caller wait. Also answers 503 in the
 * envelope while the server is shutting down (Fastify's own 503 would not be).
 */
export function installLoadShedding(app: FastifyInstance, options: { maxEventLoopDelayMs: number }) {
  let overloaded = false;
  let closing = false;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let sampledAt = performance.now();
  const sample = () => {
    const now = performance.now();
    const heap = getHeapStatistics();
    // The histogram holds the times between its timer's ticks: the lag is what exceeds the tick. A window with
    // hardly a tick in it (the first after a reset is not recorded) means the loop was stuck for most of it: then the
    // lag is how late this sample itself came.
    const late = Math.max(0, now - sampledAt - SAMPLE_MS);
    const lag = histogram.count >= 2 ? Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS) : late;
    const readings = { eventLoopDelayMs: lag, heapRatio: heap.used_heap_size / heap.heap_size_limit };
    histogram.reset();
    sampledAt = now;
    const next = isOverloaded(readings, options.maxEventLoopDelayMs);
    if (next !== overloaded) {
      if (next) app.log.warn(readings, 'overloaded: answering 503 until the next sample is calm');
      else app.log.info(readings, 'load back to normal');
    }
    overloaded = next;
  };
  const timer = setInterval(sample, SAMPLE_MS);
  timer.unref();

  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    histogram.disable();
  });
  // Answers finishing during shutdown close their connection, so that keep-alive clients do not hold the server open.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing || overloaded) {
      reply.header('retry-after', closing ? '5' : '1');
      throw new AppError(ResultType.serviceUnavailable);
    }
  });
  return {
    /** For tests: take a sample now instead of waiting for the timer. */
    sample,
    get overloaded() {
      return overloaded;
    },
  };
}
