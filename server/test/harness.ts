// Server-tier harness: the real app in-process on a fresh database (PGlite in memory, or a private database on
// TEST_DATABASE_URL; with `demo`, a copy of the seeded demo) and cache (memory, or a private prefix on TEST_REDIS_URL). Every response is checked against the contract.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { is, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { compileAt, createContractAjv, jsonPointer, resolveRef, type ValidateFunction } from '../../openapi/validate';
import { type OperationBody, type OperationId, type OperationQuery, operationIndex } from '../../sdk';
import { type BuildOptions, type BuiltApp, buildApp } from '../src/app';
import { hashSecret } from '../src/auth/secrets';
import type { Cache } from '../src/cache/cache';
import { createMemoryCache } from '../src/cache/memory-cache';
import { createRedisCache } from '../src/cache/redis-cache';
import { type Config, loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { accounts } from '../src/modules/account/account.tables';
import { provisionSite } from '../src/modules/site/provision-site';
import { siteUsers } from '../src/modules/site/site.tables';
import { smsOutbox } from '../src/sms/sms.tables';
import { createDemoDatabase, pgliteDemoTemplate } from './demo-template';
import { everyTable } from './every-table';
import { pgliteTemplate } from './pglite-template';
import { createPrivateDatabase } from './private-database';

/**
 * The `beforeAll` timeout of a file that starts a demo server: the first such file of a day (or after a change to the
 * server's sources) seeds the demo for all of them, minutes on PGlite on a busy machine.
 */
export const DEMO_START_TIMEOUT = 600_000;

const ajv = createContractAjv();
const responseValidators = new Map<string, ValidateFunction>();

function responseValidator(operationId: OperationId, status: number): ValidateFunction | undefined {
  const key = `${operationId}:${status}`;
  if (responseValidators.has(key)) return responseValidators.get(key);
  const { path, method } = operationIndex[operationId];
  const responses = resolveRef<{ responses: Record<string, unknown> }>({ $ref: jsonPointer('paths', path, method) }).responses;
  if (!responses[String(status)]) return undefined;
  const response = resolveRef<{ content: { 'application/json': { schema: { $ref?: string } } } }>(responses[String(status)]);
  const schemaNode = response.content['application/json'].schema;
  const validate = schemaNode.$ref
    ? ajv.compile({ $ref: `commune:openapi${schemaNode.$ref}` })
    : compileAt(ajv, jsonPointer('paths', path, method, 'responses', String(status), 'content', 'application/json', 'schema'));
  responseValidators.set(key, validate);
  return validate;
}

export interface CallOptions<K extends OperationId> {
  query?: Partial<Record<keyof OperationQuery<K> & string, unknown>> | Record<string, unknown>;
  body?: OperationBody<K> | unknown;
  token?: string;
  host?: string;
  /** Send this raw payload instead of JSON-encoding `body` (for malformed-body tests). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** The client's address (default 127.0.0.1), for limits kept per IP. */
  remoteAddress?: string;
}

export interface CallResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test responses are checked against the contract, then read freely
  body: any;
}

export interface TestServer extends BuiltApp {
  call<K extends OperationId>(operationId: K, options?: CallOptions<K>): Promise<CallResult>;
  close(): Promise<void>;
  fixtures: ReturnType<typeof createFixtures>;
  /** Row counts of every table, to prove that a rejected request wrote nothing. */
  tableCounts(): Promise<Record<string, number>>;
}

let everyTableCount: { names: string[]; query: SQL } | undefined;

/**
 * One statement counting the rows of every table, built once: the generated tiers count before and after each
 * operation's cases, and a query per table was tens of thousands of round trips.
 */
function countEveryTable() {
  if (!everyTableCount) {
    // `$inferSelect` exists only for the type checker: asking for it at run time found no table, and every
    // "wrote nothing" check compared two empty objects.
    const tables = [...everyTable()].filter(([, table]) => is(table, PgTable));
    const columns = tables.map(([, table], i) => sql`(select count(*)::int from ${table}) as ${sql.identifier(`c${i}`)}`);
    everyTableCount = { names: tables.map(([name]) => name), query: sql`select ${sql.join(columns, sql`, `)}` };
  }
  return everyTableCount;
}

function serializeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function startTestServer(
  options: {
    redis?: boolean;
    wrapHandlers?: BuildOptions['wrapHandlers'];
    /** Settings as the environment would give them (`TRUST_PROXY`, `RATE_LIMIT_PER_MINUTE`, …). */
    env?: Record<string, string>;
    /** Settings already parsed, laid over the environment's. */
    config?: Partial<Config>;
    /**
     * Start from a copy of the demo as seedDemo leaves it, seeded once per sources and day (hour on PostgreSQL, where it
     * is the e2e tier's copy with its pictures; PGlite's is without them) (server/test/demo-template.ts): for tests that
     * read the demo, not for the test of the seeding itself.
     */
    demo?: boolean;
  } = {},
): Promise<TestServer> {
  const id = randomBytes(5).toString('hex');
  const adminUrl = process.env.TEST_DATABASE_URL;
  // Uploaded images land in a folder of this server's own, never in the working tree's ./data.
  const dataDir = mkdtempSync(join(tmpdir(), 'commune-test-'));
  // The demo on PostgreSQL is the e2e tier's, pictures and all (copied into this server's folder): one seeding serves
  // both tiers, where a demo of its own without pictures was seeded a second time beside the e2e tier's.
  const privateDb = adminUrl
    ? await (options.demo
        ? createDemoDatabase(adminUrl, `commune_test_${id}`, { imagesInto: dataDir })
        : createPrivateDatabase(adminUrl, `commune_test_${id}`))
    : undefined;
  const database: DatabaseHandle = await openDatabase(
    privateDb
      ? { url: privateDb.url, poolSize: 4 }
      : { dataDir: 'memory://', poolSize: 4, loadDataDir: await (options.demo ? pgliteDemoTemplate : pgliteTemplate)() },
  );
  await database.migrate();
  const redisUrl = process.env.TEST_REDIS_URL;
  const useRedis = options.redis ?? Boolean(redisUrl);
  if (options.redis && !redisUrl) throw new Error('this test needs TEST_REDIS_URL');
  const cache: Cache = useRedis && redisUrl ? await createRedisCache(redisUrl, `commune-test-${id}:`) : createMemoryCache();
  const config = {
    ...loadConfig({
      // Every file calls hundreds of operations from one address on a busy machine: limits and load shedding are
      // off unless a test asks for them (server/src/http, server/test/faults).
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
      RATE_LIMIT_OPERATION_PERCENT: '0',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      STATIC_DIR: '/nonexistent',
      ...options.env,
    }),
    baseDomain: 'localhost',
    logLevel: 'silent',
    dataDir,
    cachePrefix: `commune-test-${id}:`,
    ...options.config,
  };
  // No schedules: a task firing mid-test would move the row counts the tests compare. Workers run, so runTask works.
  const built = await buildApp(config, {
    database,
    cache,
    logger: false,
    wrapHandlers: options.wrapHandlers,
    jobs: { schedule: false, pollingIntervalSeconds: 0.5 },
  });
  await built.app.ready();

  async function call<K extends OperationId>(operationId: K, opts: CallOptions<K> = {}): Promise<CallResult> {
    const { method, path } = operationIndex[operationId];
    const headers: Record<string, string> = { host: opts.host ?? 'localhost', ...opts.headers };
    if (opts.token) headers.authorization = opts.token;
    let payload: string | undefined;
    if (opts.rawBody !== undefined) payload = opts.rawBody;
    else if (opts.body !== undefined) payload = JSON.stringify(opts.body);
    if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const response = await built.app.inject({
      method: method.toUpperCase() as 'GET',
      url: `${path}${serializeQuery(opts.query as Record<string, unknown>)}`,
      headers,
      payload,
      remoteAddress: opts.remoteAddress,
    });
    const body = response.body ? JSON.parse(response.body) : undefined;
    const validate = responseValidator(operationId, response.statusCode);
    expect(validate, `${operationId} answered ${response.statusCode}, which the contract does not declare: ${response.body}`).toBeDefined();
    expect(
      validate!(body),
      `${operationId} ${response.statusCode} response breaks the contract: ${ajv.errorsText(validate!.errors)}\n${response.body}`,
    ).toBe(true);
    return { status: response.statusCode, body };
  }

  const fixtures = createFixtures(built, call);
  return {
    ...built,
    call,
    fixtures,
    async tableCounts() {
      const { rows } = (await built.database.db.execute(countEveryTable().query)) as unknown as { rows: Record<string, number>[] };
      return Object.fromEntries(countEveryTable().names.map((name, i) => [name, rows[0][`c${i}`]]));
    },
    async close() {
      await built.app.close();
      await cache.clear();
      await cache.close();
      await database.close();
      await privateDb?.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

const demoHash = hashSecret('demo123456');

function createFixtures(built: BuiltApp, call: TestServer['call']) {
  const { db } = built.database;
  return {
    /** A SaaS account; `permissions` makes it a manager, `main` the main manager. Password `demo123456` unless given. */
    async account(input: { mobile: string; userName?: string; password?: string; permissions?: string[]; main?: boolean }) {
      const passwordHash = input.password ? await hashSecret(input.password) : await demoHash;
      const isManager = Boolean(input.main || input.permissions?.length);
      const [row] = await db
        .insert(accounts)
        .values({
          mobile: input.mobile,
          passwordHash,
          userName: input.userName ?? `用户${input.mobile.slice(-4)}`,
          userType: isManager ? 1 : 0,
          isMainManager: input.main ? 1 : 0,
          permissions: input.permissions ?? [],
        })
        .returning({ id: accounts.id });
      return row.id;
    },
    /** A provisioned site owned by `ownerId`, exactly as createSite makes it. */
    async site(input: { ownerId: number; slug: string; name?: string; categoryId?: number }) {
      const [owner] = await db.select().from(accounts).where(sql`${accounts.id} = ${input.ownerId}`);
      return db.transaction((tx) =>
        provisionSite(
          tx,
          {
            name: input.name ?? `${input.slug}社区`,
            slug: input.slug,
            categoryId: input.categoryId ?? 1,
            owner: { accountId: owner.id, mobile: owner.mobile, userName: owner.userName },
          },
          built.deps.modules,
        ),
      );
    },
    /** A site user (administrator when `roles` are given). Password `demo123456` unless given. */
    async siteUser(input: { siteId: number; account: string; mobile?: string; userName?: string; roles?: string[]; password?: string }) {
      const passwordHash = input.password ? await hashSecret(input.password) : await demoHash;
      const [row] = await db
        .insert(siteUsers)
        .values({
          siteId: input.siteId,
          account: input.account,
          mobile: input.mobile ?? null,
          passwordHash,
          userName: input.userName ?? input.account,
          roles: input.roles ?? [],
        })
        .returning({ id: siteUsers.id });
      return row.id;
    },
    async loginSaas(account: string, password = 'demo123456') {
      const res = await call('saasLogin', { body: { account, password } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.token as string;
    },
    async loginConsole(slug: string, account: string, password = 'demo123456') {
      const res = await call('consoleLogin', { body: { account, password }, host: `${slug}.localhost` });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.token as string;
    },
    /** The newest code the development SMS provider "sent" to this number. */
    async lastSmsCode(mobile: string) {
      const [row] = await db
        .select({ content: smsOutbox.content })
        .from(smsOutbox)
        .where(sql`${smsOutbox.mobile} = ${mobile}`)
        .orderBy(sql`${smsOutbox.id} desc`)
        .limit(1);
      return row ? /验证码 (\d{6})/.exec(row.content)?.[1] : undefined;
    },
  };
}
