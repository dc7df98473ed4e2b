import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/audit-kit';
import { startTestServer, type TestServer } from '../../../test/harness';
import { buyAndPay, daysFromNow, readLicense, setLicense } from '../../../test/order-kit';
import { expectRefused } from '../../../test/refusals';
import { type TwoSites, twoSites } from '../../../test/two-sites';
import { licenseCodes } from './license.tables';
import { addMonths } from './license-state';

let server: TestServer;
let w: TwoSites;
beforeAll(async () => {
  server = await startTestServer();
  w = await twoSites(server);
});
afterAll(() => server?.close());

async function newCodes(quantity = 1, licenseType = 2, months = 12) {
  const res = await server.call('createLicenseCodes', {
    token: w.tokens.siteManager,
    body: { licenseType, months, quantity, note: '活动赠送' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; code: string }[];
}

describe('getLicense', () => {
  it('shows the owner the plan, what runs now, the status, dates and the orders that changed it', async () => {
    await setLicense(server, w.sites.a.id, { licenseType: 1, expiresAt: null });
    const paid = await buyAndPay(server, w.tokens.holderA, { siteId: w.sites.a.id, priceId: 2, kind: 'buy' });
    const res = await server.call('getLicense', { token: w.tokens.holderA, query: { siteId: w.sites.a.id } });
    expect(res.status).toBe(200);
    const license = await readLicense(server, w.sites.a.id);
    expect(res.body.data).toMatchObject({
      siteId: w.sites.a.id,
      siteName: w.sites.a.name,
      siteSlug: w.sites.a.slug,
      masterId: w.ids.holderA,
      masterName: '陈思远',
      licenseType: 2,
      effectiveType: 2,
      licenseStatus: 'active',
      startsAt: license.startsAt.toISOString(),
      expiresAt: license.expiresAt?.toISOString(),
    });
    expect(res.body.data.history.map((o: { id: number }) => o.id)).toEqual([paid.id]);
  });

  it('reports an expired paid licence as expired, running as type 1, and one near its end as expiring', async () => {
    await setLicense(server, w.sites.a2.id, { licenseType: 3, expiresAt: daysFromNow(-1) });
    const expired = await server.call('getLicense', { token: w.tokens.holderA, query: { siteId: w.sites.a2.id } });
    expect(expired.body.data).toMatchObject({ licenseType: 3, effectiveType: 1, licenseStatus: 'expired' });
    await setLicense(server, w.sites.a2.id, { licenseType: 3, expiresAt: daysFromNow(10) });
    const expiring = await server.call('getLicense', { token: w.tokens.holderA, query: { siteId: w.sites.a2.id } });
    expect(expiring.body.data).toMatchObject({ licenseType: 3, effectiveType: 3, licenseStatus: 'expiring' });
    await setLicense(server, w.sites.a2.id, { licenseType: 1, expiresAt: null });
  });

  it('shows any site to admin and Site managers; to anyone else the site does not exist', async () => {
    for (const token of [w.tokens.main, w.tokens.siteManager]) {
      const res = await server.call('getLicense', { token, query: { siteId: w.sites.b.id } });
      expect(res.status).toBe(200);
      expect(res.body.data.masterId).toBe(w.ids.holderB);
    }
    const missing = await server.call('getLicense', { token: w.tokens.holderA, query: { siteId: 999999 } });
    expect(missing.body).toEqual({ type: 5, description: '站点不存在' });
    for (const token of [w.tokens.holderA, w.tokens.orderManager]) {
      const res = await server.call('getLicense', { token, query: { siteId: w.sites.b.id } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
  });

  it.each([
    [{}, '请指定站点'],
    [{ siteId: 'x' }, '站点必须是整数'],
    [{ siteId: 1, extra: 1 }, '不支持的参数：extra'],
  ])('rejects %j', async (query, description) => {
    const res = await server.call('getLicense', { token: w.tokens.holderA, query });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ type: 2, description });
  });
});

describe('licence codes for managers', () => {
  it('creates codes shown in full once, stored as a hash and a tail', async () => {
    const res = await server.call('createLicenseCodes', {
      token: w.tokens.siteManager,
      body: { licenseType: 3, months: 6, quantity: 3, note: '双十一活动赠送' },
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('已生成 3 个授权码');
    expect(res.body.data).toHaveLength(3);
    for (const created of res.body.data) {
      expect(created).toMatchObject({ licenseType: 3, months: 6 });
      expect(created.code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
      const [row] = await server.database.db.select().from(licenseCodes).where(eq(licenseCodes.id, created.id));
      expect(row).toMatchObject({
        codeTail: created.code.slice(-4),
        status: 'unused',
        note: '双十一活动赠送',
        createdBy: w.ids.siteManager,
      });
      expect(row.codeHash.toString('hex')).not.toContain(created.code);
    }
    const [event] = (await eventsOf(server, 'licenseCodesCreated')).slice(-1);
    expect(event).toMatchObject({ realm: 'saas', actorAccountId: w.ids.siteManager, targetType: 'licenseCode' });
    expect(event.detail).toEqual({
      licenseType: 3,
      months: 6,
      quantity: 3,
      note: '双十一活动赠送',
      codes: res.body.data.map((c: { id: number; code: string }) => ({ id: c.id, tail: c.code.slice(-4) })),
    });
    // Only the last four characters of a code ever reach the trail.
    for (const created of res.body.data) expect(JSON.stringify(event)).not.toContain(created.code.slice(0, 9));
    const list = await server.call('getLicenseCodeList', { token: w.tokens.main, query: { status: 'unused' } });
    expect(list.status).toBe(200);
    expect(list.body.data.list[0]).toEqual({
      id: res.body.data[2].id,
      codeTail: res.body.data[2].code.slice(-4),
      licenseType: 3,
      months: 6,
      note: '双十一活动赠送',
      status: 'unused',
      createdAt: expect.any(String),
      createdByName: '孙站长',
      usedAt: null,
      usedSiteId: null,
      usedSiteName: '',
    });
    expect(JSON.stringify(list.body)).not.toContain(res.body.data[0].code);
  });

  it('revokes an unused code; a used or revoked one is a conflict, a missing one 404', async () => {
    const [code] = await newCodes();
    const res = await server.call('revokeLicenseCode', { token: w.tokens.siteManager, query: { id: code.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ type: 1, description: '授权码已作废' });
    await expectRefused(server, 'revokeLicenseCode', { token: w.tokens.main, query: { id: code.id } }, 409, '授权码已作废');
    const revoked = await server.call('getLicenseCodeList', { token: w.tokens.main, query: { status: 'revoked' } });
    expect(revoked.body.data.list.map((c: { id: number }) => c.id)).toEqual([code.id]);
    const activate = await server.call('activateLicense', { token: w.tokens.holderA, body: { siteId: w.sites.a.id, code: code.code } });
    expect(activate.status).toBe(409);
    expect(activate.body.description).toBe('授权码已作废');
    await expectRefused(server, 'revokeLicenseCode', { token: w.tokens.main, query: { id: 999999 } }, 404, '授权码不存在');
  });

  it('needs admin or Site (403 for Order managers and holders)', async () => {
    const [code] = await newCodes();
    for (const token of [w.tokens.orderManager, w.tokens.holderA]) {
      await expectRefused(
        server,
        'createLicenseCodes',
        { token, body: { licenseType: 2, months: 12, quantity: 1, note: '' } },
        403,
        '没有权限执行此操作',
      );
      expect((await server.call('getLicenseCodeList', { token })).status).toBe(403);
      await expectRefused(server, 'revokeLicenseCode', { token, query: { id: code.id } }, 403, '没有权限执行此操作');
    }
  });

  it.each([
    [{ months: 12, quantity: 1, note: '' }, '请填写套餐'],
    [{ licenseType: 1, months: 12, quantity: 1, note: '' }, '请选择专业版或旗舰版'],
    [{ licenseType: 2, months: 61, quantity: 1, note: '' }, '时长（月）不能大于60'],
    [{ licenseType: 2, months: 12, quantity: 51, note: '' }, '数量不能大于50'],
    [{ licenseType: 2, months: 12, quantity: 0, note: '' }, '数量不能小于1'],
    [{ licenseType: 2, months: 12, quantity: '2', note: '' }, '数量必须是整数'],
    [{ licenseType: 2, months: 12, quantity: 1, note: 'x'.repeat(201) }, '备注不能超过200个字符'],
    [{ licenseType: 2, months: 12, quantity: 1, note: '', code: 'AAAA-AAAA-AAAA-AAAA' }, '不支持的参数：code'],
  ])('createLicenseCodes rejects %j and writes nothing', async (body, description) => {
    await expectRefused(server, 'createLicenseCodes', { token: w.tokens.main, body }, 400, description);
  });

  it.each([
    ['getLicenseCodeList', { status: 'lost' }, '授权码状态的取值不正确'],
    ['getLicenseCodeList', { pageSize: 0 }, '每页条数不能小于1'],
    ['revokeLicenseCode', {}, '请指定编号'],
    ['revokeLicenseCode', { id: 'x' }, '编号必须是整数'],
  ] as const)('%s rejects %j', async (operationId, query, description) => {
    await expectRefused(server, operationId, { token: w.tokens.main, query }, 400, description);
  });
});

describe('activateLicense', () => {
  it('activates a code on the holder’s own site (any case): a paid licenceCode order, applied, the code used', async () => {
    await setLicense(server, w.sites.b.id, { licenseType: 1, expiresAt: null });
    const [code] = await newCodes(1, 2, 12);
    const res = await server.call('activateLicense', {
      token: w.tokens.holderB,
      body: { siteId: w.sites.b.id, code: code.code.toLowerCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('授权已激活');
    const order = res.body.data;
    expect(order).toMatchObject({
      kind: 'licenseCode',
      status: 'paid',
      siteId: w.sites.b.id,
      accountId: w.ids.holderB,
      licenseType: 2,
      months: 12,
      amountFen: 0,
      payMethod: 'licenseCode',
      note: `授权码尾号 ${code.code.slice(-4)}`,
    });
    const license = await readLicense(server, w.sites.b.id);
    expect(license.licenseType).toBe(2);
    expect(license.expiresAt?.toISOString()).toBe(addMonths(new Date(order.paidAt), 12).toISOString());
    expect(order.licenseExpiresAt).toBe(license.expiresAt?.toISOString());

    const [event] = (await eventsOf(server, 'licenseCodeActivated')).filter((e) => e.targetId === String(code.id));
    expect(event).toMatchObject({ realm: 'saas', siteId: w.sites.b.id, actorAccountId: w.ids.holderB, targetType: 'licenseCode' });
    expect(event.detail).toEqual({
      codeTail: code.code.slice(-4),
      orderId: order.id,
      licenseType: 2,
      months: 12,
      licenseExpiresAt: order.licenseExpiresAt,
    });
    expect(JSON.stringify(event)).not.toContain(code.code.slice(0, 9));

    const list = await server.call('getLicenseCodeList', { token: w.tokens.main, query: { status: 'used' } });
    expect(list.body.data.list[0]).toMatchObject({ id: code.id, status: 'used', usedSiteId: w.sites.b.id, usedSiteName: w.sites.b.name });
    expect(list.body.data.list[0].usedAt).not.toBeNull();
    const history = await server.call('getLicense', { token: w.tokens.holderB, query: { siteId: w.sites.b.id } });
    expect(history.body.data.history[0]).toMatchObject({ id: order.id, kind: 'licenseCode' });

    await expectRefused(
      server,
      'activateLicense',
      { token: w.tokens.holderB, body: { siteId: w.sites.b.id, code: code.code } },
      409,
      '授权码已被使用',
    );
    await expectRefused(server, 'revokeLicenseCode', { token: w.tokens.main, query: { id: code.id } }, 409, '授权码已被使用，不能作废');
  });

  it('a code of the running plan extends it from its end', async () => {
    const end = daysFromNow(30);
    await setLicense(server, w.sites.a2.id, { licenseType: 3, expiresAt: end });
    const [code] = await newCodes(1, 3, 6);
    const res = await server.call('activateLicense', { token: w.tokens.holderA, body: { siteId: w.sites.a2.id, code: code.code } });
    expect(res.status).toBe(200);
    expect((await readLicense(server, w.sites.a2.id)).expiresAt?.toISOString()).toBe(addMonths(end, 6).toISOString());
  });

  it("only on the holder's own site: another's, or a manager's try, is 404 and leaves the code unused", async () => {
    const [code] = await newCodes();
    for (const token of [w.tokens.holderB, w.tokens.main, w.tokens.siteManager]) {
      await expectRefused(server, 'activateLicense', { token, body: { siteId: w.sites.a.id, code: code.code } }, 404, '站点不存在');
    }
    const [row] = await server.database.db.select().from(licenseCodes).where(eq(licenseCodes.id, code.id));
    expect(row.status).toBe('unused');
  });

  it('two activations of one code at once: exactly one succeeds, the other is told it was used', async () => {
    const [code] = await newCodes(1, 3, 1);
    const results = await Promise.all([
      server.call('activateLicense', { token: w.tokens.holderA, body: { siteId: w.sites.a.id, code: code.code } }),
      server.call('activateLicense', { token: w.tokens.holderB, body: { siteId: w.sites.b.id, code: code.code } }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.description).toBe('授权码已被使用');
    const winner = results.find((r) => r.status === 200)!.body.data;
    const [row] = await server.database.db.select().from(licenseCodes).where(eq(licenseCodes.id, code.id));
    expect(row).toMatchObject({ status: 'used', usedSiteId: winner.siteId, usedOrderId: winner.id });
    expect((await eventsOf(server, 'licenseCodeActivated')).filter((e) => e.targetId === String(code.id))).toHaveLength(1);
  });

  it('a wrong code is 400; after 5 wrong codes the account waits (429), even with a right one', async () => {
    const holder = await server.fixtures.account({ mobile: '13800000009', userName: '孙猜码' });
    const site = await server.fixtures.site({ ownerId: holder, slug: 'guess' });
    const token = await server.fixtures.loginSaas('13800000009');
    const [code] = await newCodes();
    for (let i = 0; i < 5; i++) {
      const res = await server.call('activateLicense', { token, body: { siteId: site, code: `AAAA-BBBB-CCCC-${2222 + i}` } });
      expect(res.status).toBe(400);
      expect(res.body.description).toBe('授权码无效，请检查后重新输入');
    }
    const res = await server.call('activateLicense', { token, body: { siteId: site, code: code.code } });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ type: 7, description: '授权码错误次数过多，请 1 分钟后再试' });
    // Another account is not held back by this one's guesses.
    const other = await server.call('activateLicense', { token: w.tokens.holderB, body: { siteId: w.sites.b.id, code: code.code } });
    expect(other.status).toBe(200);
  });

  it.each([
    [{ code: 'H7KD-2MPX-9QTR-7QK2' }, '请选择要激活的站点'],
    [{ siteId: 1 }, '请输入授权码'],
    [{ siteId: 1, code: 'H7KD2MPX9QTR7QK2' }, '授权码格式应为 XXXX-XXXX-XXXX-XXXX'],
    [{ siteId: 1, code: 'H7KD-2MPX-9QTR-7QK2-AAAA' }, '授权码格式应为 XXXX-XXXX-XXXX-XXXX'],
    [{ siteId: 'a', code: 'H7KD-2MPX-9QTR-7QK2' }, '站点必须是整数'],
    [{ siteId: 1, code: 'H7KD-2MPX-9QTR-7QK2', months: 12 }, '不支持的参数：months'],
  ])('rejects %j and writes nothing', async (body, description) => {
    await expectRefused(server, 'activateLicense', { token: w.tokens.holderA, body }, 400, description);
  });
});
