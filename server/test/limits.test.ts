// The limits the contract declares on every write a member or a visitor can make (`x-rate-limit`), generated from the
// operation index: none may be missing, and each one is proved by bursting its operation one request past it, per
// client address and per signed-in member, as declared (not scaled). The bursts send a query parameter the contract does
// not know: every attempt counts before the input is read, so the handler never runs and nothing is written. Then the
// floods of issue 24 replayed with real writes: 200 comments, 200 reports and 200 work orders from one member.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileAt, createContractAjv, jsonPointer, resolveRef } from '../../openapi/validate';
import { type OperationId, type OperationRateLimit, operationIndex, ResultType, type TokenKind } from '../../sdk';
import { impeachReports } from '../src/modules/impeach/impeach.tables';
import { comments } from '../src/modules/post/post.tables';
import { as, member, section } from '../src/modules/post/post-test-kit';
import { workOrders } from '../src/modules/work-order/work-order.tables';
import { admittedCaller } from './admitted-caller';
import { startTestServer, type TestServer } from './harness';
import { insertComment, insertPost } from './moderation-kit';
import { type TwoSites, twoSites } from './two-sites';

type Entry = { method: string; path: string; auth: string; tokens: readonly TokenKind[]; rateLimit: OperationRateLimit | null };
const index = operationIndex as unknown as Record<OperationId, Entry>;
const operations = Object.keys(index) as OperationId[];
/** Writes a member or a visitor can make: anything but a read, open without a token or with a member's. */
const openWrites = operations.filter(
  (id) => index[id].method !== 'get' && (index[id].auth !== 'required' || index[id].tokens.includes('member')),
);
const limited = operations.filter((id) => index[id].rateLimit);
const memberLimited = limited.filter((id) => index[id].rateLimit!.perMember);
const errorEnvelope = compileAt(createContractAjv(), jsonPointer('components', 'schemas', 'ErrorEnvelope'));
const CJK = /[\u4e00-\u9fa5]/;
const PROBE = '?limitProbe=1';

let server: TestServer;
let cast: TwoSites;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_OPERATION_PERCENT: '100' } });
  cast = await twoSites(server);
}, 300_000);
afterAll(() => server?.close());

describe('every write a member or a visitor can make declares its limit', () => {
  it('covers the writes open to members and visitors, and only them', () => {
    expect(openWrites.length).toBeGreaterThanOrEqual(49);
    expect(limited.sort()).toEqual([...openWrites].sort());
  });

  it.each(openWrites)('%s: per address, per member when a member may call it, and a 429 in the contract', (id) => {
    const { rateLimit, tokens, path, method } = index[id];
    expect(rateLimit?.perAddress, `${id} has no limit per address`).toBeDefined();
    if (tokens.includes('member')) expect(rateLimit?.perMember, `${id} has no limit per member`).toBeDefined();
    const responses = resolveRef<{ responses: Record<string, unknown> }>({ $ref: jsonPointer('paths', path, method) }).responses;
    expect(responses['429'], `${id} does not declare its 429`).toBeDefined();
  });
});

