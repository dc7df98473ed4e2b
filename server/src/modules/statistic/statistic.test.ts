// Flow figures from real member-site visits, the SMS ledger from a real send, fees equal to the rows' prices, and the
// monthly quota's warning and block.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBeijingDate } from '../../../../sdk/format';
import { ContentStatus } from '../../../../sdk/generated/enums';
import { startTestServer, type TestServer } from '../../../test/harness';
import { smsLedger } from '../../sms/sms.tables';
import { answers, questions, questionTypes } from '../question/question.tables';
import { isDeclaredBot, signView, VIEW_TOKEN_HOURS, VISITORS_PER_ADDRESS } from './page-view-gate';
import { platformDailyStats, siteDailyStats, siteDailyVisitors, siteMonthlyStats } from './statistic.tables';
import { saltOf } from './visit-recorder';

let server: TestServer;
let siteId: number;
let otherSiteId: number;
let consoleToken: string;
let saasToken: string;
const host = 'stat.localhost';
const today = formatBeijingDate(new Date());

beforeAll(async () => {
  const owner = await server_init();
  siteId = await server.fixtures.site({ ownerId: owner, slug: 'stat', name: '统计测试社区' });
  otherSiteId = await server.fixtures.site({ ownerId: owner, slug: 'stat2', name: '另一个社区' });
  await server.fixtures.siteUser({ siteId, account: 'stat_admin', roles: ['SiteBase'] });
  consoleToken = await server.fixtures.loginConsole('stat', 'stat_admin');
  await server.fixtures.account({ mobile: '13900000801', permissions: ['SiteBase'] });
  saasToken = await server.fixtures.loginSaas('13900000801');
}, 60_000);
afterAll(() => server?.close());

async function server_init() {
  server = await startTestServer();
  return server.fixtures.account({ mobile: '13900000800' });
}

/** A beacon from a page the server served (its signed value), as the member site sends it. */
const visit = async (ip: string, ua = 'Mozilla/5.0 测试', path = '/') =>
  server.call('recordPageView', {
    host,
    remoteAddress: ip,
    headers: { 'user-agent': ua },
    body: { view: await server.deps.statistics.views.sign(siteId), path },
  });

