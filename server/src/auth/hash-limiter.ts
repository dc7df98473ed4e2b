import { availableParallelism } from 'node:os';
import { ResultType } from '../../../sdk';
import { AppError } from '../http/errors';

export interface HashLimits {
  /** argon2 computations running at once. */
  concurrency: number;
  /** Computations waiting for a slot; one more is refused with 503 at once. */
  queue: number;
}

/**
 * argon2 costs ~20 ms of a core and 19 MiB per call, and every unauthenticated sign-in, registration and SMS code costs
 * one. Without a bound, a burst of them queues without end in libuv's pool, and every request (signed-in ones too)
 * waits behind it. Two per core keeps the cores busy; the queue holds under a second of work; beyond that, answering
 * 503 at once is kinder than answering late.
 */
export function defaultHashLimits(cores = availableParallelism()): HashLimits {
  return { concurrency: 2 * cores, queue: 16 * cores };
}

export const serviceBusy = () => new AppError(ResultType.serviceUnavailable, '服务繁忙，请稍后再试');

export type HashLimiter = ReturnType<typeof createHashLimiter>;

export function createHashLimiter(limits: HashLimits) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limits.concurrency) running++;
      else if (waiting.length < limits.queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw serviceBusy();
      try {
        return await task();
      } finally {
        // The slot passes straight to the next in line, so a newcomer cannot overtake the queue.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
