import type { Redis } from 'ioredis';
import { type BreakerState, createCircuitBreaker } from './circuit-breaker';

export interface LinkLogger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface RedisLinkOptions {
  log?: LinkLogger;
  /** A command unanswered this long counts as failed: Redis answers in well under a millisecond when it is well. */
  commandTimeoutMs?: number;
  /** Failed reads in a row that take Redis out of use. */
  threshold?: number;
  /** How long Redis stays out of use before one probe tries it again. */
  coolDownMs?: number;
  connectTimeoutMs?: number;
}

export type RedisLink = Awaited<ReturnType<typeof openRedisLink>>;

/** Bound on work of many commands (clearing this installation's keys); each command is also bounded. */
const LONG_OPERATION_MS = 30_000;

const defaultLog: LinkLogger = {
  warn: (_object, message) => process.emitWarning(message),
  info: () => {},
};

/** The error's own words, never the command it carried: arguments may be cached principals or limiter keys. */
const describe = (error: unknown) => {
  const e = error as { code?: string; message?: string } | undefined;
  return { code: e?.code, reason: String(e?.message ?? error).slice(0, 200) };
};

/**
 * One Redis connection shared by the cache and the request limiter, and the circuit breaker in front of it.
 * Nothing here waits for Redis to come back: while it is out of use, reads are misses and writes are skipped,
 * and the first caller after each cool-down starts a probe in the background. Before Redis is trusted again the
 * recovery hooks run (the cache clears what it may have missed while it could not delete).
 */
export async function openRedisLink(url: string, options: RedisLinkOptions = {}) {
  const log = options.log ?? defaultLog;
  const commandTimeoutMs = options.commandTimeoutMs ?? 1000;
  // Loaded only with REDIS_URL: the single-server default never needs the client (issue 29's memory aim).
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    // Queued commands would wait for a Redis that may never come back; failing at once lets the breaker decide.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: options.connectTimeoutMs ?? 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let closing = false;
  const breaker = createCircuitBreaker({
    threshold: options.threshold ?? 3,
    coolDownMs: options.coolDownMs ?? 5000,
    onChange(state: BreakerState, error?: unknown) {
      if (state === 'open')
        log.warn(describe(error), 'Redis unavailable: cache bypassed and limits counted in this process until it answers');
      else log.info({}, 'Redis is back: cache cleared and in use again');
    },
  });
  const recoveryHooks: (() => Promise<unknown>)[] = [];

  // Without a listener ioredis prints every reconnection failure; the breaker already said it once.
  client.on('error', () => {});
  // A dropped connection may have lost writes and deletes in flight: stop trusting Redis until a probe has run.
  client.on('close', () => {
    if (!closing) breaker.trip(new Error('connection to Redis closed'));
  });

  function timed<T>(promise: Promise<T>, timeoutMs = commandTimeoutMs): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        // A blocked event loop fires timers before it reads sockets: look at the socket once more before giving up.
        () => setImmediate(() => reject(Object.assign(new Error('Redis command timed out'), { code: 'ETIMEDOUT' }))),
        timeoutMs,
      );
      promise.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }

  async function probe() {
    try {
      await timed(client.ping());
      for (const hook of recoveryHooks) await timed(hook(), LONG_OPERATION_MS);
      breaker.probeSucceeded();
    } catch (error) {
      breaker.failure(error);
    }
  }

  /** True when Redis is in use now; when it is not and the cool-down is over, starts a probe in the background. */
  function available(): boolean {
    if (breaker.closed) return true;
    if (breaker.takeProbe()) void probe();
    return false;
  }

  try {
    // ioredis bounds the TCP connect only; a Redis that accepts and never answers would hold the start forever.
    await timed(client.connect(), (options.connectTimeoutMs ?? 2000) + commandTimeoutMs);
  } catch (error) {
    // Start without Redis rather than not at all; ioredis keeps reconnecting and the probe takes it from there.
    breaker.trip(error);
  }

  return {
    client,
    breaker,
    available,
    /** Runs a command that only reads: a failure counts against the breaker and answers `fallback`. */
    async read<T>(op: (redis: Redis) => Promise<T>, fallback: T): Promise<T> {
      if (!available()) return fallback;
      try {
        const result = await timed(op(client));
        breaker.success();
        return result;
      } catch (error) {
        breaker.failure(error);
        return fallback;
      }
    },
    /**
     * Runs a command that changes Redis. A failure opens the breaker at once: a delete that may not have happened
     * leaves a stale entry behind, so nothing is read from Redis again until the recovery hooks have run.
     */
    async write<T>(op: (redis: Redis) => Promise<T>, fallback: T, long = false): Promise<T> {
      if (!available()) return fallback;
      try {
        const result = await timed(op(client), long ? LONG_OPERATION_MS : commandTimeoutMs);
        breaker.success();
        return result;
      } catch (error) {
        breaker.trip(error);
        return fallback;
      }
    },
    onRecover(hook: () => Promise<unknown>) {
      recoveryHooks.push(hook);
    },
    async close() {
      closing = true;
      client.disconnect();
    },
  };
}