async function expectTooMany(id: OperationId, res: Awaited<ReturnType<TestServer['app']['inject']>>, windowSeconds: number) {
  const context = `${id} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, context).toBe(429);
  const body = res.json();
  expect(errorEnvelope(body), context).toBe(true);
  expect(body.type, context).toBe(ResultType.tooManyRequests);
  expect(body.description, context).toMatch(CJK);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter, context).toBeGreaterThan(0);
  expect(retryAfter, context).toBeLessThanOrEqual(windowSeconds);
}

function inject(id: OperationId, remoteAddress: string, caller: { token?: string; host: string }) {
  const { method, path } = index[id];
  const headers: Record<string, string> = { host: caller.host };
  if (caller.token) headers.authorization = caller.token;
  return server.app.inject({ method: method.toUpperCase() as 'GET', url: `${path}${PROBE}`, headers, remoteAddress });
}

describe('each declared limit holds: one request past it is refused with 429, Retry-After and a Chinese description', () => {
  it.each(limited.map((id, n) => [id, n] as const))('%s per address', async (id, n) => {
    const window = index[id].rateLimit!.perAddress;
    // Nobody signed in: a refused sign-in counts like any other attempt. One address per operation.
    const address = `198.18.${n}.1`;
    const { host } = admittedCaller(cast, id);
    for (let i = 0; i < window.max; i++) {
      const res = await inject(id, address, { host });
      expect(res.statusCode, `${id} attempt ${i + 1} of ${window.max}: ${res.body}`).not.toBe(429);
    }
    await expectTooMany(id, await inject(id, address, { host }), window.windowSeconds);
    // Another address is counted on its own.
    expect((await inject(id, `198.19.${n}.1`, { host })).statusCode).not.toBe(429);
  });

  it.each(memberLimited.map((id, n) => [id, n] as const))('%s per member', async (id, n) => {
    const window = index[id].rateLimit!.perMember!;
    // Site A's member, from a new address each time: the member's own count is what refuses.
    const caller = { token: cast.sites.a.memberTokens.member, host: cast.sites.a.host };
    for (let i = 0; i < window.max; i++) {
      const res = await inject(id, `10.${n}.${i >> 8}.${i & 255}`, caller);
      expect(res.statusCode, `${id} attempt ${i + 1} of ${window.max}: ${res.body}`).toBe(400);
    }
    await expectTooMany(id, await inject(id, `10.${n}.255.254`, caller), window.windowSeconds);
    // Another member is counted on its own.
    const other = { token: cast.sites.a.memberTokens.owner, host: cast.sites.a.host };
    expect((await inject(id, `10.${n}.255.253`, other)).statusCode).toBe(400);
  });
});

/** 200 requests from one member and one address, 25 at a time; the statuses in the order sent. */
async function flood(send: (i: number) => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let batch = 0; batch < 200; batch += 25) {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, k) => send(batch + k)));
    statuses.push(...answers.map((a) => a.status));
  }
  return statuses;
}

function tally(statuses: number[]) {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

describe('the floods of issue 24 replayed', () => {
  it('200 comments from one member: no more than the limit are accepted', async () => {
    const site = cast.sites.b;
    const attacker = await member(server, site, '刷屏者');
    const sectionId = await section(server, site, '灌水区');
    const postId = await insertPost(server.database.db, { siteId: site.id, sectionId, authorId: site.users.owner, title: '欢迎讨论' });
    const statuses = await flood((i) =>
      server.call('createComment', { ...as(attacker), remoteAddress: '203.0.113.50', body: { postId, content: `<p>第 ${i} 条</p>` } }),
    );
    const { max } = index.createComment.rateLimit!.perMember!;
    expect(tally(statuses)).toEqual({ 200: max, 429: 200 - max });
    const [written] = await server.database.db.select({ n: count() }).from(comments).where(eq(comments.authorId, attacker.id));
    expect(written.n).toBe(max);
  });

  it('200 reports on 200 comments from one member: no more than the limit reach the queue', async () => {
    const site = cast.sites.b;
    const reporter = await member(server, site, '举报者');
    const sectionId = await section(server, site, '举报区');
    const { db } = server.database;
    const postId = await insertPost(db, { siteId: site.id, sectionId, authorId: site.users.owner, title: '评论很多的帖子' });
    const targets: number[] = [];
    for (let i = 0; i < 200; i++)
      targets.push(await insertComment(db, { siteId: site.id, postId, authorId: site.users.owner, content: `评论 ${i}` }));
    const statuses = await flood((i) =>
      server.call('createImpeach', {
        ...as(reporter),
        remoteAddress: '203.0.113.51',
        body: { targetType: 'comment', targetId: targets[i], reason: '垃圾广告' },
      } as never),
    );
    const { max } = index.createImpeach.rateLimit!.perMember!;
    expect(tally(statuses)).toEqual({ 200: max, 429: 200 - max });
    const [written] = await db
      .select({ n: count() })
      .from(impeachReports)
      .where(and(eq(impeachReports.siteId, site.id), eq(impeachReports.reporterId, reporter.id)));
    expect(written.n).toBe(max);
  });

  it('200 work orders from one member: no more than the limit reach the staff queue', async () => {
    const site = cast.sites.b;
    const requester = await member(server, site, '工单狂');
    const type = await server.call('createWorkOrderType', {
      token: site.tokens.owner,
      host: site.host,
      body: { name: '其他问题', sort: 1, enabled: 1 },
    });
    expect(type.status, JSON.stringify(type.body)).toBe(200);
    const statuses = await flood((i) =>
      server.call('createWorkOrder', {
        ...as(requester),
        remoteAddress: '203.0.113.52',
        body: { typeId: type.body.data.id, title: `第 ${i} 个工单`, content: '请处理' },
      }),
    );
    const { max } = index.createWorkOrder.rateLimit!.perMember!;
    expect(tally(statuses)).toEqual({ 200: max, 429: 200 - max });
    const [written] = await server.database.db
      .select({ n: count() })
      .from(workOrders)
      .where(and(eq(workOrders.siteId, site.id), eq(workOrders.requesterId, requester.id)));
    expect(written.n).toBe(max);
  });
});
