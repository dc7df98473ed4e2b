// Settings come from the environment only; every one has a default that runs on a fresh clone with nothing installed.
import { resolve } from 'node:path';
import { parseTrustProxy, type TrustProxy } from './http/client-ip';

export interface Config {
  port: number;
  host: string;
  /** Embedded PGlite lives here unless DATABASE_URL is set. */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  cachePrefix: string;
  baseDomain: string;
  smsProvider: 'outbox' | 'webhook';
  smsWebhookUrl?: string;
  logLevel: string;
  /** Payment provider for orders; the sandbox is completed on a page marked 模拟支付. */
  paymentProvider: 'sandbox';
  /** Signs and verifies payment notifications (HMAC-SHA256). */
  paymentNotifySecret: string;
  /** Built consoles; served when present. */
  staticDir: string;

  // Limits, timeouts and proxies (README, "What the server promises").
  /** Proxies whose X-Forwarded-* to believe: off, a hop count, or their addresses/CIDRs. */
  trustProxy: TrustProxy;
  /** Requests per minute per client IP to /api/; 0: no limit. */
  rateLimitPerMinute: number;
  /** Requests per minute per client IP to the operations open without signing in; 0: no limit. */
  rateLimitAnonymousPerMinute: number;
  /** Mean event-loop delay over a second beyond which requests are refused with 503; 0: never. */
  overloadEventLoopDelayMs: number;
  /** Longest a request may take, from its first byte to its answer. */
  requestTimeoutSeconds: number;
  /** PostgreSQL cancels statements running longer. */
  databaseStatementTimeoutSeconds: number;
  /** On SIGTERM, how long requests in flight may still run before the process exits anyway. */
  shutdownGraceSeconds: number;
}

/** A whole number of at least 0 from the environment, or the default; anything else stops the server at start. */
function whole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (!/^\d+$/.test(text)) throw new Error(`${name} must be a whole number, not ${JSON.stringify(text)}`);
  return Number(text);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const smsProvider = env.SMS_PROVIDER === 'webhook' ? 'webhook' : 'outbox';
  if (smsProvider === 'webhook' && !env.SMS_WEBHOOK_URL) throw new Error('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    cachePrefix: env.CACHE_PREFIX ?? 'commune:',
    baseDomain: (env.BASE_DOMAIN ?? 'localhost').toLowerCase(),
    smsProvider,
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    paymentProvider: 'sandbox',
    // The sandbox moves no money, so a fixed development secret is acceptable until a real provider is configured.
    paymentNotifySecret: env.PAYMENT_NOTIFY_SECRET ?? 'commune-sandbox-notify-secret',
    staticDir: resolve(env.STATIC_DIR ?? './consoles/dist'),

    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitPerMinute: whole(env, 'RATE_LIMIT_PER_MINUTE', 1200),
    rateLimitAnonymousPerMinute: whole(env, 'RATE_LIMIT_ANONYMOUS_PER_MINUTE', 120),
    overloadEventLoopDelayMs: whole(env, 'OVERLOAD_EVENT_LOOP_DELAY_MS', 500),
    requestTimeoutSeconds: Math.max(1, whole(env, 'REQUEST_TIMEOUT_SECONDS', 30)),
    databaseStatementTimeoutSeconds: whole(env, 'DATABASE_STATEMENT_TIMEOUT_SECONDS', 15),
    shutdownGraceSeconds: Math.max(1, whole(env, 'SHUTDOWN_GRACE_SECONDS', 10)),
  };
}