describe('flow', () => {
  it('counts member-site page views, visitors and IPs into today’s figures in both consoles', async () => {
    await visit('10.0.0.1');
    await visit('10.0.0.1', undefined, '/post/1');
    // The same page again within the window is the same view.
    await visit('10.0.0.1', undefined, '/post/1');
    await visit('10.0.0.1', 'Another browser');
    await visit('10.0.0.2');
    // Reading the member site's data is no page view: only the beacon counts.
    await server.call('getPostList', { host, query: { limit: 5 }, remoteAddress: '10.0.0.3' });
    const beacon = { view: await server.deps.statistics.views.sign(siteId), path: '/' };
    expect((await server.call('recordPageView', { host: 'nosuchsite.localhost', body: beacon })).status).toBe(404);
    await expect
      .poll(async () => {
        await server.deps.statistics.rollUp();
        const flow = await server.call('getFlowStatistic', { token: consoleToken, host, query: { startDate: today, endDate: today } });
        return flow.body.data.list[0]?.pv;
      })
      .toBe(4);
    const { status, body } = await server.call('getFlowStatistic', {
      token: consoleToken,
      host,
      query: { startDate: today, endDate: today },
    });
    expect(status).toBe(200);
    expect(body.data.list).toEqual([expect.objectContaining({ date: today, pv: 4, uv: 3, ips: 2 })]);
    const saas = await server.call('getSaasFlowStatistic', { token: saasToken, query: { startDate: today, endDate: today } });
    expect(saas.body.data.summary).toMatchObject({ pv: 4, uv: 3, ips: 2 });
    expect(saas.body.data.ranking[0]).toMatchObject({ siteId, siteName: '统计测试社区', pv: 4 });
    const other = await server.call('getSaasFlowStatistic', {
      token: saasToken,
      query: { siteId: otherSiteId, startDate: today, endDate: today },
    });
    expect(other.body.data.summary.pv).toBe(0);
  });

  it('counts answers published that day, and their authors as active', async () => {
    const db = server.database.db;
    const author = await server.fixtures.siteUser({ siteId, account: 'stat_answerer' });
    const [type] = await db.insert(questionTypes).values({ siteId, name: '统计' }).returning({ id: questionTypes.id });
    const [question] = await db
      .insert(questions)
      .values({ siteId, typeId: type.id, authorId: author, title: '统计问题', content: '<p>问</p>', status: ContentStatus.published })
      .returning({ id: questions.id });
    await db.insert(answers).values([
      { siteId, questionId: question.id, authorId: author, content: '<p>答</p>', status: ContentStatus.published },
      { siteId, questionId: question.id, authorId: author, content: '<p>待审</p>', status: ContentStatus.pending },
    ]);
    await server.deps.statistics.rollUp();
    const flow = await server.call('getFlowStatistic', { token: consoleToken, host, query: { startDate: today, endDate: today } });
    expect(flow.body.data.list[0]).toMatchObject({ answers: 1, pv: 4 });
    const month = await server.call('getMonthStatistic', { token: consoleToken, host, query: { startMonth: today.slice(0, 7) } });
    expect(month.body.data.list.at(-1).current).toMatchObject({ answers: 1, pv: 4 });
  });

  it('keeps the platform-wide days and the monthly sums equal to the site rows, and ranks over whole months', async () => {
    const db = server.database.db;
    // A past month written directly (as the seed does), then summed.
    await db.insert(siteDailyStats).values([
      { siteId, day: '2025-03-31', pv: 5 },
      { siteId, day: '2025-04-01', pv: 10, answers: 2 },
      { siteId, day: '2025-04-30', pv: 20 },
      { siteId: otherSiteId, day: '2025-04-15', pv: 7 },
      { siteId: otherSiteId, day: '2025-05-01', pv: 100 },
    ]);
    await server.deps.statistics.rollUpSums('2025-03-01', '2025-05-31');
    const [april] = await db.select().from(platformDailyStats).where(eq(platformDailyStats.day, '2025-04-01'));
    expect(april).toMatchObject({ pv: 10, answers: 2 });
    const months = await db.select().from(siteMonthlyStats).where(eq(siteMonthlyStats.siteId, siteId));
    expect(months.find((m) => m.month === '2025-04-01')).toMatchObject({ pv: 30, answers: 2 });
    const saas = await server.call('getSaasMonthStatistic', { token: saasToken, query: { startMonth: '2025-04', endMonth: '2025-05' } });
    // The second answer comes from the cache, kept as JSON text and sent as it is: the same answer.
    const again = await server.call('getSaasMonthStatistic', { token: saasToken, query: { startMonth: '2025-04', endMonth: '2025-05' } });
    expect(again.body).toEqual(saas.body);
    expect(saas.body.data.list.map((m: { current: { pv: number } }) => m.current.pv)).toEqual([37, 100]);
    expect(saas.body.data.list[0].previousMonth.pv).toBe(5);
    const site = await server.call('getMonthStatistic', {
      token: consoleToken,
      host,
      query: { startMonth: '2025-04', endMonth: '2025-04' },
    });
    expect(site.body.data.list[0].current).toMatchObject({ pv: 30, answers: 2 });
    // 2025-03-31 … 2025-05-01: April from the monthly sums, the two days around it from the daily rows.
    const ranked = await server.call('getSaasFlowStatistic', {
      token: saasToken,
      query: { startDate: '2025-03-31', endDate: '2025-05-01' },
    });
    expect(ranked.body.data.summary.pv).toBe(142);
    expect(ranked.body.data.ranking.map((r: { siteId: number; pv: number }) => [r.siteId, r.pv])).toEqual([
      [otherSiteId, 107],
      [siteId, 35],
    ]);
    // April less its first day from the sums, with 03-31 and 05-01 from the daily rows: the same figures.
    const less = await server.call('getSaasFlowStatistic', { token: saasToken, query: { startDate: '2025-04-02', endDate: '2025-05-01' } });
    expect(less.body.data.ranking.map((r: { siteId: number; pv: number }) => [r.siteId, r.pv])).toEqual([
      [otherSiteId, 107],
      [siteId, 20],
    ]);
  });

  it('gives the platform’s days of any range from the days it keeps, equal to the rows, and shows new sums at once', async () => {
    const db = server.database.db;
    const day = (n: number) => formatBeijingDate(new Date(Date.now() - n * 86_400_000));
    // The days since the last test's rows are there already, as zero days (rollUpSums fills them).
    const write = (rows: (typeof siteDailyStats.$inferInsert)[]) =>
      db
        .insert(siteDailyStats)
        .values(rows)
        .onConflictDoUpdate({
          target: [siteDailyStats.siteId, siteDailyStats.day],
          set: { pv: sql`excluded.pv`, uv: sql`excluded.uv`, posts: sql`excluded.posts`, comments: sql`excluded.comments` },
        });
    await write([
      { siteId, day: day(200), pv: 3, uv: 1 },
      { siteId, day: day(195), pv: 40, posts: 2 },
      { siteId: otherSiteId, day: day(195), pv: 9 },
      { siteId: otherSiteId, day: day(190), pv: 11, comments: 5 },
    ]);
    await server.deps.statistics.rollUpSums(day(200), day(190));
    const flow = (startDate: string, endDate: string) =>
      server.call('getSaasFlowStatistic', { token: saasToken, query: { startDate, endDate } }).then((r) => r.body.data);
    const kept = await flow(day(205), day(185));
    expect(kept.list).toHaveLength(21);
    expect(kept.list[0]).toEqual({
      date: day(205),
      pv: 0,
      uv: 0,
      ips: 0,
      newMembers: 0,
      activeMembers: 0,
      posts: 0,
      comments: 0,
      answers: 0,
    });
    expect(kept.list.find((d: { date: string }) => d.date === day(195))).toMatchObject({ pv: 49, posts: 2 });
    expect(kept.summary).toEqual({ pv: 63, uv: 1, ips: 0, newMembers: 0, activeMembers: 0, posts: 2, comments: 5, answers: 0 });
    expect(kept.ranking.map((r: { siteId: number; pv: number }) => [r.siteId, r.pv])).toEqual([
      [siteId, 43],
      [otherSiteId, 20],
    ]);
    // A range reaching past the kept days is read from the rows: the same figures.
    const read = await flow(day(420), day(190));
    expect(read.summary).toEqual(kept.summary);
    expect(read.list.slice(-11)).toEqual(kept.list.slice(5, 16));
    await write([{ siteId: otherSiteId, day: day(199), pv: 100 }]);
    await server.deps.statistics.rollUpSums(day(199), day(199));
    expect((await flow(day(200), day(199))).summary.pv).toBe(103);
  });

  it('stores visitors only as hashes, never the address', async () => {
    const rows = await server.database.db.select().from(siteDailyVisitors).where(eq(siteDailyVisitors.siteId, siteId));
    expect(rows.length).toBe(5);
    for (const row of rows) expect(row.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(rows)).not.toContain('10.0.0');
  });

  it('fills the range with zero days and refuses a reversed or too long range', async () => {
    const { body } = await server.call('getFlowStatistic', { token: consoleToken, host, query: { endDate: today } });
    expect(body.data.list).toHaveLength(30);
    const reversed = await server.call('getFlowStatistic', {
      token: consoleToken,
      host,
      query: { startDate: '2026-02-01', endDate: '2026-01-01' },
    });
    expect(reversed).toMatchObject({ status: 400, body: { description: '开始日期不能晚于结束日期' } });
    const long = await server.call('getFlowStatistic', {
      token: consoleToken,
      host,
      query: { startDate: '2024-01-01', endDate: '2026-01-01' },
    });
    expect(long).toMatchObject({ status: 400, body: { description: '统计的时间范围不能超过 366 天' } });
  });

  it('gives each month with the previous month and the same month last year', async () => {
    const month = today.slice(0, 7);
    const { body } = await server.call('getMonthStatistic', { token: consoleToken, host, query: { startMonth: month, endMonth: month } });
    expect(body.data.list).toEqual([expect.objectContaining({ month, current: expect.objectContaining({ pv: 4 }) })]);
    const missing = await server.call('getSaasMonthStatistic', { token: saasToken, query: { siteId: 999_999 } });
    expect(missing).toMatchObject({ status: 404, body: { description: '站点不存在' } });
  });
});

