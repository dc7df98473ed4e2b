// Settings come from the environment only; every one has a default that runs on a fresh clone with nothing installed.
import { resolve } from 'node:path';

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
  trustProxy: boolean;
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
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
