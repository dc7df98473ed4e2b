// Settings come from the environment only; every one has a default that runs on a fresh clone with nothing installed.
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { defaultHashLimits } from './auth/hash-limiter';
import { DEFAULT_FAILURES_PER_IP } from './auth/login-throttle';
import { parseTrustProxy, type TrustProxy } from './http/client-ip';
import { loadPaymentConfig, type PaymentProviderSetting } from './modules/order/payment-config';
import { loadSocialLoginConfig, type SocialLoginConfig } from './modules/social-login/social-login-config';
import { loadWechatConfig, type WechatComponentConfig } from './wechat/wechat-config';

export interface Config {
  port: number;
  host: string;
  /** Embedded PGlite lives here unless DATABASE_URL is set. */
  dataDir: string;
  databaseUrl?: string;
  /** DATABASE_URL is PgBouncer (or another pooler) in transaction mode: statements unnamed, no session settings. */
  databasePooler?: 'pgbouncer';
  /** Migrations and anything needing a session of its own connect here (the primary itself); default DATABASE_URL. */
  databaseDirectUrl?: string;
  /** Streaming replicas of DATABASE_URL that read-only requests read from (README "Running at scale"). */
  databaseReplicaUrls: string[];
  /** A replica further behind the primary than this is skipped. */
  databaseReplicaMaxLagMs: number;
  /** How often the primary and the replicas are asked where they are. */
  databaseReplicaCheckMs: number;
  /** How long after a write its principal's reads must see it (primary, or a replica past the write). */
  readYourWritesSeconds: number;
  /** The local upload directory is shared by every server (NFS and the like): several servers may use it. */
  uploadStorageShared: boolean;
  redisUrl?: string;
  cachePrefix: string;
  baseDomain: string;
  smsProvider: 'outbox' | 'webhook';
  smsWebhookUrl?: string;
  /** The 【signature】 every SMS starts with; the same for every site (a site's name never goes into an SMS). */
  smsSignature: string;
  /** Days the SMS outbox (what was sent, for the statistics) is kept. */
  smsOutboxRetentionDays: number;
  /** Failed sign-ins (and other secret guesses) one IP may make within 15 minutes, all sites and realms together. */
  loginFailuresPerIp: number;
  /** argon2 computations at once, and waiting; beyond them requests answer 503 服务繁忙. */
  hashConcurrency: number;
  hashQueue: number;
  logLevel: string;
  /** Payment provider for orders: the sandbox (a page marked 模拟支付) or none (paid offline or by licence code). */
  paymentProvider: PaymentProviderSetting;
  /** Signs and verifies payment notifications (HMAC-SHA256). */
  paymentNotifySecret: string;
  /** Built consoles; served when present. */
  staticDir: string;
  /** WeChat, QQ and Weibo login: the providers' base URLs, the sandbox, the key their secrets are stored under. */
  socialLogin: SocialLoginConfig;
  /** The WeChat third-party platform (WECHAT_COMPONENT_*); undefined: mini-programs off. */
  wechatComponent?: WechatComponentConfig;
  /** `npm start` runs the WeChat sandbox beside the server and uses it as the platform (WECHAT_SANDBOX). */
  wechatSandbox: boolean;
  /** Where the sandbox pushes, when not to this server's own push routes. */
  wechatSandboxPushUrls: { authEventUrl?: string; messageEventUrl?: string };

  // Limits, timeouts and proxies (README, "What the server promises").
  /** Proxies whose X-Forwarded-* to believe: off, a hop count, or their addresses/CIDRs. */
  trustProxy: TrustProxy;
  /** Requests per minute per client IP to /api/; 0: no limit. */
  rateLimitPerMinute: number;
  /** Requests per minute per client IP to the operations open without signing in; 0: no limit. */
  rateLimitAnonymousPerMinute: number;
  /**
   * The per-operation limits the contract declares (`x-rate-limit`), as a percentage of each declared maximum: 100 as
   * declared, 200 twice as many, 0 off (tests that call operations hundreds of times from one address).
   */
  rateLimitOperationPercent: number;
  /** Mean event-loop delay over a second beyond which requests are refused with 503; 0: never. */
  overloadEventLoopDelayMs: number;
  /** Longest a request may take, from its first byte to its answer. */
  requestTimeoutSeconds: number;
  /** PostgreSQL cancels statements running longer. */
  databaseStatementTimeoutSeconds: number;
  /** On SIGTERM, how long requests in flight may still run before the process exits anyway. */
  shutdownGraceSeconds: number;