describe('forged page views', () => {
  it('lets 200 beacons from one address, each with another agent, move the figures by at most a handful', async () => {
    const owner = await server.fixtures.account({ mobile: '13900000802' });
    const forgedSite = await server.fixtures.site({ ownerId: owner, slug: 'statforge', name: '被刷的社区' });
    const forgedHost = 'statforge.localhost';
    await server.fixtures.siteUser({ siteId: forgedSite, account: 'forger' });
    const signIn = await server.call('memberLogin', { host: forgedHost, body: { account: 'forger', password: 'demo123456' } });
    const memberToken = signIn.body.data.token as string;
    const served = await server.deps.statistics.views.sign(forgedSite);
    const key = await saltOf(server.database.db, today);
    const issued = Math.floor(Date.now() / 1000);
    const beacon = (i: number, view: string, ua = `Mozilla/5.0 (Windows NT 10.0) Forged/${i}`, token?: string) =>
      server.call('recordPageView', {
        host: forgedHost,
        token,
        remoteAddress: '10.66.0.1',
        headers: { 'user-agent': ua },
        body: { view, path: `/post/${i}` },
      });
    const answers: { status: number; body: { description?: string } }[] = [];
    // Unsigned, forged, another site's, issued long ago or in the future: not views of a page this server served.
    for (let i = 0; i < 40; i++) answers.push(await beacon(i, `${forgedSite}.${issued}.${'A'.repeat(32)}`));
    for (let i = 0; i < 10; i++) answers.push(await beacon(i, 'not-a-page-value'));
    for (let i = 0; i < 10; i++) answers.push(await beacon(i, await server.deps.statistics.views.sign(siteId)));
    for (let i = 0; i < 10; i++) answers.push(await beacon(i, signView(key, forgedSite, issued - VIEW_TOKEN_HOURS * 3600 - 60)));
    for (let i = 0; i < 10; i++) answers.push(await beacon(i, signView(key, forgedSite, issued + 3600)));
    // Bots and tools by their own agents, with a real page value.
    const agents = [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 HeadlessChrome/120.0',
      'curl/8.5.0',
      'python-requests/2.31',
      'Baiduspider',
      '',
    ];
    for (const [i, ua] of agents.entries()) answers.push(await beacon(i, served, ua));
    // A real page value, a new agent each time, signed in or not: the address brings at most its cap of visitors.
    for (let i = 0; i < 114; i++) answers.push(await beacon(i, served, undefined, i % 2 ? memberToken : undefined));
    expect(answers).toHaveLength(200);
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { description: '已记录' } });
    await server.deps.statistics.rollUp();
    const { body } = await server.call('getSaasFlowStatistic', {
      token: saasToken,
      query: { siteId: forgedSite, startDate: today, endDate: today },
    });
    expect(body.data.summary).toMatchObject({ pv: VISITORS_PER_ADDRESS, uv: VISITORS_PER_ADDRESS, ips: 1 });
  });

  it('answers 400 to a beacon without its page value or path, and counts nothing', async () => {
    const { status, body } = await server.call('recordPageView', { host, body: {} });
    expect(status).toBe(400);
    expect(body.description).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('tells a declared bot from a browser', () => {
    expect(isDeclaredBot('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true);
    expect(isDeclaredBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36')).toBe(
      true,
    );
    expect(
      isDeclaredBot('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0'),
    ).toBe(false);
    expect(
      isDeclaredBot('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'),
    ).toBe(false);
  });
});

describe('SMS', () => {
  it('writes a ledger row for a sent SMS: masked number, provider receipt, price; the fee is the sum of the rows', async () => {
    const sent = await server.call('sendConsoleRegisterSms', { body: { mobile: '13900000901' }, host });
    expect(sent.status).toBe(200);
    const { body } = await server.call('getSmsSentStatistic', { token: consoleToken, host, query: { startDate: today, endDate: today } });
    expect(body.data.list).toEqual([
      expect.objectContaining({
        siteId,
        purpose: 'console_register',
        mobile: '139****0901',
        provider: 'outbox',
        status: 'sent',
        priceFen: 5,
      }),
    ]);
    expect(body.data.list[0].receipt).toMatch(/^outbox-\d+$/);
    expect(body.data.byStatus).toEqual([{ status: 'sent', count: 1 }]);
    expect(body.data.byPurpose).toEqual([{ purpose: 'console_register', count: 1 }]);
    expect(body.data.byDay).toEqual([{ date: today, count: 1, failed: 0 }]);
    const fee = await server.call('getSmsFeeStatistic', { token: consoleToken, host });
    const rows = await server.database.db.select().from(smsLedger).where(eq(smsLedger.siteId, siteId));
    expect(fee.body.data.totalFeeFen).toBe(rows.reduce((n, r) => n + r.priceFen, 0));
    const saasFee = await server.call('getSaasSmsFeeStatistic', { token: saasToken });
    expect(saasFee.body.data.sites).toEqual([expect.objectContaining({ siteId, count: 1, feeFen: 5 })]);
  });

  it('warns at 80 % of the monthly quota and blocks sends at 100 % with a Chinese answer', async () => {
    const set = await server.call('setSmsQuota', { token: saasToken, body: { siteId, monthlyQuota: 2 } });
    expect(set.body.data).toMatchObject({ monthlyQuota: 2, used: 1, level: 'ok' });
    expect((await server.call('sendConsoleRegisterSms', { body: { mobile: '13900000902' }, host })).status).toBe(200);
    const fee = await server.call('getSmsFeeStatistic', { token: consoleToken, host });
    expect(fee.body.data.quota).toMatchObject({ used: 2, level: 'exhausted' });
    const blocked = await server.call('sendConsoleRegisterSms', { body: { mobile: '13900000903' }, host });
    expect(blocked).toMatchObject({
      status: 429,
      body: { description: '本站本月短信额度已用完，暂时无法发送短信验证码，请联系站点管理员' },
    });
    await server.call('setSmsQuota', { token: saasToken, body: { siteId, monthlyQuota: 10 } });
    const list = await server.call('getSmsQuotaList', { token: saasToken, query: { siteId } });
    expect(list.body.data.list).toEqual([expect.objectContaining({ siteId, monthlyQuota: 10, used: 2, level: 'ok' })]);
    await server.call('setSmsQuota', { token: saasToken, body: { siteId, monthlyQuota: 2 } });
    const warn = await server.call('getSmsQuotaList', { token: saasToken, query: { siteId } });
    expect(warn.body.data.list[0].level).toBe('exhausted');
  });

  it('filters the sent list by purpose and status and pages it, the total always that of the counts', async () => {
    const sent = (query: Record<string, unknown>) =>
      server.call('getSmsSentStatistic', { token: consoleToken, host, query: { startDate: today, endDate: today, ...query } });
    const first = (await sent({ pageSize: 1 })).body.data;
    expect(first.total).toBeGreaterThan(1);
    expect(first.total).toBe(first.byStatus.reduce((n: number, r: { count: number }) => n + r.count, 0));
    const second = (await sent({ pageSize: 1, page: 2 })).body.data;
    expect(second.total).toBe(first.total);
    expect(second.list[0].id).not.toBe(first.list[0].id);
    const registering = (await sent({ purpose: 'console_register', status: 'sent' })).body.data;
    expect(
      registering.list.every((r: { purpose: string; status: string }) => r.purpose === 'console_register' && r.status === 'sent'),
    ).toBe(true);
    expect(registering.total).toBe(registering.list.length);
    expect((await sent({ purpose: 'saas_reset' })).body.data).toMatchObject({ list: [], total: 0, byDay: [] });
  });

  it('pages the fee rows of the sites, newest month and dearest site first, while the months sum every row', async () => {
    const ledgerRow = { purpose: 'console_register', mobileMasked: '138****0000', provider: 'outbox', status: 'sent' } as const;
    const earlier = new Date(Date.now() - 40 * 86_400_000);
    await server.database.db.insert(smsLedger).values([
      { ...ledgerRow, siteId, priceFen: 7, createdAt: earlier },
      { ...ledgerRow, siteId: otherSiteId, priceFen: 50 },
    ]);
    const month = today.slice(0, 7);
    const before = formatBeijingDate(earlier).slice(0, 7);
    const query = { startMonth: before, endMonth: month, pageSize: 2 };
    const first = await server.call('getSaasSmsFeeStatistic', { token: saasToken, query });
    expect(first.body.data.sitesTotal).toBe(3);
    expect(first.body.data.sites).toEqual([
      expect.objectContaining({ month, siteId: otherSiteId, feeFen: 50 }),
      expect.objectContaining({ month, siteId, feeFen: 10 }),
    ]);
    const second = await server.call('getSaasSmsFeeStatistic', { token: saasToken, query: { ...query, page: 2 } });
    expect(second.body.data.sites).toEqual([expect.objectContaining({ month: before, siteId, count: 1, feeFen: 7 })]);
    expect(second.body.data.months.map((m: { month: string; feeFen: number }) => [m.month, m.feeFen])).toEqual([
      [before, 7],
      [month, 60],
    ]);
    expect(second.body.data.totalFeeFen).toBe(67);
  });
});
