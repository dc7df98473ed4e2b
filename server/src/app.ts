import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLoginThrottle } from './auth/login-throttle';
import { limitHashing } from './auth/secrets';
import { createSessionService } from './auth/session-service';
import type { Cache } from './cache/cache';
import { createMemoryCache } from './cache/memory-cache';
import { createRedisCache } from './cache/redis-cache';
import type { Config } from './config';
import type { HandlerMap } from './context';
import { registerOperations } from './contract/register-operations';
import { type DatabaseHandle, openDatabase } from './db/database';
import { frameworkErrors, installErrorHandler } from './http/error-handler';
import { serveConsoles } from './http/static-consoles';
import type { ModuleDeps } from './modules/deps';
import { createHandlers } from './modules/handlers';
import { createSmsCodeService } from './sms/sms-code-service';
import { createOutboxProvider, createWebhookProvider } from './sms/sms-provider';
import { createSiteResolver } from './tenancy/site-resolver';

export interface BuiltApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  cache: Cache;
  deps: ModuleDeps;
}

export interface BuildOptions {
  /** Reuse an open database (tests share one per file). */
  database?: DatabaseHandle;
  cache?: Cache;
  logger?: boolean | object;
  /** Wraps every module's handlers (the access matrix records which ones a refused request reached: none). */
  wrapHandlers?: (handlers: HandlerMap) => HandlerMap;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 512 * 1024,
    frameworkErrors,
  });
  const database = options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  if (!options.database) await database.migrate();
  const cache = options.cache ?? (config.redisUrl ? await createRedisCache(config.redisUrl, config.cachePrefix) : createMemoryCache());
  const { db } = database;
  const sms =
    config.smsProvider === 'webhook' ? createWebhookProvider(db, config.smsWebhookUrl!, app.log) : createOutboxProvider(db, app.log);
  const sites = createSiteResolver(db, cache, config.baseDomain);
  limitHashing({ concurrency: config.hashConcurrency, queue: config.hashQueue });
  const closers: (() => void | Promise<void>)[] = [];
  const deps: ModuleDeps = {
    db,
    cache,
    config,
    sessions: createSessionService(db, cache),
    sites,
    smsCodes: createSmsCodeService(db, sms, { signature: config.smsSignature }),
    loginThrottle: createLoginThrottle(db, { failuresPerIp: config.loginFailuresPerIp }),
    log: app.log,
    onClose: (stop) => closers.push(stop),
  };

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Fluent UI (Griffel) inserts its atomic CSS rules at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: false,
  });
  installErrorHandler(app);
  const handlers = createHandlers(deps);
  registerOperations(app, { handlers: options.wrapHandlers?.(handlers) ?? handlers, sessions: deps.sessions, sites });
  await serveConsoles(app, config.staticDir, sites);
  app.addHook('onClose', async () => {
    for (const stop of closers) await stop();
    if (!options.cache) await cache.close();
    if (!options.database) await database.close();
  });
  return { app, database, cache, deps };
}
