import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLoginThrottle } from './auth/login-throttle';
import { limitHashing } from './auth/secrets';
import { createSessionService } from './auth/session-service';
import type { Cache } from './cache/cache';
import { createMemoryCache } from './cache/memory-cache';
import { createRedisCache, limiterKeyPrefix } from './cache/redis-cache';
import { openRedisLink, type RedisLink, type RedisLinkOptions } from './cache/redis-link';
import type { Config } from './config';
import type { HandlerMap } from './context';
import { type RegisterOptions, registerOperations } from './contract/register-operations';
import { createMailer } from './email/mailer';
import { createInFlight } from './http/in-flight';

type AfterSuccessOp = Parameters<NonNullable<RegisterOptions['afterSuccess']>>[0];

import { type Database, type DatabaseHandle, openDatabase } from './db/database';
import { createChangeHook } from './events/change-hook';
import { createEventBus } from './events/event-bus';
import { fastifyTrustProxy } from './http/client-ip';
import { installCompression } from './http/compression';
import { frameworkErrors, installErrorHandler } from './http/error-handler';
import { installInputLimits } from './http/input-limits';
import { installLoadShedding } from './http/load-shedding';
import { createOperationLimits, createWindowCounter, installRateLimits } from './http/rate-limits';
import { installReadRouting } from './http/read-routing-hooks';
import { installSecurityHeaders } from './http/security-headers';
import { serveUploads } from './http/serve-uploads';
import { serveConsoles } from './http/static-consoles';
import { createJobQueue } from './jobs/job-queue';
import type { ModuleDeps } from './modules/deps';
import { createHandlers } from './modules/handlers';
import { serverModules } from './modules/index';
import { createMuteGuard } from './modules/member/member-sanctions';
import { createEmailChannel } from './modules/member-email/email-channel';
import { gatherMemberPageParts } from './modules/member-page-hook';
import { createNotificationDelivery, createSandboxWechatProvider } from './modules/notification/notification-delivery';
import { createOperationLogHook } from './modules/operation-log/operation-log-hook';
import { listForumSections } from './modules/post/forum-sections';
import { readPublicPostPage, readPublicSectionPage, readSiteDescription } from './modules/post/post-page';
import { listPublicPostLinks } from './modules/post/post-seo';
import { readMemberHome } from './modules/profile/profile-repository';
import { readPublicQuestionPage } from './modules/question/question-page';
import { createStatisticService } from './modules/statistic/statistic-service';
import { createVisitRecorder } from './modules/statistic/visit-recorder';
import { createSmsCodeService } from './sms/sms-code-service';
import { createOutboxProvider, createWebhookProvider } from './sms/sms-provider';
import { createSiteResolver } from './tenancy/site-resolver';

export interface BuiltApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  cache: Cache;
  deps: ModuleDeps;
  /** The overload check, to sample on demand in tests. */
  loadShedding: ReturnType<typeof installLoadShedding>;
}

export interface BuildOptions {
  /** Reuse an open database (tests share one per file). */
  database?: DatabaseHandle;
  cache?: Cache;
  /** How the Redis link behaves (tests shorten its cool-down); used when the app opens it from REDIS_URL. */
  redis?: RedisLinkOptions;
  logger?: boolean | object;
  /** Wraps every module's handlers (the access matrix records which ones a refused request reached: none). */
  wrapHandlers?: (handlers: HandlerMap) => HandlerMap;
  /** The job queue on this app: schedules (off in the server tests) and workers; defaults from the config. */
  jobs?: { schedule?: boolean; work?: boolean; pollingIntervalSeconds?: number };
}

/** How long one background piece may take to stop when the app closes. */
const CLOSE_STEP_MS = 8000;

