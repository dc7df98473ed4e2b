import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { contractFetch } from '../../openapi/test/contract-fetch';
import { runBinary } from '../test/binary';
import { createHarness, type Harness } from '../test/harness';
import type { FetchLike } from './io';
import { createCommctlFetch } from './loopback-fetch';

const prismUrl = inject('prismUrl');
// The same Prism reached by name: `--site demo` must go to demo.localhost:<port>, which only commctl's fetch can resolve.
const prismByName = prismUrl.replace('127.0.0.1', 'localhost');

let h: Harness;
let violations: unknown[];
let fetch: FetchLike;

beforeEach(async () => {
  h = await createHarness();
  violations = [];
  const checked = contractFetch(createCommctlFetch());
  // A request the contract rejects makes the command fail with exit 1; recording it as well says why.
  fetch = (request) =>
    checked(request).catch((error: unknown) => {
      violations.push(error);
      throw error;
    });
});
afterEach(async () => {
  expect(violations).toEqual([]);
  await h.cleanup();
});

async function ok(argv: string[], options: { tty?: boolean; stdin?: string; fetch?: FetchLike } = {}) {
  h.reset();
  const code = await h.run(argv, { fetch, ...options });
  expect({ code, stderr: h.stderr.replace(/^登录信息已保存到配置 .*\n/, '') }).toEqual({ code: 0, stderr: '' });
  return h.stdout;
}

