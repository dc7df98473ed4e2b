// Settings come from the environment only; every one has a default that runs on a fresh clone with nothing installed.
import { resolve } from 'node:path';
import { loadPaymentConfig, type PaymentProviderSetting } from './modules/order/payment-config';

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
  /** Payment provider for orders: the sandbox (a page marked 模拟支付) or none (paid offline or by licence code). */
  paymentProvider: PaymentProviderSetting;
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
    // Loopback unless told otherwise: exposing the server is a decision (HOST=0.0.0.0 behind a reverse proxy).
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    cachePrefix: env.CACHE_PREFIX ?? 'commune:',
    baseDomain: (env.BASE_DOMAIN ?? 'localhost').toLowerCase(),
    smsProvider,
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    ...loadPaymentConfig(env),
    staticDir: resolve(env.STATIC_DIR ?? './consoles/dist'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
