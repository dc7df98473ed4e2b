import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sitePage } from '../../test/fixtures';
import { CONSOLE_TOKEN, createHarness, fail, fakeApi, type Harness, ok, TOKEN } from '../../test/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
  await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
});
afterEach(() => h.cleanup());

const api = () => fakeApi({ getSiteList: () => ok(sitePage) });

describe('commctl sites list', () => {
  it('sends the filters as the contract names them', async () => {
    const { fetch, calls } = api();
    const argv = ['sites', 'list', '--master-id', '3', '--keyword', '读书', '--category-id', '7', '--license-type', '专业版'];
    expect(await h.run([...argv, '--page', '2', '--page-size', '50'], { fetch })).toBe(0);
    expect(calls[0].url.pathname).toBe('/api/saas/site-list');
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({
      masterId: '3',
      keyword: '读书',
      categoryId: '7',
      licenseType: '2',
      page: '2',
      pageSize: '50',
    });
    expect(calls[0].authorization).toBe(TOKEN);
  });

  it('sends no query parameters that were not given', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['sites', 'list'], { fetch })).toBe(0);
    expect(calls[0].url.search).toBe('');
  });

  it('prints a table with the columns people look for on a terminal, CJK aligned', async () => {
    expect(await h.run(['sites', 'list'], { fetch: api().fetch, tty: true })).toBe(0);
    const lines = h.stdout.split('\n');
    expect(lines[0]).toBe('编号  名称        标识   域名             站长    授权类型  授权状态  到期时间    成员数');
    expect(lines[1]).toBe('1     青禾读书会  demo   demo.localhost   陈思远  专业版    有效      2027-04-01  128');
    expect(lines[2]).toBe('2     西湖跑团    demo2  demo2.localhost  陈思远  基础版    即将到期  长期有效    64');
    expect(lines.at(-2)).toBe('共 2 个站点，第 1 页');
  });

  it('prints tab-separated rows without a header for pipes', async () => {
    expect(await h.run(['sites', 'list'], { fetch: api().fetch })).toBe(0);
    expect(h.stdout.split('\n')[0]).toBe('1\t青禾读书会\tdemo\tdemo.localhost\t陈思远\t专业版\t有效\t2027-04-01\t128');
  });

  it('prints data (list and total) as JSON with --json, even on a terminal', async () => {
    expect(await h.run(['sites', 'list', '--json'], { fetch: api().fetch, tty: true })).toBe(0);
    expect(JSON.parse(h.stdout)).toEqual(sitePage);
  });

  it('says so when there are no sites', async () => {
    const empty = fakeApi({ getSiteList: () => ok({ list: [], total: 0 }) });
    expect(await h.run(['sites', 'list'], { fetch: empty.fetch, tty: true })).toBe(0);
    expect(h.stdout).toBe('没有站点\n');
  });

  it('is a usage error (exit 2) for a page that is not a positive integer, before any request', async () => {
    const { fetch, calls } = api();
    expect(await h.run(['sites', 'list', '--page', '0'], { fetch })).toBe(2);
    expect(h.stderr).toBe('错误：选项 --page <n> 的值“0”无效：页码必须是正整数\n运行 commctl sites list --help 查看用法\n');
    h.reset();
    expect(await h.run(['sites', 'list', '--license-type', '9'], { fetch })).toBe(2);
    expect(h.stderr).toContain('授权类型必须是 1（基础版）、2（专业版）、3（旗舰版） 之一');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's description when it rejects the query (exit 1)", async () => {
    const bad = fakeApi({ getSiteList: () => fail(400, 2, '每页条数不能超过100') });
    expect(await h.run(['sites', 'list', '--page-size', '500'], { fetch: bad.fetch })).toBe(1);
    expect(h.stderr).toBe('错误：每页条数不能超过100\n');
  });

  it('takes flag over environment over profile for the server and environment over profile for the token', async () => {
    const { fetch, calls } = api();
    const env = { COMMCTL_SERVER: 'http://env.test', COMMCTL_TOKEN: 'env-token' };
    await h.run(['sites', 'list', '--server', 'http://flag.test'], { fetch, env });
    await h.run(['sites', 'list'], { fetch, env });
    await h.run(['sites', 'list'], { fetch });
    expect(calls.map((c) => [c.url.origin, c.authorization])).toEqual([
      ['http://flag.test', 'env-token'],
      ['http://env.test', 'env-token'],
      ['http://saas.test', TOKEN],
    ]);
  });

  it('needs a SaaS login: a console profile exits 4', async () => {
    await h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN });
    const { fetch, calls } = api();
    expect(await h.run(['sites', 'list'], { fetch })).toBe(4);
    expect(h.stderr).toContain('错误：站点列表属于站点管理中心，而配置 default 登录的是站点控制台');
    expect(calls).toHaveLength(0);
  });

  it('exits 4 on an expired token and 1 on a forbidden answer', async () => {
    expect(await h.run(['sites', 'list'], { fetch: fakeApi({ getSiteList: () => fail(401, 3, '未登录或登录已过期') }).fetch })).toBe(4);
    expect(h.stderr).toContain('错误：未登录或登录已过期');
    h.reset();
    expect(await h.run(['sites', 'list'], { fetch: fakeApi({ getSiteList: () => fail(403, 4, '没有权限执行此操作') }).fetch })).toBe(1);
    expect(h.stderr).toBe('错误：没有权限执行此操作\n');
  });

  it('needs a subcommand: `commctl sites` prints help and exits 2', async () => {
    expect(await h.run(['sites'])).toBe(2);
    expect(h.stderr).toContain('用法： commctl sites <命令> [选项]');
    expect(h.stderr).toContain('list');
  });
});
