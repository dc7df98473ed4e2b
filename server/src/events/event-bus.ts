// The change events behind the live counts (issue 15): a write announces "site S changed in area T" once it has
// committed, and every event stream of every Commune server that cares hears it. In one process the bus is its
// listeners indexed by audience (site, user, platform); with REDIS_URL the events also go through Redis pub/sub on `{prefix}events`, so a change made through one
// server reaches clients connected to another. Each server delivers its own events to its listeners at once and
// ignores them when they come back from Redis. Redis failing loses live updates only: clients still poll.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { ChangeEvent } from '../contract/request-effects';

export type ChangeListener = (event: ChangeEvent) => void;

/**
 * Who a listener listens for. An event is handed only to the listeners of its own audiences (audiencesOf), so a
 * write costs the streams that care about it, not a pass over every stream open on the server.
 */
export const audience = {
  /** Every change without a member (the SaaS console). */
  platform: () => 'platform',
  /** Changes of one site without a member (a site console). */
  site: (siteId: number) => `site:${siteId}`,
  /** Changes of no site in particular (heard by every site console). */
  allSites: () => 'sites',
  /** Changes for one site user (their notifications). */
  user: (siteId: number | null, userId: number) => `user:${siteId ?? 0}:${userId}`,
};

/** The audiences an event reaches. */
export function audiencesOf(event: ChangeEvent): string[] {
  if (event.userId !== undefined) return [audience.user(event.siteId, event.userId)];
  return [audience.platform(), event.siteId === null ? audience.allSites() : audience.site(event.siteId)];
}

export interface EventBus {
  publish(event: ChangeEvent): void;
  /** Listens for the events of these audiences; without any, for every event (tests, tools). */
  subscribe(listener: ChangeListener, audiences?: readonly string[]): () => void;
  /** Listeners now attached (event streams open on this server). */
  readonly listeners: number;
  /** Resolves once the bus hears its channel (at once without Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface Logger {
  warn(object: object, message: string): void;
}

const TOPIC = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/** An event as it arrives from Redis, checked field by field: anything else is dropped. */
export function parseEvent(text: string): (ChangeEvent & { origin: string }) | null {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const siteId = value.siteId === null ? null : Number(value.siteId);
    if (siteId !== null && !(Number.isSafeInteger(siteId) && siteId > 0)) return null;
    if (typeof value.topic !== 'string' || !TOPIC.test(value.topic) || typeof value.origin !== 'string') return null;
    const event: ChangeEvent & { origin: string } = { siteId, topic: value.topic, origin: value.origin };
    if (value.userId !== undefined) {
      const userId = Number(value.userId);
      if (!(Number.isSafeInteger(userId) && userId > 0)) return null;
      event.userId = userId;
    }
    return event;
  } catch {
    return null;
  }
}

export function createEventBus(options: { redisUrl?: string; prefix: string; log?: Logger } = { prefix: 'commune:' }): EventBus {
  const everything = new Set<ChangeListener>();
  const byAudience = new Map<string, Set<ChangeListener>>();
  let count = 0;
  const origin = randomBytes(8).toString('hex');
  const channel = `${options.prefix}events`;
  const call = (listener: ChangeListener, event: ChangeEvent) => {
    try {
      listener(event);
    } catch (error) {
      options.log?.warn({ err: error }, 'event listener failed');
    }
  };
  const deliver = (event: ChangeEvent) => {
    for (const listener of everything) call(listener, event);
    for (const key of audiencesOf(event)) {
      const set = byAudience.get(key);
      if (set) for (const listener of set) call(listener, event);
    }
  };

  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  let subscribed: Promise<void> = Promise.resolve();
  if (options.redisUrl) {
    // Required here, with REDIS_URL only, as redis-link.ts imports it (the bus is built synchronously).
    const { Redis: Client } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
    const common = { lazyConnect: false, maxRetriesPerRequest: 0, enableOfflineQueue: false, connectTimeout: 2000 };
    publisher = new Client(options.redisUrl, { ...common, retryStrategy: (n: number) => Math.min(n * 200, 2000) });
    // The subscriber queues its SUBSCRIBE until connected and re-subscribes after a reconnect (ioredis does both).
    subscriber = new Client(options.redisUrl, {
      lazyConnect: false,
      connectTimeout: 2000,
      retryStrategy: (n: number) => Math.min(n * 200, 2000),
    });
    publisher.on('error', () => {});
    subscriber.on('error', () => {});
    subscriber.on('message', (_channel: string, message: string) => {
      const event = parseEvent(message);
      if (!event || event.origin === origin) return;
      const { origin: _o, ...change } = event;
      deliver(change);
    });
    subscribed = subscriber.subscribe(channel).then(
      () => undefined,
      (error: unknown) => options.log?.warn({ err: error }, 'event bus could not subscribe to Redis'),
    );
  }

  return {
    publish(event) {
      deliver(event);
      if (publisher && publisher.status === 'ready') {
        publisher.publish(channel, JSON.stringify({ ...event, origin })).catch(() => {});
      }
    },
    subscribe(listener, audiences = []) {
      // A listener of its own per subscription: the same function subscribed twice is two listeners.
      const own: ChangeListener = (event) => listener(event);
      const keys = [...new Set(audiences)];
      if (keys.length === 0) everything.add(own);
      for (const key of keys) {
        const set = byAudience.get(key) ?? new Set<ChangeListener>();
        byAudience.set(key, set);
        set.add(own);
      }
      count++;
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        count--;
        everything.delete(own);
        for (const key of keys) {
          const set = byAudience.get(key);
          set?.delete(own);
          if (set?.size === 0) byAudience.delete(key);
        }
      };
    },
    get listeners() {
      return count;
    },
    ready: () => subscribed,
    async close() {
      everything.clear();
      byAudience.clear();
      count = 0;
      publisher?.disconnect();
      subscriber?.disconnect();
    },
  };
}
