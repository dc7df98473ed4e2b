import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exampleData } from '../../openapi/test/examples';
import { account, order, orderPage, sitePage } from '../test/fixtures';
import { createHarness, fakeApi, type Harness, ok, TOKEN } from '../test/harness';
import { operationShape } from './contract';
import { selectFields } from './json-fields';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
  await h.saveProfile({ server: 'http://saas.test', kind: 'saas', token: TOKEN });
});
afterEach(() => h.cleanup());

const SITE_FIELDS =
  'id, name, slug, host, url, consoleUrl, description, categoryId, categoryName, masterId, masterName, masterMobile, licenseType, licenseStatus, licenseExpiresAt, memberCount, createdAt';

describe('--json <fields>', () => {
  it('restricts each item of a page and keeps the wrapper (list and total) as it came', async () => {
    const { fetch } = fakeApi({ getSiteList: () => ok(sitePage) });
    expect(await h.run(['sites', 'list', '--json', 'slug,id'], { fetch })).toBe(0);
    expect(JSON.parse(h.stdout)).toEqual({
      list: [
        { slug: 'demo', id: 1 },
        { slug: 'demo2', id: 2 },
      ],
      total: 2,
    });
    // Keys in the order asked for.
    expect(Object.keys(JSON.parse(h.stdout).list[0])).toEqual(['slug', 'id']);
  });

  it('restricts an object, also written --json=fields and with spaces', async () => {
    const { fetch } = fakeApi({ getOrder: () => ok(order()) });
    expect(await h.run(['orders', 'show', '42', '--json=orderNo, amountFen'], { fetch })).toBe(0);
    expect(JSON.parse(h.stdout)).toEqual({ orderNo: 'CM20261121000042', amountFen: 299000 });
  });

  it('alone prints all of data as before', async () => {
    const { fetch } = fakeApi({ getTokenAccount: () => ok(account) });
    expect(await h.run(['whoami', '--json'], { fetch })).toBe(0);
    expect(JSON.parse(h.stdout)).toEqual(account);
    h.reset();
    expect(await h.run(['whoami', '--json', 'userName'], { fetch })).toBe(0);
    expect(JSON.parse(h.stdout)).toEqual({ userName: '陈思远' });
  });

  it('knows the fields of the operation a command actually calls (orders list --all)', async () => {
    const { fetch, calls } = fakeApi({ getManagedOrderList: () => ok(orderPage) });
    expect(await h.run(['orders', 'list', '--all', '--json', 'orderNo,accountName'], { fetch })).toBe(0);
    expect(calls.map((c) => c.operationId)).toEqual(['getManagedOrderList']);
    expect(JSON.parse(h.stdout).list[1]).toEqual({ orderNo: 'CM20261121000042', accountName: order().accountName });
  });

  it('exits 2 on a misspelt field, naming the fields there are, before any request', async () => {
    const { fetch, calls } = fakeApi({});
    expect(await h.run(['sites', 'list', '--json', 'id,nmae'], { fetch })).toBe(2);
    expect(h.stderr).toBe(`错误：未知字段：nmae；可用字段：${SITE_FIELDS}\n`);
    h.reset();
    expect(await h.run(['licences', 'show', '--site', 'demo', '--json', 'plan'], { fetch })).toBe(2);
    expect(h.stderr).toMatch(/^错误：未知字段：plan；可用字段：siteId, siteName, .*, history\n$/);
    h.reset();
    expect(await h.run(['login', '--account', 'a', '--password', 'b', '--json', 'mobile'], { fetch })).toBe(2);
    expect(h.stderr).toMatch(/^错误：未知字段：mobile；可用字段：id, accountMobile, /);
    expect(calls).toHaveLength(0);
  });

  it('works on generated commands, from the contract even when the list is empty', async () => {
    const { fetch, calls } = fakeApi({ getLicenseCodeList: () => ok({ list: [], total: 0 }) });
    expect(await h.run(['licences', 'code-list', '--json', 'codeTail,status'], { fetch })).toBe(0);
    expect(JSON.parse(h.stdout)).toEqual({ list: [], total: 0 });
    h.reset();
    expect(await h.run(['licences', 'code-list', '--json', 'code'], { fetch })).toBe(2);
    expect(h.stderr).toBe(
      '错误：未知字段：code；可用字段：id, codeTail, licenseType, months, note, status, createdAt, createdByName, usedAt, usedSiteId, usedSiteName\n',
    );
    expect(calls).toHaveLength(1);
  });

  it('is a usage error for an empty list of fields', async () => {
    expect(await h.run(['sites', 'list', '--json', ','])).toBe(2);
    expect(h.stderr).toContain('字段列表不能为空');
  });

  it('selects per shape: page wrapper kept, array items restricted, values as they are', () => {
    const codes = exampleData('getLicenseCodeList');
    expect(selectFields(codes, operationShape('getLicenseCodeList').data, ['id'])).toEqual({ list: [{ id: 7 }], total: 1 });
    const ranks = exampleData('getUserRankList');
    expect(selectFields(ranks, operationShape('getUserRankList').data, ['name'])).toEqual(ranks.map((r) => ({ name: r.name })));
    expect(selectFields(['Order'], operationShape('getPermissionList').data, ['x'])).toEqual(['Order']);
  });

  it('says there is nothing to choose from when the data has no fields', async () => {
    expect(await h.run(['account', 'permission-list', '--json', 'name'], { fetch: fakeApi({}).fetch })).toBe(2);
    expect(h.stderr).toBe('错误：未知字段：name；这里的数据没有字段可选\n只写 --json 输出全部数据\n');
  });
});