describe('commctl against the Prism mock of the contract', () => {
  it('acceptance: login --saas → sites list --json → cache clear --yes', async () => {
    await ok(['login', '--saas', '--account', '13800000000', '--password', 'demo123456', '--server', prismUrl]);
    expect(h.stdout).toMatch(/^已登录站点管理中心（http:\/\/127\.0\.0\.1:\d+）：陈思远（13800000002）\n$/);
    const page = JSON.parse(await ok(['sites', 'list', '--json']));
    expect(page.total).toBeGreaterThan(0);
    expect(page.list[0]).toMatchObject({ slug: 'demo', host: 'demo.localhost' });
    expect(await ok(['cache', 'clear', '--yes'])).toBe('缓存已清除，共 42 项\n');
  });

  it('whoami, every sites list filter, an accepted confirmation and logout on a SaaS login', async () => {
    await ok(['login', '--account', '13800000002', '--password-stdin', '--server', prismUrl], { stdin: 'demo123456\n' });
    expect(JSON.parse(await ok(['whoami', '--json'])).accountMobile).toBe('13800000002');
    expect(await ok(['whoami'], { tty: true })).toContain('姓名      陈思远');
    const filters = [
      '--master-id',
      '3',
      '--keyword',
      '读书',
      '--category-id',
      '7',
      '--license-type',
      '2',
      '--page',
      '1',
      '--page-size',
      '20',
    ];
    expect(await ok(['sites', 'list', ...filters], { tty: true })).toContain('青禾读书会');
    expect(await ok(['logout'])).toBe('已退出登录\n');
    expect((await h.readProfile())?.token).toBeUndefined();
  });

  it('a site console by slug: login --site demo → whoami → cache clear → logout, all at demo.localhost', async () => {
    const profile = ['--profile', 'demo'];
    await ok(['login', '--site', 'demo', '--server', prismByName, '--account', 'admin', '--password', 'demo123456', ...profile]);
    expect(h.stdout).toMatch(/^已登录站点控制台 青禾读书会（http:\/\/demo\.localhost:\d+）：陈思远（13800000002）\n$/);
    expect(JSON.parse(await ok(['whoami', '--json', ...profile])).siteSlug).toBe('demo');
    expect(await ok(['cache', 'clear', '--yes', ...profile])).toBe('本站缓存已清除，共 6 项\n');
    expect(await ok(['logout', ...profile])).toBe('已退出登录\n');
  });

  it('an expired token (the contract’s 401) exits 4 with 未登录或登录已过期', async () => {
    await ok(['login', '--account', '13800000002', '--password', 'demo123456', '--server', prismUrl]);
    const expired: FetchLike = (request) => {
      request.headers.set('Prefer', 'code=401');
      return fetch(request);
    };
    h.reset();
    expect(await h.run(['sites', 'list'], { fetch: expired })).toBe(4);
    expect(h.stderr).toBe('错误：未登录或登录已过期\n请运行 commctl login 重新登录\n');
    h.reset();
    // logout still forgets a token the server no longer accepts.
    expect(await h.run(['logout'], { fetch: expired })).toBe(0);
    expect((await h.readProfile())?.token).toBeUndefined();
  });

  // Three processes, and an esbuild rebuild first when a source changed: more than vitest's default 5 s on a busy machine.
  it('the real binary (npx commctl) runs the acceptance flow', async () => {
    const home = await mkdtemp(join(tmpdir(), 'commctl-bin-contract-'));
    const run = (args: string[]) => runBinary(args, home);
    try {
      const login = await run(['login', '--saas', '--account', '13800000000', '--password', 'demo123456', '--server', prismUrl]);
      expect(login).toMatchObject({ code: 0, stderr: '登录信息已保存到配置 default\n' });
      const list = await run(['sites', 'list', '--json']);
      expect(list.code).toBe(0);
      expect(JSON.parse(list.stdout).list.map((s: { slug: string }) => s.slug)).toContain('demo');
      expect(await run(['cache', 'clear', '--yes'])).toEqual({ code: 0, stdout: '缓存已清除，共 42 项\n', stderr: '' });
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('orders and licences against the Prism mock of the contract', () => {
  const login = () => ok(['login', '--account', '13800000002', '--password', 'demo123456', '--server', prismUrl]);

  it("orders list: the account's own orders with every filter, as a table and as JSON", async () => {
    await login();
    const page = JSON.parse(await ok(['orders', 'list', '--json']));
    expect(page.list[0]).toMatchObject({ orderNo: 'CM20261121000042', amountFen: 299000 });
    const filters = ['--status', 'paid', '--site-id', '2', '--page', '1', '--page-size', '20'];
    const table = await ok(['orders', 'list', ...filters], { tty: true });
    expect(table).toContain('42    CM20261121000042  西湖跑团  专业版  12 个月  ¥2,990.00  待支付  2026-11-21 10:30');
    expect(table).toContain('已支付');
  });

  it("orders list --all: every customer's orders through the managers' operation, with every filter", async () => {
    await login();
    const filters = [
      '--account',
      '陈',
      '--site',
      'demo',
      '--status',
      'paid',
      '--kind',
      'offline',
      '--from',
      '2026-11-01',
      '--to',
      '2026-11-30',
    ];
    const table = await ok(['orders', 'list', '--all', ...filters, '--page', '1', '--page-size', '20'], { tty: true });
    expect(table).toContain('浙大学长说  赵小川    旗舰版  12 个月  ¥8,000.00');
    expect(table).toContain('共 2 个订单，第 1 页');
  });

  it('orders show: one order as label/value lines and as JSON', async () => {
    await login();
    const lines = await ok(['orders', 'show', '42'], { tty: true });
    expect(lines).toContain('金额      ¥2,990.00\n');
    expect(lines).toContain('支付方式  模拟支付\n');
    expect(JSON.parse(await ok(['orders', 'show', '42', '--json'])).orderNo).toBe('CM20261121000042');
  });

  it('licences show: by number, by slug through the site list, under the spelling licenses, and an unknown slug', async () => {
    await login();
    const text = await ok(['licences', 'show', '--site', '2'], { tty: true });
    expect(text).toContain('站点      西湖跑团（demo2）\n');
    expect(text).toContain('当前生效  专业版\n');
    expect(text).toContain('变更记录\n');
    expect(JSON.parse(await ok(['licenses', 'show', '--site', 'demo', '--json'])).history).toHaveLength(1);
    h.reset();
    expect(await h.run(['licences', 'show', '--site', 'nosuch'], { fetch })).toBe(1);
    expect(h.stderr).toBe('错误：找不到标识为 nosuch 的站点\n运行 commctl sites list 查看你可以管理的站点\n');
  });
});

describe('commctl api and the generated commands against the Prism mock of the contract', () => {
  const login = () => ok(['login', '--account', '13800000002', '--password', 'demo123456', '--server', prismUrl]);

  it('api: query fields of a GET operation and a typed JSON body, each answered with the whole envelope', async () => {
    await login();
    const page = JSON.parse(await ok(['api', 'getSiteList', '-f', 'keyword=读书', '-F', 'page=1', '-F', 'pageSize=20']));
    expect(page).toMatchObject({ type: 1, data: { total: 2 } });
    expect(page.data.list[0]).toMatchObject({ slug: 'demo' });
    const created = JSON.parse(await ok(['api', 'createOrder', '-F', 'siteId=2', '-F', 'priceId=2', '-f', 'kind=buy']));
    expect(created).toMatchObject({ type: 1, data: { orderNo: 'CM20261121000042', amountFen: 299000 } });
  });

  it('licences code-list: a generated list with its filters, as a table and as chosen JSON fields', async () => {
    await login();
    const table = await ok(['licences', 'code-list', '--status', '未使用', '--page', '1', '--page-size', '20'], { tty: true });
    expect(table).toMatch(/\n7 +7QK2 +专业版 +12 /);
    expect(table).toContain('共 1 条，第 1 页');
    expect(JSON.parse(await ok(['licences', 'code-list', '--json', 'codeTail,status']))).toEqual({
      list: [{ codeTail: '7QK2', status: 'unused' }],
      total: 1,
    });
  });

  it('point record-list: a generated list of a site console, at the site, with a cursor', async () => {
    const profile = ['--profile', 'demo'];
    await ok(['login', '--site', 'demo', '--server', prismByName, '--account', 'admin', '--password', 'demo123456', ...profile]);
    const table = await ok(
      ['point', 'record-list', '--start-date', '2026-11-01', '--end-date', '2026-11-30', '--limit', '20', ...profile],
      {
        tty: true,
      },
    );
    expect(table).toMatch(/林间读书人/);
    expect(table).toMatch(/下一页：加 --cursor \S+\n$/);
  });
});