  /** A member may post once in this many seconds; 0: no limit (the benchmark). */
  postIntervalSeconds: number;
  /** Largest image upload, cut off while it streams in. */
  uploadMaxBytes: number;

  /** DNS servers (`host:port`) that custom-domain checks ask; empty: the system's. */
  dnsServers: string[];
  /** Port of a custom domain's HTTP file check. */
  domainVerifyHttpPort: number;
  /** Where uploaded images are kept: under DATA_DIR/uploads, or an S3-compatible bucket. */
  uploadStorage: 'local' | 's3';
  s3?: S3Config;

  /** Whether this server sends the background tasks' jobs on their schedules (pg-boss; any number of servers may). */
  taskSchedule: boolean;
  /** Whether this server takes background jobs from the queue. */
  taskWorker: boolean;
  /** Days deleted posts and comments stay in a recycle bin before the purge task removes them. */
  recycleRetentionDays: number;
  /** What one SMS costs, in fen, written on each ledger row. */
  smsUnitPriceFen: number;
  /** Record member-site visits for the flow statistics (off: the benchmark's comparison run). */
  recordVisits: boolean;
  /** How long one live-count event stream stays open before the server ends it and the client reconnects. */
  eventStreamSeconds: number;
  /** Where email leaves (SMTP_URL or SMTP_HOST …); none: the email channel is off. */
  smtp?: SmtpConfig;
}

/** The SMTP server every email leaves through (nodemailer), and how the links in an email reach a site. */
export interface SmtpConfig {
  /** `smtp://user:pass@host:587` or `smtps://…` (SMTP_URL); otherwise host and port. */
  url?: string;
  host?: string;
  port?: number;
  user?: string;
  /** Never logged. */
  password?: string;
  /** The From header (SMTP_FROM), e.g. `社区通知 <noreply@example.com>`. */
  from: string;
  /** Links in an email: `https://{site host}` unless the demo's loopback SMTP says `http` and a port. */
  linkScheme: 'http' | 'https';
  linkPortSuffix: string;
  /** The demo's loopback SMTP server (npm start): what arrives is stored on this machine, nothing leaves it. */
  loopback?: boolean;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Uploaded images' addresses start with it (the bucket's public address or a CDN in front of it). */
  publicUrl: string;
}

function httpUrl(name: string, text: string | undefined): string {
  const value = text?.trim() ?? '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, not ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, not ${JSON.stringify(value)}`);
  return value.replace(/\/+$/, '');
}

/** UPLOAD_STORAGE=s3 needs every S3_* setting; a missing one stops the server at start rather than at the first upload. */
function loadUploadStorage(env: NodeJS.ProcessEnv): Pick<Config, 'uploadStorage' | 's3'> {
  const storage = env.UPLOAD_STORAGE?.trim() || 'local';
  if (storage === 'local') return { uploadStorage: 'local' };
  if (storage !== 's3') throw new Error(`UPLOAD_STORAGE must be local or s3, not ${JSON.stringify(storage)}`);
  const need = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`UPLOAD_STORAGE=s3 needs ${name}`);
    return value;
  };
  const bucket = need('S3_BUCKET');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`S3_BUCKET is not a bucket name: ${JSON.stringify(bucket)}`);
  return {
    uploadStorage: 's3',
    s3: {
      endpoint: httpUrl('S3_ENDPOINT', need('S3_ENDPOINT')),
      bucket,
      region: env.S3_REGION?.trim() || 'us-east-1',
      accessKeyId: need('S3_ACCESS_KEY_ID'),
      secretAccessKey: need('S3_SECRET_ACCESS_KEY'),
      publicUrl: httpUrl('S3_PUBLIC_URL', need('S3_PUBLIC_URL')),
    },
  };
}

