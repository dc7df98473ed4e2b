import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { type OperationId, type OperationRateLimit, operationIndex, type RateLimitWindow, ResultType } from '../../../sdk';
import type { Principal } from '../auth/principal';
import type { RedisLink } from '../cache/redis-link';
import { clientIp } from './client-ip';
import { AppError, tooManyRequests } from './errors';

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

/** One fixed-window count: in Redis while the link is in use, so that every server counts together; else in this process. */
export type WindowCounter = (key: string, windowMs: number) => Promise<Counted>;

export function createWindowCounter(link: RedisLink | undefined, keyPrefix: string): WindowCounter {
  const local = createLocalCounter();
  const redis = link?.client as LimitCommands | undefined;
  if (redis && !redis.communeRateLimit) redis.defineCommand('communeRateLimit', { numberOfKeys: 1, lua: countInWindow });
  return async (key, windowMs) => {
    if (!link || !redis) return local(key, windowMs);
    const counted = await link.write(async () => {
      const [current, ttl] = await redis.communeRateLimit(`${keyPrefix}${key}`, windowMs);
      return { current, ttl } as Counted | null;
    }, null);
    return counted ?? local(key, windowMs);
  };
}

/** A store for @fastify/rate-limit over the shared counter. */
function limiterStore(count: WindowCounter) {
  return class LimiterStore {
    incr(key: string, done: (error: Error | null, result?: Counted) => void, timeWindow: number) {
      count(key, timeWindow).then((counted) => done(null, counted));
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
export async function installRateLimits(app: FastifyInstance, settings: RateLimitSettings, count: WindowCounter) {
  if (!settings.perMinute && !settings.anonymousPerMinute) return;
  await app.register(rateLimit, { global: false, store: limiterStore(count) as never });
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

export interface OperationLimits {
  /** Counts the request against its operation's limit per client address; throws 429 past it. Before authentication. */
  perAddress(operationId: OperationId, request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts it against the limit per signed-in member; throws 429 past it. After authentication, before the input is read. */
  perMember(operationId: OperationId, principal: Principal | null, reply: FastifyReply): Promise<void>;
}

/**
 * The limits the contract declares on every write a member or a visitor can make (`x-rate-limit`, carried by the
 * operation index): each attempt counts, refused ones too, before the handler runs. `percent` scales every maximum
 * (100 as declared, 0 off). Members are counted by their site user, addresses as for the general limit.
 */
export function createOperationLimits(count: WindowCounter, percent: number): OperationLimits {
  const limits = new Map<OperationId, OperationRateLimit>();
  for (const [id, op] of Object.entries(operationIndex) as [OperationId, { rateLimit: OperationRateLimit | null }][])
    if (op.rateLimit) limits.set(id, op.rateLimit);
  const scaled = (max: number) => Math.max(1, Math.round((max * percent) / 100));

  async function check(operationId: OperationId, window: RateLimitWindow, key: string, reply: FastifyReply) {
    const counted = await count(`op:${operationId}:${key}`, window.windowSeconds * 1000);
    if (counted.current <= scaled(window.max)) return;
    const retryAfter = Math.max(1, Math.ceil(counted.ttl / 1000));
    reply.header('retry-after', String(retryAfter));
    throw tooManyRequests(`${operationIndex[operationId].summary}过于频繁，请 ${waitText(retryAfter)}后再试`);
  }

  return {
    async perAddress(operationId, request, reply) {
      const window = percent > 0 ? limits.get(operationId)?.perAddress : undefined;
      if (window) await check(operationId, window, `a:${ipKey(request)}`, reply);
    },
    async perMember(operationId, principal, reply) {
      if (percent <= 0 || principal?.kind !== 'member') return;
      const window = limits.get(operationId)?.perMember;
      if (window) await check(operationId, window, `m:${principal.siteUserId}`, reply);
    },
  };
}

/** `45 秒`, `3 分钟`, `1 小时`: how long until the window ends, rounded up. */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} 秒`;
  if (seconds < 3600) return `${Math.ceil(seconds / 60)} 分钟`;
  return `${Math.ceil(seconds / 3600)} 小时`;
}
