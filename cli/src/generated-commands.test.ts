import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exampleData } from '../../openapi/test/examples';
import { sitePage } from '../test/fixtures';
import { CONSOLE_TOKEN, createHarness, fail, fakeApi, type Harness, ok, TOKEN } from '../test/harness';
import type { CommandSpec } from './command-spec';
import { operationShape } from './contract';
import { areaOf, generatedCommands, verbOf } from './generated-commands';
import { commands, handWrittenCommands } from './program';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
  await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
});
afterEach(() => h.cleanup());

const consoleProfile = () => h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN });
const codes = exampleData('getLicenseCodeList');
const paths = () => commands.map((c) => c.path.join(' '));

describe('generated read-only commands', () => {
  it('name every GET operation by area (its tag) and verb (its operationId), list or show when nothing else is left', () => {
    expect(areaOf('license')).toBe('licences');
    expect(areaOf('siteConsole')).toBe('site-console');
    expect(verbOf(operationShape('getLicenseCodeList'))).toBe('code-list');
    expect(verbOf(operationShape('getUserRankList'))).toBe('list');
    expect(verbOf(operationShape('getIndexBase'))).toBe('index-base');
    expect(verbOf(operationShape('findAnonymousUser'))).toBe('find-anonymous-user');
    expect(verbOf(operationShape('getSandboxPayment'))).toBe('sandbox-payment');
    expect(paths()).toEqual(
      expect.arrayContaining(['licences code-list', 'user-rank list', 'point record-list', 'site-console index-base']),
    );
  });

  it('leave out operations a hand-written command covers, and let a hand-written command win on the same words', () => {
    // getOrderList and getManagedOrderList are `orders list` (--all); getOrder is `orders show`; getTokenUser is `whoami`.
    expect(paths().filter((p) => p === 'orders list' || p === 'orders show' || p === 'licences show' || p === 'sites list')).toHaveLength(
      4,
    );
    expect(paths()).not.toContain('console-auth token-user');
    const handWritten: CommandSpec = { path: ['licences', 'code-list'], description: '手写', flags() {}, run: async () => 0 };
    const generated = generatedCommands([...handWrittenCommands, handWritten]).map((c) => c.path.join(' '));
    expect(generated).not.toContain('licences code-list');
    expect(generated).toContain('user-rank list');
  });

  it('run the hand-written command where the words collide: sites list keeps its own columns', async () => {
    const { fetch, calls } = fakeApi({ getSiteList: () => ok(sitePage) });
    expect(await h.run(['sites', 'list'], { fetch, tty: true })).toBe(0);
    expect(h.stdout.split('\n')[0]).toMatch(/^编号 {2}名称/);
    expect(calls.map((c) => c.operationId)).toEqual(['getSiteList']);
  });

  it('a list: flags from the query parameters (an enum by value or label), a table with labels on a terminal, the page footer', async () => {
    const { fetch, calls } = fakeApi({ getLicenseCodeList: () => ok(codes) });
    expect(await h.run(['licences', 'code-list', '--status', '未使用', '--page', '2', '--page-size', '5'], { fetch, tty: true })).toBe(0);
    expect(calls.map((c) => [c.operationId, c.authorization])).toEqual([['getLicenseCodeList', TOKEN]]);
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ status: 'unused', page: '2', pageSize: '5' });
    const lines = h.stdout.split('\n');
    expect(lines[0]).toMatch(
      /^id +codeTail +licenseType +months +note +status +createdAt +createdByName +usedAt +usedSiteId +usedSiteName$/,
    );
    expect(lines[1]).toMatch(/^7 +7QK2 +专业版 +12 +2026 年双十一活动赠送 +未使用 +2026-11-11 09:00 +周敏 *$/);
    expect(lines.at(-2)).toBe('共 1 条，第 2 页');
  });

  it('a list on a pipe is tab-separated without a header; --json prints data', async () => {
    const { fetch } = fakeApi({ getLicenseCodeList: () => ok(codes) });
    expect(await h.run(['licences', 'code-list'], { fetch })).toBe(0);
    expect(h.stdout).toBe('7\t7QK2\t专业版\t12\t2026 年双十一活动赠送\t未使用\t2026-11-11 09:00\t周敏\t\t\t\n');
    h.reset();
    expect(await h.run(['licences', 'code-list', '--json'], { fetch, tty: true })).toBe(0);
    expect(JSON.parse(h.stdout)).toEqual(codes);
  });

  it('a cursor page says how to get the next one; an empty list says so', async () => {
    await consoleProfile();
    const records = exampleData('getPointRecordList');
    const { fetch, calls } = fakeApi({ getPointRecordList: () => ok(records) });
    expect(await h.run(['point', 'record-list', '--limit', '2', '--start-date', '2026-11-01'], { fetch, tty: true })).toBe(0);
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ limit: '2', startDate: '2026-11-01' });
    expect(h.stdout.trimEnd().split('\n').at(-1)).toBe(`下一页：加 --cursor ${records.nextCursor}`);
    h.reset();
    const empty = fakeApi({ getPointRecordList: () => ok({ list: [], nextCursor: null }) });
    expect(await h.run(['point', 'record-list'], { fetch: empty.fetch, tty: true })).toBe(0);
    expect(h.stdout).toBe('没有记录\n');
  });

  it('a show: label/value lines, enums by label, nested objects as parent.child, Beijing time', async () => {
    await consoleProfile();
    const { fetch, calls } = fakeApi({ getIndexBase: () => ok(exampleData('getIndexBase')) });
    expect(await h.run(['site-console', 'index-base'], { fetch, tty: true })).toBe(0);
    expect(calls.map((c) => [c.url.origin, c.authorization])).toEqual([['http://demo.localhost:8080', CONSOLE_TOKEN]]);
    expect(h.stdout).toMatch(/\nlicenseType +专业版\nlicenseStatus +有效\nlicenseExpiresAt +2027-04-01 10:20\ncounts\.members +128\n/);
    h.reset();
    expect(await h.run(['site-console', 'index-base'], { fetch })).toBe(0);
    expect(h.stdout.split('\n')[0]).toBe('siteId\t1');
  });

  it('an array of objects is a table with a count', async () => {
    await consoleProfile();
    const { fetch } = fakeApi({ getUserRankList: () => ok(exampleData('getUserRankList')) });
    expect(await h.run(['user-rank', 'list'], { fetch, tty: true })).toBe(0);
    expect(h.stdout.split('\n')[0]).toMatch(/^id +name +minPoints +color +memberCount$/);
    expect(h.stdout.trimEnd().split('\n').at(-1)).toBe(`共 ${exampleData('getUserRankList').length} 条`);
  });

  it('usage errors (exit 2) before any request: a required flag, a bad value, a backwards range', async () => {
    await consoleProfile();
    const { fetch, calls } = fakeApi({});
    expect(await h.run(['orders', 'sandbox-payment'], { fetch })).toBe(2);
    expect(h.stderr).toContain('错误：缺少必需的选项：--payment-id <text>');
    h.reset();
    expect(await h.run(['licences', 'code-list', '--status', 'lost'], { fetch })).toBe(2);
    expect(h.stderr).toContain('unused（未使用）、used（已使用）、revoked（已作废）');
    h.reset();
    expect(await h.run(['point', 'record-list', '--start-date', '2026-11-30', '--end-date', '2026-11-01'], { fetch })).toBe(2);
    expect(h.stderr).toBe('错误：开始日期不能晚于结束日期\n运行 commctl point record-list --help 查看用法\n');
    expect(calls).toHaveLength(0);
  });

  it("follow the profile's kind: a console operation on a SaaS profile exits 4; a public one needs no login", async () => {
    const { fetch, calls } = fakeApi({ getSiteCategory: () => ok([{ id: 7, name: '兴趣爱好' }]) });
    expect(await h.run(['point', 'record-list'], { fetch })).toBe(4);
    expect(h.stderr).toContain('错误：积分流水属于站点控制台，而配置 default 登录的是站点管理中心');
    expect(await h.run(['sites', 'category', '--profile', 'nobody'], { fetch })).toBe(0);
    expect(calls.map((c) => [c.operationId, c.authorization])).toEqual([['getSiteCategory', null]]);
    expect(h.stdout).toBe('7\t兴趣爱好\n');
  });

  it("show the server's refusal (exit 1) and an expired login (exit 4) as every command does", async () => {
    expect(
      await h.run(['licences', 'code-list'], { fetch: fakeApi({ getLicenseCodeList: () => fail(403, 4, '没有权限执行此操作') }).fetch }),
    ).toBe(1);
    expect(h.stderr).toBe('错误：没有权限执行此操作\n');
    h.reset();
    expect(await h.run(['licences', 'code-list'], { fetch: fakeApi({ getLicenseCodeList: () => fail(401, 3, '过期') }).fetch })).toBe(4);
    expect(h.stderr).toBe('错误：未登录或登录已过期\n请运行 commctl login 重新登录\n');
  });

  it('are listed in help with the Chinese summaries and tag descriptions of the contract', async () => {
    expect(await h.run(['--help'])).toBe(0);
    expect(h.stdout).toMatch(/\n {2}point +站点的积分类型、积分规则与积分流水\n/);
    expect(h.stdout).toMatch(/\n {2}api +调用契约中的任一操作/);
    h.reset();
    expect(await h.run(['point', '--help'])).toBe(0);
    expect(h.stdout).toMatch(/\n {2}record-list +积分流水\n/);
    h.reset();
    expect(await h.run(['licences', '--help'])).toBe(0);
    expect(h.stdout).toMatch(/\n {2}show +查看站点的授权与变更记录\n/);
    expect(h.stdout).toMatch(/\n {2}code-list +授权码列表\n/);
    h.reset();
    expect(await h.run(['licences', 'code-list', '--help'])).toBe(0);
    expect(h.stdout).toContain('--status <value>');
    expect(h.stdout).toContain('（操作 getLicenseCodeList，GET /api/saas/manager/license-code-list）');
  });
});