/** SMTP_URL, or SMTP_HOST with SMTP_PORT (587), SMTP_USER and SMTP_PASSWORD; SMTP_FROM for the From header. */
export function loadSmtp(env: NodeJS.ProcessEnv, baseDomain: string): SmtpConfig | undefined {
  const url = env.SMTP_URL?.trim();
  const host = env.SMTP_HOST?.trim();
  if (!url && !host) return undefined;
  if (url && !/^smtps?:\/\//.test(url)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const from = env.SMTP_FROM?.trim() || `Commune <noreply@${baseDomain}>`;
  if (/[\r\n]/.test(from)) throw new Error('SMTP_FROM must be one line');
  return {
    url: url || undefined,
    host: url ? undefined : host,
    port: url ? undefined : positiveInt(env, 'SMTP_PORT', 587),
    user: env.SMTP_USER?.trim() || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from,
    linkScheme: 'https',
    linkPortSuffix: '',
  };
}

/** A whole number of at least 0 from the environment, or the default; anything else stops the server at start. */
function whole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (!/^\d+$/.test(text)) throw new Error(`${name} must be a whole number, not ${JSON.stringify(text)}`);
  return Number(text);
}

/** A whole number of at least 1 from the environment, or the default. */
function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = whole(env, name, fallback);
  if (value < 1) throw new Error(`${name} must be a positive whole number, not ${JSON.stringify(env[name])}`);
  return value;
}

/** A carrier-registered signature: plain words, no brackets (they would close ours), no links. */
function smsSignature(text: string): string {
  if (!/^[\p{L}\p{N} ]{2,16}$/u.test(text) || /^\d+$/.test(text)) {
    throw new Error(`SMS_SIGNATURE must be 2–16 letters or digits (no brackets, dots or links), not ${JSON.stringify(text)}`);
  }
  return text;
}

/** `DNS_SERVERS`: comma-separated `ip`, `ip:port` or `[ipv6]:port`, as Node's resolver takes them. */
export function parseDnsServers(text: string | undefined): string[] {
  const servers = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const server of servers) {
    const match = /^\[([^\]]+)\](?::(\d+))?$/.exec(server) ?? /^([^:]+)(?::(\d+))?$/.exec(server) ?? [server, server];
    const port = match[2] === undefined ? 53 : Number(match[2]);
    if (!isIP(match[1]) || !Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`DNS_SERVERS must be IP addresses with an optional port (1.1.1.1:53, [::1]:5353), not ${JSON.stringify(server)}`);
    }
  }
  return servers;
}

function databasePooler(text: string | undefined): 'pgbouncer' | undefined {
  const value = text?.trim() || '';
  if (!value || value === 'none') return undefined;
  if (value !== 'pgbouncer') throw new Error(`DATABASE_POOLER must be pgbouncer or none, not ${JSON.stringify(value)}`);
  return value;
}