/** Waits for `work` at most `ms`; a failure or the timeout is reported, never thrown. */
async function settleWithin(work: Promise<unknown>, ms: number, report: (error: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still running after ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, timeout]);
  } catch (error) {
    report(error);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs the after-success hooks one after the other (each catches its own failures). */
function afterAll<T>(...hooks: ((op: T) => Promise<void>)[]) {
  return async (op: T) => {
    for (const hook of hooks) await hook(op);
  };
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const timeoutMs = config.requestTimeoutSeconds * 1000;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 512 * 1024,
    frameworkErrors,
    // A client must send its whole request within this (slow senders hold sockets), and the server must answer
    // within it too (503: the handler may still finish its work, so a write answered 503 may have happened).
    requestTimeout: timeoutMs,
    handlerTimeout: timeoutMs,
    // A socket with no traffic at all for this long is closed; longer than keep-alive's 72 s so that idle keep-alive
    // connections are ended by keep-alive, as load balancers expect.
    connectionTimeout: 120_000,
    // The envelope's 503 instead (load-shedding.ts).
    return503OnClosing: false,
  });
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: config.databaseStatementTimeoutSeconds * 1000,
      transactionPooler: config.databasePooler === 'pgbouncer',
      directUrl: config.databaseDirectUrl,
      replicaUrls: config.databaseReplicaUrls,
      replicas: { checkIntervalMs: config.databaseReplicaCheckMs, maxLagMs: config.databaseReplicaMaxLagMs },
    }));
  if (!options.database) await database.migrate();
  const given = options.cache as (Cache & { link?: RedisLink }) | undefined;
  const ownLink = !given && config.redisUrl ? await openRedisLink(config.redisUrl, { log: app.log, ...options.redis }) : undefined;
  const link = given?.link ?? ownLink;
  const cache = given ?? (ownLink ? await createRedisCache(ownLink, config.cachePrefix) : createMemoryCache());
  const { db } = database;
  const smsPricing = {
    unitPriceFen: config.smsUnitPriceFen,
    // Each module's reaction to a billed SMS of a site (its manifest's smsBilled), one after the other.
    onBilled: async (billedDb: Database, siteId: number) => {
      for (const module of serverModules) await module.smsBilled?.(billedDb, siteId);
    },
  };
  const sms =
    config.smsProvider === 'webhook'
      ? createWebhookProvider(db, config.smsWebhookUrl!, app.log, smsPricing)
      : createOutboxProvider(db, app.log, smsPricing);
  const sites = createSiteResolver(db, cache, config.baseDomain);
  limitHashing({ concurrency: config.hashConcurrency, queue: config.hashQueue });
  const closers: (() => void | Promise<void>)[] = [];
  const visits = createVisitRecorder(db, app.log);
  const jobs = createJobQueue(database, () => deps, {
    schedule: options.jobs?.schedule ?? config.taskSchedule,
    work: options.jobs?.work ?? config.taskWorker,
    pollingIntervalSeconds: options.jobs?.pollingIntervalSeconds,
  });
  const events = createEventBus({ redisUrl: config.redisUrl, prefix: config.cachePrefix, log: app.log });
  const wechat = createSandboxWechatProvider(db, app.log);
  const mailer = createMailer(config.smtp);
  const deliveries = createNotificationDelivery(() => ({ db, sms, wechat, email, events, signature: config.smsSignature, log: app.log }));
  const deps: ModuleDeps = {
    db,
    sms,
    wechat,
    mailer,
    events,
    deliveries,
    cache,
    config,
    sessions: createSessionService(db, cache),
    sites,
    smsCodes: createSmsCodeService(db, sms, { signature: config.smsSignature }),
    loginThrottle: createLoginThrottle(db, { failuresPerIp: config.loginFailuresPerIp }),
    log: app.log,
    modules: serverModules,
    onClose: (stop) => closers.push(stop),
    jobs,
    statistics: createStatisticService({ db, sites, visits, cache }),
  };
  // The notification delivery's email channel is member-email's (the member's verified address and its choices).
  const email = createEmailChannel(deps);
  closers.push(() => mailer.close());

  installSecurityHeaders(app, {
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
    // Only over https (below): an HSTS header on plain http is ignored, and sent by mistake it would lock out a site
    // whose certificate is not there yet.
    hsts: false,
  });
  installErrorHandler(app, () => database.router?.readOnly() ?? false);
  // Before the other hooks: a write while read-only is refused first, and every query after knows where it may read.
  if (database.router) installReadRouting(app, database.router, cache, config.readYourWritesSeconds);
  // Before any route: the compression hook is added to each route as it is registered.
  await installCompression(app);
  // Cheapest refusals first: shutting down or overloaded, then over the limit; all before a body is read.
  const loadShedding = installLoadShedding(app, { maxEventLoopDelayMs: config.overloadEventLoopDelayMs });
  const countInWindow = createWindowCounter(link, limiterKeyPrefix(config.cachePrefix));
  await installRateLimits(
    app,
    { perMinute: config.rateLimitPerMinute, anonymousPerMinute: config.rateLimitAnonymousPerMinute },
    countInWindow,
  );
  // Then the shape of what was sent: JSON nesting and width, query parameters (linear scans, before anything walks them).
  installInputLimits(app);
  app.addHook('onSend', async (request, reply) => {
    // Answers carry sessions and personal data: no browser or proxy may keep them. The consoles' files stay cacheable.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    // 180 days, this host only: each site's host (a subdomain or the customer's own domain) decides for itself by
    // being served over https, and the base domain may have other hosts under it that are not.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=15552000');
  });
  // Image uploads: a file beyond UPLOAD_MAX_BYTES is cut off as it streams in (multipart-form.ts answers for it); the
  // parts are read by the one operation that takes them (uploadImage), never collected into request.body.
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 2, parts: 3, fieldSize: 64 } });
  const handlers = createHandlers(deps);
  const inFlight = createInFlight();
  registerOperations(app, {
    handlers: options.wrapHandlers?.(handlers) ?? handlers,
    sessions: deps.sessions,
    sites,
    inFlight,
    limits: createOperationLimits(countInWindow, config.rateLimitOperationPercent),
    beforeHandler: createMuteGuard(db),
    afterSuccess: afterAll<AfterSuccessOp>(createOperationLogHook(deps), createChangeHook(deps)),
  });
  if (config.uploadStorage === 'local') serveUploads(app, config.dataDir);
  // Each module's routes outside the contract (downloads, webhooks), from its manifest.
  for (const module of serverModules) module.routes?.(app, deps);
  await serveConsoles(app, config.staticDir, sites, {
    readPost: (siteId, postId) => inFlight.track(() => readPublicPostPage(db, siteId, postId)),
    readSection: (siteId, sectionId) => inFlight.track(() => readPublicSectionPage(db, siteId, sectionId)),
    readPostLinks: (siteId, options) => inFlight.track(() => listPublicPostLinks(db, siteId, options)),
    readSections: (siteId) => inFlight.track(() => listForumSections(db, siteId, undefined)),
    readQuestion: (siteId, questionId) => inFlight.track(() => readPublicQuestionPage(db, siteId, questionId)),
    readMember: (siteId, memberId) => inFlight.track(() => readMemberHome(db, siteId, memberId)),
    readSiteDescription: (siteId) => inFlight.track(() => readSiteDescription(db, siteId)),
    viewToken: (siteId) => deps.statistics.views.sign(siteId),
    parts: gatherMemberPageParts(serverModules, deps, (error, module) =>
      app.log.warn({ err: error, module }, 'a module failed to write its part of a member page'),
    ),
  });
  // Background work starts once the routes are in place; the app's close stops its workers before the database goes.
  await jobs.start();
  app.addHook('onClose', async () => {
    // The server has stopped taking requests; those whose clients hung up may still be running, on the database.
    // They get the whole shutdown grace (the process exits 1 when it runs out), not one close step: sign-ins queued
    // behind the password hasher can take longer than a step on a busy machine, and each must write its session.
    await settleWithin(inFlight.drained(), Math.max(CLOSE_STEP_MS, config.shutdownGraceSeconds * 1000), (error) =>
      app.log.warn({ err: error, running: inFlight.running }, 'operations still running at close'),
    );
    // With PostgreSQL gone or stalled, the queue's shutdown and the last flush of visits would wait on it: each gets a
    // bounded time, then the close goes on (the visits are lost, the queue's jobs are retried by the next server).
    await settleWithin(jobs.stop(), CLOSE_STEP_MS, (error) => app.log.warn({ err: error }, 'job queue did not stop cleanly'));
    await settleWithin(visits.stop(), CLOSE_STEP_MS, (error) => app.log.warn({ err: error }, 'visits not flushed on close'));
    for (const stop of closers) await stop();
    await events.close();
    if (!options.cache) await cache.close();
    await ownLink?.close();
    // A client still held by a query on a lost connection would keep the pool's end waiting for ever.
    if (!options.database)
      await settleWithin(database.close(), CLOSE_STEP_MS, (error) => app.log.warn({ err: error }, 'database pool did not close cleanly'));
  });
  return { app, database, cache, deps, loadShedding };
}
