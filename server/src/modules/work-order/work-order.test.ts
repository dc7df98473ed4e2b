// Work orders end to end through the operations: the site switch, who may open, the state machine, replies and
// internal notes (never shown to the member), staff names hidden by the setting, assignment only to holders of the
// role, reopening within the window, rating once, auto-close, the console's badge, tenancy, and the platform's orders.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type ConsoleTestSite, consoleToken } from '../../../test/two-sites';
import type { ChangeEvent } from '../../contract/request-effects';
import { runAnnounced } from '../../events/announce';
import { memberNotifications } from '../notification/notification.tables';
import { as, giveRank, type Member, member, postCast } from '../post/post-test-kit';
import { siteSettings } from '../site-console/site-console.tables';
import { workOrders } from './work-order.tables';
import { closeStaleWorkOrders } from './work-order-auto-close';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let reader: Member;
let other: Member;
let typeA: number;
let typeB: number;
let agent: { id: number; token: string };
let contentAudit: string;
let mainToken: string;
let mainId: number;

const owner = (site: ConsoleTestSite) => ({ token: site.tokens.owner, host: site.host });

async function open(who: Member, title = '无法修改绑定的手机号', typeId = typeA) {
  const res = await server.call('createWorkOrder', {
    ...as(who),
    body: { typeId, title, content: '换了新手机号，验证码一直错误。', contact: '微信 abc' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

async function detail(who: { token: string; host: string }, id: number, op: 'getMyWorkOrder' | 'getWorkOrder' = 'getWorkOrder') {
  const res = await server.call(op, { ...who, query: { id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  const made = await postCast(server);
  ({ a, b } = made);
  contentAudit = made.cast.tokens.limited;
  mainToken = made.cast.tokens.main;
  mainId = made.cast.ids.main;
  reader = await member(server, a, '读者甲');
  other = await member(server, a, '读者乙');
  const agentId = await server.fixtures.siteUser({ siteId: a.id, account: 'wo_agent', userName: '客服小禾', roles: ['WorkOrder'] });
  agent = { id: agentId, token: await consoleToken(server, a.id, agentId) };
}, 120_000);
afterAll(() => server?.close());

describe('the site switch and the types', () => {
  it('refuses every site work-order operation while the switch is off, and reports it to the member site', async () => {
    await server.database.db.update(siteSettings).set({ workOrderFunctionStatus: 0 }).where(eq(siteSettings.siteId, a.id));
    const create = await server.call('createWorkOrder', { ...as(reader), body: { typeId: 1, title: 't', content: 'c' } });
    expect(create.status).toBe(403);
    expect(create.body.description).toBe('本站未开放工单');
    expect((await server.call('getWorkOrderList', owner(a))).status).toBe(403);
    expect((await server.call('getWorkOrderTypeList', owner(a))).status).toBe(403);
    const options = await server.call('getWorkOrderOptions', as(reader));
    expect(options.body.data).toMatchObject({ enabled: false, mayOpen: false });
    // the platform's orders do not depend on the site's switch
    expect((await server.call('getMySaasWorkOrderList', owner(a))).status).toBe(200);
    await server.database.db.update(siteSettings).set({ workOrderFunctionStatus: 1 }).where(eq(siteSettings.siteId, a.id));
  });

  it('creates types with a default assignee holding the role only', async () => {
    const bad = await server.call('createWorkOrderType', {
      ...owner(a),
      body: { name: '账号问题', sort: 1, enabled: 1, defaultAssigneeId: a.users.member },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.description).toBe('只能指派给有工单权限的管理员');
    const made = await server.call('createWorkOrderType', {
      ...owner(a),
      body: { name: '账号问题', description: '登录与绑定', sort: 1, enabled: 1, defaultAssigneeId: agent.id },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ defaultAssigneeId: agent.id, defaultAssigneeName: '客服小禾' });
    typeA = made.body.data.id;
    const dup = await server.call('createWorkOrderType', { ...owner(a), body: { name: '账号问题', sort: 2, enabled: 1 } });
    expect(dup.status).toBe(409);
    const onB = await server.call('createWorkOrderType', { ...owner(b), body: { name: '其他', sort: 1, enabled: 1 } });
    typeB = onB.body.data.id;
    // another site's type answers like a missing one
    const foreign = await server.call('createWorkOrder', { ...as(reader), body: { typeId: typeB, title: 't', content: 'c' } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.description).toBe('工单分类不存在');
  });

  it('lets only the ranks the setting names open work orders', async () => {
    const ranks = await server.call('getUserRankList', owner(a));
    const rankId = ranks.body.data[1].id as number;
    const saved = await server.call('saveWorkOrderSetting', {
      ...owner(a),
      body: { openPermission: 'ranks', rankIds: [rankId], autoCloseDays: 3, reopenDays: 5, showStaffNames: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const refused = await server.call('createWorkOrder', { ...as(reader), body: { typeId: typeA, title: 't', content: 'c' } });
    expect(refused.status).toBe(403);
    expect(refused.body.description).toBe('你的会员等级暂不能提交工单');
    expect((await server.call('getWorkOrderOptions', as(reader))).body.data.mayOpen).toBe(false);
    const minPoints = ranks.body.data[1].minPoints as number;
    await giveRank(server, a.id, reader.id, minPoints);
    expect((await server.call('getWorkOrderOptions', as(reader))).body.data.mayOpen).toBe(true);
    const none = await server.call('saveWorkOrderSetting', {
      ...owner(a),
      body: { openPermission: 'ranks', rankIds: [], autoCloseDays: 3, reopenDays: 5, showStaffNames: 0 },
    });
    expect(none.status).toBe(400);
    await server.call('saveWorkOrderSetting', {
      ...owner(a),
      body: { openPermission: 'all', rankIds: [], autoCloseDays: 3, reopenDays: 5, showStaffNames: 0 },
    });
  });
});

describe('a member’s work order', () => {
  let id: number;

  it('is opened, assigned to the type’s default assignee and counted in the console badge', async () => {
    const before = await server.call('getConsoleMessageCount', { token: agent.token, host: a.host });
    const badge = (res: typeof before) => res.body.data.find((m: { type: string }) => m.type === 'workOrder')?.count ?? 0;
    id = await open(reader);
    const after = await server.call('getConsoleMessageCount', { token: agent.token, host: a.host });
    expect(badge(after)).toBe(badge(before) + 1);
    const queue = await server.call('getWorkOrderList', { token: agent.token, host: a.host, query: { status: 'pending' } });
    expect(queue.status).toBe(200);
    expect(queue.body.data.list[0]).toMatchObject({
      id,
      isNew: true,
      assigneeId: agent.id,
      typeName: '账号问题',
      requester: { id: reader.id },
    });
    // a member without a role sees nothing of the queue; another member's order is missing to them
    expect((await server.call('getMyWorkOrder', { ...as(other), query: { id } })).status).toBe(404);
    expect((await server.call('getMyWorkOrderList', as(other))).body.data.total).toBe(0);
  });

  it('never shows internal notes or (with the setting off) staff names to the member, and tells them of replies', async () => {
    const unanswered = await detail({ token: agent.token, host: a.host }, id);
    expect([unanswered.firstReplySeconds, unanswered.resolutionSeconds]).toEqual([null, null]);
    const note = await server.call('replyWorkOrder', {
      token: agent.token,
      host: a.host,
      body: { id, content: '内部：查一下短信通道', internal: true },
    });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    const reply = await server.call('replyWorkOrder', { token: agent.token, host: a.host, body: { id, content: '已为您重置绑定' } });
    expect(reply.status).toBe(200);
    const staffView = await detail({ token: agent.token, host: a.host }, id);
    expect(staffView.status).toBe('processing');
    expect(staffView.entries.map((e: { kind: string }) => e.kind)).toContain('note');
    expect(staffView.firstReplySeconds).not.toBeNull();
    const mine = await detail(as(reader), id, 'getMyWorkOrder');
    expect(mine.entries.some((e: { kind: string; content: string }) => e.kind === 'note' || e.content.includes('内部'))).toBe(false);
    expect(mine.entries.find((e: { author: string }) => e.author === 'staff').authorName).toBe('客服');
    expect(mine.assigneeName).toBe('');
    const notes = await server.database.db
      .select()
      .from(memberNotifications)
      .where(and(eq(memberNotifications.siteId, a.id), eq(memberNotifications.userId, reader.id)));
    expect(notes.map((n) => n.kind)).toEqual(['workOrderReplied']);
  });

  it('follows the state machine, and the member rates once after resolution', async () => {
    const early = await server.call('rateMyWorkOrder', { ...as(reader), body: { id, score: 5 } });
    expect(early.status).toBe(409);
    const bad = await server.call('changeWorkOrderStatus', { token: agent.token, host: a.host, body: { id, status: 'pending' } });
    expect(bad.status).toBe(409);
    expect(bad.body.description).toBe('不能从「处理中」改为「待处理」');
    const resolved = await server.call('changeWorkOrderStatus', { token: agent.token, host: a.host, body: { id, status: 'resolved' } });
    expect(resolved.status).toBe(200);
    const view = await detail(as(reader), id, 'getMyWorkOrder');
    expect(view).toMatchObject({ status: 'resolved', mayRate: true });
    expect(view.reopenUntil).not.toBeNull();
    expect(view.resolutionSeconds).not.toBeNull();
    const rates = await Promise.all(
      [1, 2, 3].map((score) => server.call('rateMyWorkOrder', { ...as(reader), body: { id, score, comment: '好' } })),
    );
    expect(rates.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await detail(as(reader), id, 'getMyWorkOrder')).mayRate).toBe(false);
  });

  it('reopens within the window only, and closes', async () => {
    const reopened = await server.call('changeMyWorkOrderStatus', { ...as(reader), body: { id, action: 'reopen' } });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect((await detail(as(reader), id, 'getMyWorkOrder')).status).toBe('processing');
    const closed = await server.call('changeMyWorkOrderStatus', { ...as(reader), body: { id, action: 'close' } });
    expect(closed.status).toBe(200);
    const reply = await server.call('replyMyWorkOrder', { ...as(reader), body: { id, content: '还有问题' } });
    expect(reply.status).toBe(409);
    await server.database.db
      .update(workOrders)
      .set({ closedAt: sql`now() - interval '6 days'` })
      .where(and(eq(workOrders.siteId, a.id), eq(workOrders.id, id)));
    const late = await server.call('changeMyWorkOrderStatus', { ...as(reader), body: { id, action: 'reopen' } });
    expect(late.status).toBe(409);
    expect(late.body.description).toContain('超过 5 天');
  });

  it('assigns only to the owner or an administrator holding WorkOrder, of this site', async () => {
    const target = await open(reader, '第二张');
    for (const assigneeId of [a.users.answerAdmin, b.users.owner, 999_999]) {
      const res = await server.call('assignWorkOrder', { ...owner(a), body: { id: target, assigneeId } });
      expect(res.status).toBe(400);
      expect(res.body.description).toBe('只能指派给有工单权限的管理员');
    }
    expect((await server.call('assignWorkOrder', { ...owner(a), body: { id: target, assigneeId: a.users.owner } })).status).toBe(200);
    const list = await server.call('getWorkOrderAssigneeList', owner(a));
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining([a.users.owner, agent.id, a.users.workOrderAdmin]),
    );
    expect(list.body.data.map((p: { id: number }) => p.id)).not.toContain(a.users.answerAdmin);
    // site B's console sees site A's order as missing
    for (const op of ['getWorkOrder'] as const) expect((await server.call(op, { ...owner(b), query: { id: target } })).status).toBe(404);
    const foreign = await server.call('replyWorkOrder', { ...owner(b), body: { id: target, content: 'x' } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.description).toBe('工单不存在');
  });

  it('closes resolved orders after the site’s days without a member reply', async () => {
    const target = await open(reader, '第三张');
    await server.call('changeWorkOrderStatus', { ...owner(a), body: { id: target, status: 'resolved' } });
    expect(await closeStaleWorkOrders(server.deps)).toBe(0);
    await server.database.db
      .update(workOrders)
      .set({
        createdAt: sql`now() - interval '5 days'`,
        resolvedAt: sql`now() - interval '4 days'`,
        lastRequesterAt: sql`now() - interval '4 days'`,
      })
      .where(and(eq(workOrders.siteId, a.id), eq(workOrders.id, target)));
    // As the task runs it (runAnnounced): the member's bell and the queue hear of it without waiting for a poll.
    const heard: ChangeEvent[] = [];
    const stop = server.deps.events.subscribe((e) => heard.push(e));
    try {
      expect(await runAnnounced(server.deps, () => closeStaleWorkOrders(server.deps))).toBe(1);
    } finally {
      stop();
    }
    expect(heard).toEqual(
      expect.arrayContaining([
        { siteId: a.id, topic: 'notification', userId: reader.id },
        { siteId: a.id, topic: 'workOrder' },
      ]),
    );
    expect(await closeStaleWorkOrders(server.deps)).toBe(0);
    const view = await detail(as(reader), target, 'getMyWorkOrder');
    expect(view.status).toBe('closed');
    expect(view.entries.at(-1)).toMatchObject({ author: 'system' });
  });
});

describe('the platform’s work orders', () => {
  let id: number;

  it('are opened from a site console and queued for the platform with the site named', async () => {
    const res = await server.call('createSaasWorkOrder', {
      ...owner(a),
      body: { category: 'billing', title: '续费后授权没有延长', content: '订单已支付', images: [] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    id = res.body.data.id;
    const queue = await server.call('getSaasWorkOrderList', { token: contentAudit, query: { category: 'billing' } });
    expect(queue.status).toBe(200);
    expect(queue.body.data.list[0]).toMatchObject({ id, siteId: a.id, siteName: a.name, category: 'billing', isNew: true });
    const mine = await server.call('getMySaasWorkOrderList', { token: a.tokens.siteBase, host: a.host });
    expect(mine.body.data.list.map((o: { id: number }) => o.id)).toEqual([id]);
    expect((await server.call('getMySaasWorkOrder', { ...owner(b), query: { id } })).status).toBe(404);
  });

  it('are answered by managers holding ContentAudit, with notes hidden from the site', async () => {
    const wrong = await server.call('assignSaasWorkOrder', { token: contentAudit, body: { id, assigneeId: 999_999 } });
    expect(wrong.status).toBe(400);
    const right = await server.call('assignSaasWorkOrder', { token: contentAudit, body: { id, assigneeId: mainId } });
    expect(right.status).toBe(200);
    const heard: ChangeEvent[] = [];
    const stop = server.deps.events.subscribe((e) => heard.push(e));
    await server.call('replySaasWorkOrder', { token: contentAudit, body: { id, content: '内部：核对支付', internal: true } });
    await server.call('replySaasWorkOrder', { token: contentAudit, body: { id, content: '授权已延长' } });
    await server.call('changeSaasWorkOrderStatus', { token: mainToken, body: { id, status: 'resolved' } });
    // The owner who opened it is told in the console's bell (not of the internal note), and their stream hears it.
    await expect
      .poll(() => heard.filter((e) => e.topic === 'consoleNotification'))
      .toEqual([1, 2].map(() => ({ siteId: a.id, topic: 'consoleNotification', userId: a.users.owner })));
    stop();
    const bell = await server.call('getConsoleNotificationList', owner(a));
    expect(bell.body.data.list.filter((n: { kind: string }) => n.kind.startsWith('workOrder'))).toMatchObject([
      { kind: 'workOrderStatusChanged', title: '平台工单已解决', link: `/platformWorkOrder/detail?id=${id}`, read: false },
      { kind: 'workOrderReplied', title: '平台工单有了新回复', content: '「续费后授权没有延长」授权已延长' },
    ]);
    const view = (await server.call('getMySaasWorkOrder', { ...owner(a), query: { id } })).body.data;
    expect(view.status).toBe('resolved');
    expect(view.entries.some((e: { kind: string }) => e.kind === 'note')).toBe(false);
    expect(view.entries.find((e: { author: string }) => e.author === 'staff').authorName).toBe('平台客服');
    const rated = await server.call('rateMySaasWorkOrder', { ...owner(a), body: { id, score: 4, comment: '及时' } });
    expect(rated.status).toBe(200);
    const full = await server.call('getSaasWorkOrder', { token: contentAudit, query: { id } });
    expect(full.body.data).toMatchObject({ rating: 4, ratingComment: '及时' });
    expect(full.body.data.entries.some((e: { kind: string }) => e.kind === 'note')).toBe(true);
  });
});