/** `DATABASE_REPLICA_URLS`: comma-separated postgres:// URLs; they need DATABASE_URL (the primary). */
export function parseReplicaUrls(text: string | undefined, primary: string | undefined): string[] {
  const urls = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (urls.length && !primary) throw new Error('DATABASE_REPLICA_URLS needs DATABASE_URL (the primary)');
  for (const url of urls) {
    if (!/^postgres(ql)?:\/\//.test(url))
      throw new Error(`DATABASE_REPLICA_URLS must be postgres:// URLs, not ${JSON.stringify(url.replace(/\/\/[^@]*@/, '//'))}`);
  }
  return urls;
}

/**
 * Several servers (Redis shared, or replicas) on local upload storage would each keep their own images: refused unless
 * UPLOAD_STORAGE_SHARED=1 says the directory is shared. The message, or undefined when the start may go on.
 */
export function sharedStorageRefusal(config: Config): string | undefined {
  if (config.uploadStorage !== 'local' || config.uploadStorageShared) return undefined;
  if (!config.redisUrl && !config.databaseReplicaUrls.length) return undefined;
  return 'Several servers (REDIS_URL or DATABASE_REPLICA_URLS is set) need one upload store: set UPLOAD_STORAGE=s3 (README "Running at scale"), or UPLOAD_STORAGE_SHARED=1 when DATA_DIR/uploads is a directory every server shares';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const smsProvider = env.SMS_PROVIDER === 'webhook' ? 'webhook' : 'outbox';
  if (smsProvider === 'webhook' && !env.SMS_WEBHOOK_URL) throw new Error('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL');
  const hashLimits = defaultHashLimits();
  return {
    port: Number(env.PORT ?? 8080),
    // Loopback unless told otherwise: exposing the server is a decision (HOST=0.0.0.0 behind a reverse proxy).
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePooler: databasePooler(env.DATABASE_POOLER),
    databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
    databaseReplicaUrls: parseReplicaUrls(env.DATABASE_REPLICA_URLS, env.DATABASE_URL),
    databaseReplicaMaxLagMs: whole(env, 'DATABASE_REPLICA_MAX_LAG_MS', 5000),
    databaseReplicaCheckMs: positiveInt(env, 'DATABASE_REPLICA_CHECK_MS', 1000),
    readYourWritesSeconds: positiveInt(env, 'READ_YOUR_WRITES_SECONDS', 30),
    uploadStorageShared: env.UPLOAD_STORAGE_SHARED === '1',
    redisUrl: env.REDIS_URL || undefined,
    cachePrefix: env.CACHE_PREFIX ?? 'commune:',
    baseDomain: (env.BASE_DOMAIN ?? 'localhost').toLowerCase(),
    smsProvider,
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    smsSignature: smsSignature(env.SMS_SIGNATURE || 'Commune'),
    smsOutboxRetentionDays: positiveInt(env, 'SMS_OUTBOX_RETENTION_DAYS', 180),
    loginFailuresPerIp: positiveInt(env, 'LOGIN_FAILURES_PER_IP', DEFAULT_FAILURES_PER_IP),
    hashConcurrency: positiveInt(env, 'HASH_CONCURRENCY', hashLimits.concurrency),
    hashQueue: positiveInt(env, 'HASH_QUEUE', hashLimits.queue),
    logLevel: env.LOG_LEVEL ?? 'info',
    ...loadPaymentConfig(env),
    ...loadSocialLoginConfig(env),
    ...loadWechatConfig(env),
    staticDir: resolve(env.STATIC_DIR ?? './consoles/dist'),

    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitPerMinute: whole(env, 'RATE_LIMIT_PER_MINUTE', 1200),
    rateLimitAnonymousPerMinute: whole(env, 'RATE_LIMIT_ANONYMOUS_PER_MINUTE', 120),
    rateLimitOperationPercent: whole(env, 'RATE_LIMIT_OPERATION_PERCENT', 100),
    overloadEventLoopDelayMs: whole(env, 'OVERLOAD_EVENT_LOOP_DELAY_MS', 500),
    requestTimeoutSeconds: Math.max(1, whole(env, 'REQUEST_TIMEOUT_SECONDS', 30)),
    databaseStatementTimeoutSeconds: whole(env, 'DATABASE_STATEMENT_TIMEOUT_SECONDS', 15),
    shutdownGraceSeconds: Math.max(1, whole(env, 'SHUTDOWN_GRACE_SECONDS', 10)),

    postIntervalSeconds: whole(env, 'POST_INTERVAL_SECONDS', 15),
    uploadMaxBytes: positiveInt(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024),
    dnsServers: parseDnsServers(env.DNS_SERVERS),
    domainVerifyHttpPort: positiveInt(env, 'DOMAIN_VERIFY_HTTP_PORT', 80),
    ...loadUploadStorage(env),

    taskSchedule: env.TASK_SCHEDULE !== '0',
    taskWorker: env.TASK_WORKER !== '0',
    recycleRetentionDays: positiveInt(env, 'RECYCLE_RETENTION_DAYS', 30),
    smsUnitPriceFen: whole(env, 'SMS_UNIT_PRICE_FEN', 5),
    recordVisits: env.RECORD_VISITS !== '0',
    eventStreamSeconds: positiveInt(env, 'EVENT_STREAM_SECONDS', 30),
    smtp: loadSmtp(env, (env.BASE_DOMAIN ?? 'localhost').toLowerCase()),
  };
}
