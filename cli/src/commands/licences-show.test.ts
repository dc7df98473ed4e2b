import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Schema } from '../../../sdk';
import { licence, sitePage } from '../../test/fixtures';
import { CONSOLE_TOKEN, createHarness, fail, fakeApi, type Harness, ok, TOKEN } from '../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
  await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
});
afterEach(() => h.cleanup());

const api = (sites: (page: number) => Schema<'SitePage'> = () => sitePage) =>
  fakeApi({
    getSiteList: (call) => ok(sites(Number(call.url.searchParams.get('page')))),
    getLicense: () => ok(licence),
  });

const withSlugs = (...entries: [number, string][]) => entries.map(([id, slug]) => ({ ...sitePage.list[0], id, slug }));

describe('commctl licences show', () => {
  it('asks getLicense for a site given by number, without a lookup', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['licences', 'show', '--site', '2'], { fetch })).toBe(0);
    expect(calls.map((c) => [c.operationId, c.url.pathname + c.url.search, c.authorization])).toEqual([
      ['getLicense', '/api/saas/license?siteId=2', TOKEN],
    ]);
  });

  it('turns a slug into the id of the site with exactly that slug, not the first keyword match', async () => {
    const { fetch, calls } = api(() => ({ list: withSlugs([5, 'demo-club'], [2, 'demo2'], [1, 'demo']), total: 3 }));
    expect(await h.run(['licences', 'show', '--site', 'demo'], { fetch })).toBe(0);
    expect(calls.map((c) => [c.operationId, c.url.search])).toEqual([
      ['getSiteList', '?keyword=demo&page=1'],
      ['getLicense', '?siteId=1'],
    ]);
  });

  it('reads further pages of the keyword search until the slug turns up', async () => {
    const pages = [withSlugs([5, 'demo-club'], [6, 'demo-run']), withSlugs([1, 'demo'])];
    const { fetch, calls } = api((page) => ({ list: pages[page - 1], total: 3 }));
    expect(await h.run(['licences', 'show', '--site', 'demo'], { fetch })).toBe(0);
    expect(calls.map((c) => c.url.search)).toEqual(['?keyword=demo&page=1', '?keyword=demo&page=2', '?siteId=1']);
  });

  it('fails (exit 1) in Chinese when no site has that slug, after reading every page once', async () => {
    const pages = [withSlugs([5, 'demo-club'], [6, 'demo-run']), withSlugs([7, 'demo2'])];
    const { fetch, calls } = api((page) => ({ list: pages[page - 1] ?? [], total: 3 }));
    expect(await h.run(['licences', 'show', '--site', 'demo'], { fetch })).toBe(1);
    expect(h.stderr).toBe('错误：找不到标识为 demo 的站点\n运行 commctl sites list 查看你可以管理的站点\n');
    expect(calls.map((c) => c.operationId)).toEqual(['getSiteList', 'getSiteList']);
    h.reset();
    const none = api(() => ({ list: [], total: 0 }));
    expect(await h.run(['licences', 'show', '--site', 'nosuch'], { fetch: none.fetch })).toBe(1);
    expect(h.stderr).toContain('错误：找不到标识为 nosuch 的站点');
    expect(none.calls).toHaveLength(1);
  });

  it('prints the licence and its history on a terminal: plans, Chinese status, yuan and Beijing dates', async () => {
    expect(await h.run(['licences', 'show', '--site', '2'], { fetch: api().fetch, tty: true })).toBe(0);
    expect(h.stdout.split('\n')).toEqual([
      '站点      西湖跑团（demo2）',
      '站长      陈思远',
      '套餐      旗舰版',
      '当前生效  基础版',
      '状态      已过期',
      '开始时间  2025-11-21',
      '到期时间  2026-11-20',
      '',
      '变更记录',
      '订单号            类型        套餐    时长     金额       状态    生效时间          授权到期',
      'CM20251121000044  续费        旗舰版  12 个月  ¥8,000.00  已支付  2025-11-21 10:32  2026-11-20',
      'CM20241121000040  授权码激活  专业版  12 个月  ¥0.00      已退款  2024-11-21 10:30  2025-11-21',
      '',
    ]);
  });

  it('says 长期有效 for no expiry and 没有变更记录 for an empty history', async () => {
    const forever = fakeApi({
      getLicense: () => ok({ ...licence, licenseStatus: 'active', effectiveType: 3, expiresAt: null, history: [] }),
    });
    expect(await h.run(['licences', 'show', '--site', '2'], { fetch: forever.fetch, tty: true })).toBe(0);
    expect(h.stdout).toContain('当前生效  旗舰版\n状态      有效\n');
    expect(h.stdout).toContain('到期时间  长期有效\n');
    expect(h.stdout.endsWith('\n没有变更记录\n')).toBe(true);
  });

  it('prints tab-separated pairs, an empty line and the history rows for pipes', async () => {
    expect(await h.run(['licences', 'show', '--site', '2'], { fetch: api().fetch })).toBe(0);
    const lines = h.stdout.split('\n');
    expect(lines.slice(2, 4)).toEqual(['套餐\t旗舰版', '当前生效\t基础版']);
    expect(lines.slice(7)).toEqual([
      '',
      'CM20251121000044\t续费\t旗舰版\t12 个月\t¥8,000.00\t已支付\t2025-11-21 10:32\t2026-11-20',
      'CM20241121000040\t授权码激活\t专业版\t12 个月\t¥0.00\t已退款\t2024-11-21 10:30\t2025-11-21',
      '',
    ]);
  });

  it('prints the data as JSON with --json', async () => {
    expect(await h.run(['licences', 'show', '--site', '2', '--json'], { fetch: api().fetch, tty: true })).toBe(0);
    expect(JSON.parse(h.stdout)).toEqual(licence);
  });

  it('answers to the spelling licenses too', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['licenses', 'show', '--site', 'demo2', '--json'], { fetch })).toBe(0);
    expect(calls.map((c) => c.operationId)).toEqual(['getSiteList', 'getLicense']);
    expect(calls[1].url.search).toBe('?siteId=2');
  });

  it('is a usage error (exit 2) without a site or with site 0, before any request', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['licences', 'show'], { fetch })).toBe(2);
    expect(h.stderr).toBe('错误：缺少必需的选项：--site <site>\n运行 commctl licences show --help 查看用法\n');
    h.reset();
    expect(await h.run(['licences', 'show', '--site', '0'], { fetch })).toBe(2);
    expect(h.stderr).toContain('错误：选项 --site <site> 的值“0”无效：站点编号必须是正整数');
    h.reset();
    expect(await h.run(['licences', 'show', '--site', ' '], { fetch })).toBe(2);
    expect(h.stderr).toContain('请指定站点编号或标识');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's 站点不存在 (exit 1)", async () => {
    const missing = fakeApi({ getLicense: () => fail(404, 5, '站点不存在') });
    expect(await h.run(['licences', 'show', '--site', '99'], { fetch: missing.fetch })).toBe(1);
    expect(h.stderr).toBe('错误：站点不存在\n');
  });

  it('needs a SaaS login: a console profile exits 4 without a request', async () => {
    await h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN });
    const { fetch, calls } = api();
    expect(await h.run(['licences', 'show', '--site', 'demo'], { fetch })).toBe(4);
    expect(h.stderr).toBe(
      '错误：站点授权属于站点管理中心，而配置 default 登录的是站点控制台\n请运行 commctl login 登录站点管理中心（可用 --profile 另存一份配置）\n',
    );
    expect(calls).toHaveLength(0);
  });

  it('exits 4 when the login has expired, during the slug lookup as well', async () => {
    const expired = fakeApi({ getSiteList: () => fail(401, 3, '未登录或登录已过期') });
    expect(await h.run(['licences', 'show', '--site', 'demo'], { fetch: expired.fetch })).toBe(4);
    expect(h.stderr).toBe('错误：未登录或登录已过期\n请运行 commctl login 重新登录\n');
  });
});
