import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { operationIndex, ResultType } from '../../../sdk';
import { limiterKeyPrefix } from '../cache/redis-cache';
import type { RedisLink } from '../cache/redis-link';
import { clientIp } from './client-ip';
import { AppError } from './errors';

export interface RateLimitSettings {
  /** Requests per minute per client IP to any /api/ route; 0 turns the limit off. */
  perMinute: number;
  /** Requests per minute per client IP to the operations anyone may call without signing in; 0 turns it off. */
  anonymousPerMinute: number;
}

const WINDOW_MS = 60_000;
const LOCAL_KEYS = 100_000;

// Fixed window: the first request of a window sets its expiry, every request counts.
const countInWindow = `
local current = redis.call('INCR', KEYS[1])
if current == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}
`;

type LimitCommands = Redis & { communeRateLimit(key: string, windowMs: number): Promise<[number, number]> };
type Counted = { current: number; ttl: number };

/** Counts per process, for when there is no Redis or it is away: each server then allows the full limit itself. */
function createLocalCounter() {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (key: string, windowMs: number): Counted => {
    const now = Date.now();
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= now) {
      windows.delete(key);
      if (windows.size >= LOCAL_KEYS) windows.delete(windows.keys().next().value as string);
      entry = { count: 0, resetAt: now + windowMs };
      windows.set(key, entry);
    }
    entry.count++;
    return { current: entry.count, ttl: entry.resetAt - now };
  };
}

/** A store for @fastify/rate-limit: Redis while the link is in use, so that every server counts together; else local. */
function limiterStore(link: RedisLink | undefined, keyPrefix: string) {
  const local = createLocalCounter();
  const redis = link?.client as LimitCommands | undefined;
  if (redis && !redis.communeRateLimit) redis.defineCommand('communeRateLimit', { numberOfKeys: 1, lua: countInWindow });
  return class LimiterStore {
    incr(key: string, done: (error: Error | null, result?: Counted) => void, timeWindow: number) {
      if (!link || !redis) return done(null, local(key, timeWindow));
      link
        .write(async () => {
          const [current, ttl] = await redis.communeRateLimit(`${keyPrefix}${key}`, timeWindow);
          return { current, ttl } as Counted | null;
        }, null)
        .then((counted) => done(null, counted ?? local(key, timeWindow)));
    }
    child() {
      return this;
    }
  };
}

/** IPv6 clients are counted per /64, the block one subscriber gets. */
const ipKey = (request: FastifyRequest) => normalizeIP(clientIp(request), 64);

/**
 * Every /api/ request counts against its client IP's limit, and the operations open to anyone (sign-in, sign-up, SMS,
 * public lists) also against a tighter one: they cost a password hash or an SMS, or are what a scraper calls. The
 * payment provider's signed notifications are exempt from the tighter one: they come from few addresses, in bursts.
 * The consoles' static files are not counted: they are immutable, cached by browsers and cheap to serve.
 */
export async function installRateLimits(app: FastifyInstance, settings: RateLimitSettings, redis: { link?: RedisLink; prefix: string }) {
  if (!settings.perMinute && !settings.anonymousPerMinute) return;
  await app.register(rateLimit, { global: false, store: limiterStore(redis.link, limiterKeyPrefix(redis.prefix)) as never });
  const limit = (bucket: string, max: number) =>
    max > 0 ? app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (request) => `${bucket}:${ipKey(request)}` }) : undefined;
  const everything = limit('all', settings.perMinute);
  const anonymous = limit('anon', settings.anonymousPerMinute);
  const openRoutes = new Set(
    Object.entries(operationIndex)
      .filter(([id, op]) => op.auth === 'none' && id !== 'receivePaymentNotification')
      .map(([, op]) => `${op.method.toUpperCase()} ${op.path}`),
  );

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const limits = openRoutes.has(`${method} ${request.routeOptions.url}`) ? [everything, anonymous] : [everything];
    let retryAfter = 0;
    for (const check of limits) {
      if (!check) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds || 1);
    }
    if (retryAfter) {
      reply.header('retry-after', String(retryAfter));
      throw new AppError(ResultType.tooManyRequests);
    }
  });
}
