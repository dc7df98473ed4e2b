import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { order, sitePage } from '../../test/fixtures';
import { CONSOLE_TOKEN, createHarness, fail, fakeApi, type Harness, ok, TOKEN } from '../../test/harness';
import { authOfEntry, tokenKindsOfEntry } from '../access';
import { closeMatches, typedValue } from './api';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
  await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
});
afterEach(() => h.cleanup());

const consoleProfile = () => h.saveProfile({ server: 'http://localhost:8080', kind: 'console', site: 'demo', token: CONSOLE_TOKEN });

describe('commctl api <operationId>', () => {
  it('sends -f and -F of a GET operation as its query, with the profile token, and prints the whole envelope', async () => {
    const { fetch, calls } = fakeApi({ getSiteList: () => ok(sitePage) });
    expect(await h.run(['api', 'getSiteList', '-f', 'keyword=读书', '-F', 'page=2', '--raw-field', 'pageSize=50'], { fetch })).toBe(0);
    expect(calls.map((c) => [c.operationId, c.method, c.authorization, c.body])).toEqual([['getSiteList', 'GET', TOKEN, undefined]]);
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ keyword: '读书', page: '2', pageSize: '50' });
    expect(JSON.parse(h.stdout)).toEqual({ type: 1, data: sitePage });
  });

  it('sends the fields of a body-taking operation as its JSON body: -f as text, -F typed', async () => {
    const { fetch, calls } = fakeApi({ createOrder: () => ok(order(), '订单已创建，请在 30 分钟内完成支付') });
    expect(
      await h.run(['api', 'createOrder', '-F', 'siteId=2', '--field', 'priceId=2', '-f', 'kind=buy', '-f', 'note=42'], { fetch }),
    ).toBe(0);
    expect(calls[0]).toMatchObject({
      operationId: 'createOrder',
      method: 'POST',
      body: { siteId: 2, priceId: 2, kind: 'buy', note: '42' },
    });
    expect(calls[0].url.search).toBe('');
    expect(JSON.parse(h.stdout)).toEqual({ type: 1, data: order(), description: '订单已创建，请在 30 分钟内完成支付' });
  });

  it('parses -F like gh: booleans, null, numbers and JSON; key[]=v builds an array', async () => {
    expect([typedValue('true'), typedValue('false'), typedValue('null'), typedValue('-1.5'), typedValue('007')]).toEqual([
      true,
      false,
      null,
      -1.5,
      '007',
    ]);
    expect(typedValue('{"a":[1]}')).toEqual({ a: [1] });
    const { fetch, calls } = fakeApi({ updateManager: () => ok() });
    expect(await h.run(['api', 'updateManager', '-F', 'id=5', '-f', 'permissions[]=Order', '-f', 'permissions[]=Site'], { fetch })).toBe(0);
    expect(calls[0].body).toEqual({ id: 5, permissions: ['Order', 'Site'] });
    expect(JSON.parse(h.stdout)).toEqual({ type: 1 });
  });

  it('reads a whole body with --input from a file or from stdin (-)', async () => {
    const file = join(h.configDir, '..', 'order.json');
    await writeFile(file, '{"siteId": 2, "priceId": 3, "kind": "renew"}');
    const { fetch, calls } = fakeApi({ createOrder: () => ok(order()) });
    expect(await h.run(['api', 'createOrder', '--input', file], { fetch })).toBe(0);
    expect(await h.run(['api', 'createOrder', '--input', '-'], { fetch, stdin: '{"siteId": 1, "priceId": 1, "kind": "buy"}\n' })).toBe(0);
    expect(calls.map((c) => c.body)).toEqual([
      { siteId: 2, priceId: 3, kind: 'renew' },
      { siteId: 1, priceId: 1, kind: 'buy' },
    ]);
  });

  it('is a usage error (exit 2) for input it cannot use, before any request', async () => {
    const { fetch, calls } = fakeApi({});
    const cases: [string[], string][] = [
      [['api', 'getSiteList', '--input', '-'], '错误：操作 getSiteList（GET）不接受请求体，不能用 --input\n'],
      [['api', 'createOrder', '--input', '/nonexistent/x.json'], '错误：无法读取 --input /nonexistent/x.json：文件不存在\n'],
      [['api', 'createOrder', '--input', '-', '-f', 'a=1'], '错误：操作 createOrder 没有查询参数，字段 a 无处可放\n'],
      [['api', 'getSiteList', '-f', 'page'], '错误：选项 -f, --raw-field <key=value> 的值“page”无效：字段应写作 key=value\n'],
      [['api', 'getSiteList', '-f', 'page=1', '-F', 'page=2'], '错误：字段 page 重复\n'],
      [['api', 'getSiteList', '--list'], '错误：--list 不能与操作名同时使用\n'],
    ];
    for (const [argv, message] of cases) {
      h.reset();
      expect(await h.run(argv, { fetch, stdin: '{"siteId": 1}' })).toBe(2);
      expect(h.stderr.split('\n')[0]).toBe(message.trimEnd());
    }
    h.reset();
    expect(await h.run(['api', 'createOrder', '--input', '-'], { fetch, stdin: '{siteId: 1}' })).toBe(2);
    expect(h.stderr).toMatch(/^错误：--input - 的内容不是合法的 JSON：/);
    expect(calls).toHaveLength(0);
  });

  it('names close operations for an unknown operationId (exit 2)', async () => {
    expect(await h.run(['api', 'getSiteLst'])).toBe(2);
    expect(h.stderr).toBe('错误：未知操作：getSiteLst；相近的操作：getSiteList、getSlideList\n运行 commctl api --list 查看所有操作\n');
    h.reset();
    expect(await h.run(['api', 'getsitelist'])).toBe(2);
    expect(h.stderr).toContain('相近的操作：getSiteList');
    expect(closeMatches('order')).toEqual(['getOrder', 'payOrder', 'cancelOrder', 'createOrder', 'getOrderList']);
    h.reset();
    expect(await h.run(['api', 'zzzzzzzzzzzz'])).toBe(2);
    expect(h.stderr).toBe('错误：未知操作：zzzzzzzzzzzz\n运行 commctl api --list 查看所有操作\n');
  });

  it('prints the envelope of a refusal too, says why on stderr and exits 1', async () => {
    const { fetch } = fakeApi({ getLicense: () => fail(403, 4, '没有权限执行此操作') });
    expect(await h.run(['api', 'getLicense', '-f', 'siteId=2'], { fetch })).toBe(1);
    expect(JSON.parse(h.stdout)).toEqual({ type: 4, description: '没有权限执行此操作' });
    expect(h.stderr).toBe('错误：没有权限执行此操作\n');
  });

  it('exits 4 on an expired token, with the envelope on stdout, and 1 with nothing on stdout when the server is down', async () => {
    const { fetch } = fakeApi({ getLicense: () => fail(401, 3, '登录已过期') });
    expect(await h.run(['api', 'getLicense', '-f', 'siteId=2'], { fetch })).toBe(4);
    expect(JSON.parse(h.stdout)).toEqual({ type: 3, description: '登录已过期' });
    expect(h.stderr).toBe('错误：未登录或登录已过期\n请运行 commctl login 重新登录\n');
    h.reset();
    expect(await h.run(['api', 'getLicense', '-f', 'siteId=2'])).toBe(1);
    expect(h.stdout).toBe('');
    expect(h.stderr).toBe('错误：无法连接服务器：http://saas.test\n');
  });

  it("uses the profile's kind: a site-console profile calls console operations at the site, and cannot call SaaS ones (exit 4)", async () => {
    await consoleProfile();
    const { fetch, calls } = fakeApi({ getIndexBase: () => ok({ siteId: 1 }) });
    expect(await h.run(['api', 'getIndexBase'], { fetch })).toBe(0);
    expect([calls[0].url.origin, calls[0].authorization]).toEqual(['http://demo.localhost:8080', CONSOLE_TOKEN]);
    h.reset();
    expect(await h.run(['api', 'getLicense', '-f', 'siteId=2'], { fetch })).toBe(4);
    expect(h.stderr).toBe(
      '错误：操作 getLicense（站点授权）属于站点管理中心，而配置 default 登录的是站点控制台\n' +
        '请运行 commctl login 登录站点管理中心（可用 --profile 另存一份配置）\n',
    );
    expect(calls).toHaveLength(1);
  });

  it('a SaaS profile cannot call a site-console operation (exit 4), and public operations need no login', async () => {
    const { fetch, calls } = fakeApi({ getSiteCategory: () => ok([{ id: 7, name: '兴趣爱好' }]) });
    expect(await h.run(['api', 'getIndexBase', '--profile', 'ops'], { fetch })).toBe(4);
    expect(await h.run(['api', 'getIndexBase'], { fetch })).toBe(4);
    expect(h.stderr).toContain('错误：操作 getIndexBase（站点基础信息）属于站点控制台，而配置 default 登录的是站点管理中心\n');
    expect(h.stderr).toContain('请运行 commctl login --site <站点标识> 登录站点控制台');
    h.reset();
    expect(await h.run(['api', 'getSiteCategory', '--profile', 'nobody'], { fetch })).toBe(0);
    expect(calls.map((c) => [c.operationId, c.authorization])).toEqual([['getSiteCategory', null]]);
  });

  it('exits 4 when the profile has no token for an operation that needs one', async () => {
    expect(await h.run(['api', 'getTokenAccount', '--profile', 'nobody'])).toBe(4);
    expect(h.stderr).toBe('错误：未登录，请先运行 commctl login\n请运行 commctl login --profile nobody\n');
  });

  it('lists every operation with --list or no operationId: tab-separated on a pipe, a table on a terminal', async () => {
    expect(await h.run(['api', '--list'])).toBe(0);
    const lines = h.stdout.trimEnd().split('\n');
    expect(lines).toContain('getSiteList\tGET\t/api/saas/site-list\t站点列表\t站点管理中心');
    expect(lines).toContain('getIndexBase\tGET\t/api/console/index/base\t站点基础信息\t站点控制台');
    expect(lines.find((l) => l.startsWith('getPermissionList\t'))).toContain('站点管理中心或站点控制台');
    h.reset();
    expect(await h.run(['api'], { tty: true })).toBe(0);
    expect(h.stdout.split('\n')[0]).toMatch(/^操作\s+方法\s+路径\s+说明\s+可用登录$/);
    expect(h.stdout).toMatch(/getLicense +GET +\/api\/saas\/license +站点授权/);
  });
});

describe('who may call an operation', () => {
  it('reads tokens from the index when it has them', () => {
    expect(tokenKindsOfEntry({ path: '/api/saas/login', tokens: [] })).toEqual([]);
    expect(tokenKindsOfEntry({ path: '/api/permission-list', tokens: ['saas', 'console'] })).toEqual(['saas', 'console']);
    expect(authOfEntry({ auth: 'none', tokens: [] })).toBe('none');
    expect(authOfEntry({ auth: 'optional', tokens: ['console'] })).toBe('optional');
  });

  it('falls back to the path for an index without tokens', () => {
    expect(tokenKindsOfEntry({ path: '/api/saas/site-list' })).toEqual(['saas']);
    for (const path of ['/api/console/point-record', '/api/token-user', '/api/section/search', '/api/site-serviceAgreement'])
      expect(tokenKindsOfEntry({ path })).toEqual(['console']);
    expect(tokenKindsOfEntry({ path: '/api/permission-list' })).toEqual(['saas', 'console']);
    expect(authOfEntry({ auth: 'required' })).toBe('required');
    expect(authOfEntry({ auth: 'optional' })).toBe('optional');
    expect(authOfEntry({})).toBe('required');
  });
});
