import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderPage } from '../../test/fixtures';
import { CONSOLE_TOKEN, createHarness, fail, fakeApi, type Harness, ok, TOKEN } from '../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
  await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
});
afterEach(() => h.cleanup());

const api = () => fakeApi({ getOrderList: () => ok(orderPage), getManagedOrderList: () => ok(orderPage) });

describe('commctl orders list', () => {
  it("lists the account's own orders with the filters named as the contract names them", async () => {
    const { fetch, calls } = api();
    const argv = ['orders', 'list', '--status', '已支付', '--site-id', '2', '--page', '3', '--page-size', '50'];
    expect(await h.run(argv, { fetch })).toBe(0);
    expect(calls.map((c) => [c.operationId, c.url.pathname, c.authorization])).toEqual([['getOrderList', '/api/saas/order-list', TOKEN]]);
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ status: 'paid', siteId: '2', page: '3', pageSize: '50' });
  });

  it('sends no query parameters that were not given', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['orders', 'list'], { fetch })).toBe(0);
    expect(calls[0].url.search).toBe('');
  });

  it('prints a table with plan, duration, yuan amount, Chinese status and Beijing time on a terminal', async () => {
    expect(await h.run(['orders', 'list'], { fetch: api().fetch, tty: true })).toBe(0);
    expect(h.stdout.split('\n')).toEqual([
      '编号  订单号            站点      套餐    时长     金额        状态    下单时间',
      '43    CM20261121000043  西湖跑团  旗舰版  24 个月  ¥12,345.67  待支付  2026-11-22 07:50',
      '42    CM20261121000042  西湖跑团  专业版  12 个月  ¥2,990.00   已支付  2026-11-21 10:30',
      '',
      '共 2 个订单，第 1 页',
      '',
    ]);
  });

  it('prints tab-separated rows without a header for pipes', async () => {
    expect(await h.run(['orders', 'list'], { fetch: api().fetch })).toBe(0);
    expect(h.stdout).toBe(
      '43\tCM20261121000043\t西湖跑团\t旗舰版\t24 个月\t¥12,345.67\t待支付\t2026-11-22 07:50\n' +
        '42\tCM20261121000042\t西湖跑团\t专业版\t12 个月\t¥2,990.00\t已支付\t2026-11-21 10:30\n',
    );
  });

  it('prints data (list and total) as JSON with --json', async () => {
    expect(await h.run(['orders', 'list', '--json'], { fetch: api().fetch, tty: true })).toBe(0);
    expect(JSON.parse(h.stdout)).toEqual(orderPage);
  });

  it('says so when there are no orders, or none on this page', async () => {
    expect(await h.run(['orders', 'list'], { fetch: fakeApi({ getOrderList: () => ok({ list: [], total: 0 }) }).fetch, tty: true })).toBe(
      0,
    );
    expect(h.stdout).toBe('没有订单\n');
    h.reset();
    const beyond = fakeApi({ getOrderList: () => ok({ list: [], total: 7 }) });
    expect(await h.run(['orders', 'list', '--page', '9'], { fetch: beyond.fetch, tty: true })).toBe(0);
    expect(h.stdout).toBe('本页没有订单（共 7 个）\n');
  });

  it("--all lists every customer's orders through getManagedOrderList with the managers' filters", async () => {
    const { fetch, calls } = api();
    const filters = [
      '--account',
      '陈',
      '--site',
      'demo',
      '--status',
      'paid',
      '--kind',
      '线下订单',
      '--from',
      '2026-11-01',
      '--to',
      '2026-11-30',
    ];
    expect(await h.run(['orders', 'list', '--all', ...filters, '--page', '2', '--page-size', '10'], { fetch })).toBe(0);
    expect(calls.map((c) => [c.operationId, c.url.pathname])).toEqual([['getManagedOrderList', '/api/saas/manager/order-list']]);
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({
      accountKeyword: '陈',
      siteKeyword: 'demo',
      status: 'paid',
      kind: 'offline',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      page: '2',
      pageSize: '10',
    });
  });

  it('--all shows who placed each order', async () => {
    expect(await h.run(['orders', 'list', '--all'], { fetch: api().fetch, tty: true })).toBe(0);
    const lines = h.stdout.split('\n');
    expect(lines[0]).toBe('编号  订单号            站点      下单账号  套餐    时长     金额        状态    下单时间');
    expect(lines[2]).toBe('42    CM20261121000042  西湖跑团  陈思远    专业版  12 个月  ¥2,990.00   已支付  2026-11-21 10:30');
  });

  it.each([
    [['--account', '陈'], '错误：选项 --account 只能与 --all 一起使用\n加 --all 查看所有客户的订单（需要订单管理权限）\n'],
    [['--site', 'demo', '--kind', 'buy', '--to', '2026-11-30'], '错误：选项 --site、--kind、--to 只能与 --all 一起使用\n'],
    [['--all', '--site-id', '2'], '错误：选项 --site-id <id> 不能与 --all 同时使用\n'],
    [
      ['--all', '--from', '2026-02-30'],
      '错误：选项 --from <date> 的值“2026-02-30”无效：开始日期必须是 YYYY-MM-DD 格式的日期，如 2026-11-01\n',
    ],
    [['--all', '--to', '2026/11/30'], '错误：选项 --to <date> 的值“2026/11/30”无效：结束日期必须是 YYYY-MM-DD 格式的日期，如 2026-11-01\n'],
    [['--all', '--from', '2026-12-01', '--to', '2026-11-30'], '错误：开始日期不能晚于结束日期（--from 2026-12-01，--to 2026-11-30）\n'],
    [
      ['--status', 'done'],
      '错误：选项 --status <status> 的值“done”无效：订单状态必须是 pending（待支付）、paid（已支付）、cancelled（已取消）、refunded（已退款） 之一\n',
    ],
    [['--all', '--kind', 'gift'], '订单类型必须是 buy（购买）、renew（续费）、offline（线下订单）、licenseCode（授权码激活） 之一'],
    [['--site-id', 'demo'], '错误：选项 --site-id <id> 的值“demo”无效：站点编号必须是正整数\n'],
  ])('is a usage error (exit 2) before any request: %j', async (args, message) => {
    const { fetch, calls } = api();
    expect(await h.run(['orders', 'list', ...args], { fetch })).toBe(2);
    expect(h.stderr).toContain(message);
    expect(calls).toHaveLength(0);
  });

  it('is a usage error on a console profile or without a login too: the command line is wrong whoever runs it', async () => {
    await h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN }, 'demo');
    expect(await h.run(['orders', 'list', '--kind', 'buy', '--profile', 'demo'])).toBe(2);
    expect(await h.run(['orders', 'list', '--kind', 'buy', '--profile', 'nobody'])).toBe(2);
    expect(h.stderr).not.toContain('未登录');
  });

  it('needs a SaaS login: a console profile exits 4 with the login that would work', async () => {
    await h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN }, 'demo');
    const { fetch, calls } = api();
    expect(await h.run(['orders', 'list', '--profile', 'demo'], { fetch })).toBe(4);
    expect(h.stderr).toBe(
      '错误：订单属于站点管理中心，而配置 demo 登录的是站点控制台\n请运行 commctl login --profile demo 登录站点管理中心（可用 --profile 另存一份配置）\n',
    );
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal (exit 1) and an expired login (exit 4)", async () => {
    const forbidden = fakeApi({ getManagedOrderList: () => fail(403, 4, '没有权限执行此操作') });
    expect(await h.run(['orders', 'list', '--all'], { fetch: forbidden.fetch })).toBe(1);
    expect(h.stderr).toBe('错误：没有权限执行此操作\n');
    h.reset();
    const expired = fakeApi({ getOrderList: () => fail(401, 3, '登录已过期') });
    expect(await h.run(['orders', 'list'], { fetch: expired.fetch })).toBe(4);
    expect(h.stderr).toBe('错误：未登录或登录已过期\n请运行 commctl login 重新登录\n');
  });

  it('exits 4 without a request when no token is stored', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['orders', 'list', '--profile', 'empty'], { fetch })).toBe(4);
    expect(h.stderr).toContain('错误：未登录，请先运行 commctl login');
    expect(calls).toHaveLength(0);
  });
});
