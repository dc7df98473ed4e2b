import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { order } from '../../test/fixtures';
import { CONSOLE_TOKEN, createHarness, fail, fakeApi, type Harness, ok, TOKEN } from '../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
  await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
});
afterEach(() => h.cleanup());

const api = (data = order()) => fakeApi({ getOrder: () => ok(data) });

describe('commctl orders show', () => {
  it('asks getOrder for the id given and prints aligned label/value lines on a terminal', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['orders', 'show', '42'], { fetch, tty: true })).toBe(0);
    expect(calls.map((c) => [c.operationId, c.url.pathname + c.url.search, c.authorization])).toEqual([
      ['getOrder', '/api/saas/order?id=42', TOKEN],
    ]);
    expect(h.stdout).toBe(
      [
        '编号      42',
        '订单号    CM20261121000042',
        '类型      购买',
        '状态      已支付',
        '站点      西湖跑团（demo2）',
        '下单账号  陈思远（138****0002）',
        '套餐      专业版',
        '时长      12 个月',
        '金额      ¥2,990.00',
        '支付方式  模拟支付',
        '下单时间  2026-11-21 10:30',
        '支付时间  2026-11-21 10:32',
        '授权到期  2027-11-21 10:32',
        '',
      ].join('\n'),
    );
  });

  it('shows a pending order as unpaid with its deadline, and the times and note an order has reached', async () => {
    const pending = order({
      status: 'pending',
      payMethod: null,
      payDeadline: '2026-11-21T11:00:45+08:00',
      paidAt: null,
      licenseExpiresAt: null,
    });
    expect(await h.run(['orders', 'show', '42'], { fetch: api(pending).fetch, tty: true })).toBe(0);
    expect(h.stdout).toContain('状态      待支付\n');
    expect(h.stdout).toContain('支付方式  未支付\n');
    expect(h.stdout).toContain('支付截止  2026-11-21 11:00\n');
    expect(h.stdout).not.toMatch(/支付时间|授权到期|取消时间/);
    h.reset();
    const refunded = order({
      kind: 'offline',
      status: 'refunded',
      payMethod: 'offline',
      refundedAt: '2026-12-01T09:00:00+08:00',
      note: '合同 HT-2026-118',
    });
    expect(await h.run(['orders', 'show', '42'], { fetch: api(refunded).fetch, tty: true })).toBe(0);
    expect(h.stdout).toContain('类型      线下订单\n');
    expect(h.stdout).toContain('状态      已退款\n');
    expect(h.stdout).toContain('支付方式  线下支付\n');
    expect(h.stdout).toContain('退款时间  2026-12-01 09:00\n');
    expect(h.stdout).toContain('备注      合同 HT-2026-118\n');
  });

  it('prints tab-separated lines for pipes and the data as JSON with --json', async () => {
    expect(await h.run(['orders', 'show', '42'], { fetch: api().fetch })).toBe(0);
    expect(h.stdout.split('\n')[8]).toBe('金额\t¥2,990.00');
    h.reset();
    expect(await h.run(['orders', 'show', '42', '--json'], { fetch: api().fetch, tty: true })).toBe(0);
    expect(JSON.parse(h.stdout)).toEqual(order());
  });

  it('is a usage error (exit 2) for a missing, non-numeric or extra id, before any request', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['orders', 'show'], { fetch })).toBe(2);
    expect(h.stderr).toBe('错误：缺少必需的参数：id\n运行 commctl orders show --help 查看用法\n');
    h.reset();
    expect(await h.run(['orders', 'show', 'CM20261121000042'], { fetch })).toBe(2);
    expect(h.stderr).toContain('错误：参数 id 的值“CM20261121000042”无效：订单编号必须是正整数');
    h.reset();
    expect(await h.run(['orders', 'show', '1', '2'], { fetch })).toBe(2);
    expect(h.stderr).toContain('参数过多：commctl orders show 最多接受 1 个参数，却收到 2 个');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's 订单不存在 (exit 1)", async () => {
    const missing = fakeApi({ getOrder: () => fail(404, 5, '订单不存在') });
    expect(await h.run(['orders', 'show', '999'], { fetch: missing.fetch })).toBe(1);
    expect(h.stderr).toBe('错误：订单不存在\n');
  });

  it('needs a SaaS login: a console profile exits 4 without a request', async () => {
    await h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN });
    const { fetch, calls } = api();
    expect(await h.run(['orders', 'show', '42'], { fetch })).toBe(4);
    expect(h.stderr).toContain('错误：订单属于站点管理中心，而配置 default 登录的是站点控制台');
    expect(calls).toHaveLength(0);
  });

  it('exits 4 on an expired login', async () => {
    const expired = fakeApi({ getOrder: () => fail(401, 3, '未登录或登录已过期') });
    expect(await h.run(['orders', 'show', '42'], { fetch: expired.fetch })).toBe(4);
    expect(h.stderr).toBe('错误：未登录或登录已过期\n请运行 commctl login 重新登录\n');
  });
});
