// The points mall end to end through the operations, and redemptions that race: never oversold, never negative, and
// the ledger still adds up. On TEST_DATABASE_URL the redemptions really run at once.

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { openMall } from '../../../test/mall-kit';
import { type ConsoleTestSite, twoSites } from '../../../test/two-sites';
import { userPoints } from '../point/point.tables';
import { checkLedger } from '../point/point-ledger';
import { as, type Member, member } from '../post/post-test-kit';
import { siteSettings } from '../site-console/site-console.tables';
import { gifts } from './mall.tables';
import { createMallService } from './mall-service';

let server: TestServer;
let a: ConsoleTestSite;
let b: ConsoleTestSite;
let reader: Member;

const address = {
  name: '林小书',
  mobile: '13912345678',
  regionCode: '330106',
  regionName: '浙江省-杭州市-西湖区',
  detail: '文三路 90 号 3 幢 501',
};

beforeAll(async () => {
  server = await startTestServer();
  ({ a, b } = (await twoSites(server)).sites);
  reader = await member(server, a, '书友小林');
});
afterAll(() => server?.close());

const owner = () => ({ token: a.tokens.owner, host: a.host });

async function give(m: Member, delta: number) {
  const res = await server.call('adjustPoints', { ...owner(), body: { userId: m.id, category: 'coin', delta, reason: '活动奖励' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.balance as number;
}

async function coins(userId: number) {
  const res = await server.database.db
    .select({ balance: userPoints.balance })
    .from(userPoints)
    .where(and(eq(userPoints.siteId, a.id), eq(userPoints.userId, userId)));
  return res.reduce((sum, r) => sum + r.balance, 0);
}

async function createGift(body: Record<string, unknown>) {
  const res = await server.call('createGift', { ...owner(), body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; stock: number; kind: string };
}

describe('the Mall rule (spec §4), on the server', () => {
  it('answers 403 in the console and 404 on the member site until the site runs the flagship plan with gifts on', async () => {
    const list = await server.call('getGiftList', owner());
    expect(list.status).toBe(403);
    expect(list.body.description).toContain('积分商城未开通');
    expect((await server.call('getMallGiftList', { host: a.host })).status).toBe(404);
    await openMall(server, a.id);
    expect((await server.call('getGiftList', owner())).status).toBe(200);
    expect((await server.call('getMallGiftList', { host: b.host })).status).toBe(404);
  });

  it('is closed too while the site switched the mall off (mallFunctionStatus), as the console menu hides it', async () => {
    const mallSwitch = (on: 0 | 1) =>
      server.database.db.update(siteSettings).set({ mallFunctionStatus: on }).where(eq(siteSettings.siteId, a.id));
    await mallSwitch(0);
    expect((await server.call('getGiftList', owner())).status).toBe(403);
    expect((await server.call('getMallGiftList', { host: a.host })).status).toBe(404);
    await mallSwitch(1);
    expect((await server.call('getGiftList', owner())).status).toBe(200);
  });
});

describe('gifts and redemptions', () => {
  it('creates a gift from name, points and stock with the rest defaulted', async () => {
    const gift = await createGift({ name: '读书会帆布袋', points: 300, stock: 5 });
    const res = await server.call('getGift', { ...owner(), query: { id: gift.id } });
    expect(res.body.data).toMatchObject({
      name: '读书会帆布袋',
      points: 300,
      stock: 5,
      kind: 'physical',
      onShelf: 1,
      perMemberLimit: 0,
      images: [],
      pointCategoryName: '金币',
      redeemedCount: 0,
    });
  });

  it('redeems, ships, completes and cancels, with points and stock following', async () => {
    const category = await server.call('createGiftCategory', { ...owner(), body: { name: '文创周边' } });
    expect(category.status, JSON.stringify(category.body)).toBe(200);
    const categoryId = category.body.data.id as number;
    const gift = await createGift({ name: '藏书票套装', points: 200, stock: 3, categoryId, perMemberLimit: 2 });
    await give(reader, 1000);
    const listed = await server.call('getMallGiftList', { host: a.host, query: { categoryId } });
    expect(listed.body.data.list.map((g: { id: number }) => g.id)).toEqual([gift.id]);
    expect(listed.body.data.list[0]).toMatchObject({ categoryId, categoryName: '文创周边' });
    expect(listed.body.data.categories).toEqual([{ id: categoryId, name: '文创周边' }]);

    const noAddress = await server.call('redeemGift', { ...as(reader), body: { giftId: gift.id } });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.description).toBe('请填写收货地址');

    const first = await server.call('redeemGift', { ...as(reader), body: { giftId: gift.id, address } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ status: 10, code: null, balance: 800 });
    const second = await server.call('redeemGift', { ...as(reader), body: { giftId: gift.id, address } });
    expect(second.body.data.balance).toBe(600);
    const third = await server.call('redeemGift', { ...as(reader), body: { giftId: gift.id, address } });
    expect(third.status).toBe(409);
    expect(third.body.description).toContain('每人限兑 2 次');
    expect(await coins(reader.id)).toBe(600);

    const ship = await server.call('shipMallOrders', {
      ...owner(),
      body: { items: [{ id: first.body.data.id, carrier: '顺丰速运', trackingNo: 'SF1234567890' }] },
    });
    expect(ship.body.data).toEqual({ shipped: [first.body.data.id], skipped: [] });
    const mine = await server.call('getMyRedemptionList', as(reader));
    const shipped = mine.body.data.list.find((o: { id: number }) => o.id === first.body.data.id);
    expect(shipped).toMatchObject({ status: 20, carrier: '顺丰速运', trackingNo: 'SF1234567890', address });

    expect((await server.call('completeMallOrder', { ...owner(), body: { id: first.body.data.id } })).body.data.status).toBe(30);
    const cancelled = await server.call('cancelMallOrder', { ...owner(), body: { id: second.body.data.id, reason: '缺货' } });
    expect(cancelled.body.data).toMatchObject({ status: 40, cancelReason: '缺货' });
    expect(await coins(reader.id)).toBe(800);
    expect((await server.call('getGift', { ...owner(), query: { id: gift.id } })).body.data).toMatchObject({ stock: 2, redeemedCount: 1 });
    const again = await server.call('cancelMallOrder', { ...owner(), body: { id: second.body.data.id, reason: '缺货' } });
    expect(again.status).toBe(409);

    const orders = await server.call('getMallOrderList', { ...owner(), query: { status: 40 } });
    expect(orders.body.data.list.map((o: { id: number }) => o.id)).toContain(second.body.data.id);
    expect((await checkLedger(server.database.db, a.id)).mismatches).toEqual([]);
  });

  it('hands out a virtual gift’s codes, one per redemption, until they run out', async () => {
    const gift = await createGift({ name: '京东 E 卡 10 元', points: 50, stock: 99, kind: 'virtual' });
    expect(gift.stock).toBe(0);
    const codes = await server.call('addGiftCodes', {
      ...owner(),
      body: { giftId: gift.id, codes: ['JD-AAAA-0001', 'JD-AAAA-0002', 'JD-AAAA-0001'] },
    });
    expect(codes.body.data).toEqual({ added: 2, duplicates: 1, stock: 2 });
    await give(reader, 200);
    const handed = [];
    for (let i = 0; i < 2; i++) {
      const res = await server.call('redeemGift', { ...as(reader), body: { giftId: gift.id } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.status).toBe(30);
      handed.push(res.body.data.code);
    }
    expect(handed.sort()).toEqual(['JD-AAAA-0001', 'JD-AAAA-0002']);
    const gone = await server.call('redeemGift', { ...as(reader), body: { giftId: gift.id } });
    expect(gone.status).toBe(409);
    expect(gone.body.description).toBe('礼品已兑完');
  });

  it('takes gifts off the shelf: the member site no longer shows or redeems them', async () => {
    const gift = await createGift({ name: '书签', points: 10, stock: 10 });
    await server.call('setGiftShelf', { ...owner(), body: { ids: [gift.id], onShelf: 0 } });
    expect((await server.call('getMallGift', { host: a.host, query: { id: gift.id } })).status).toBe(404);
    expect((await server.call('redeemGift', { ...as(reader), body: { giftId: gift.id, address } })).status).toBe(404);
  });
});

describe('redemptions that race', () => {
  const mall = () => createMallService({ db: server.database.db });

  it('200 parallel redemptions of a gift with stock 1 give exactly one order', async () => {
    const gift = await createGift({ name: '签名版《三体》', points: 10, stock: 1 });
    const buyer = await member(server, a);
    await give(buyer, 10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => mall().redeem({ siteId: a.id, siteUserId: buyer.id }, { giftId: gift.id, address })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [row] = await server.database.db
      .select({ stock: gifts.stock })
      .from(gifts)
      .where(and(eq(gifts.siteId, a.id), eq(gifts.id, gift.id)));
    expect(row.stock).toBe(0);
    expect(await coins(buyer.id)).toBe(9_990);
    expect((await checkLedger(server.database.db, a.id)).mismatches).toEqual([]);
  });

  it('a member with points for one redemption firing 50 in parallel gets one', async () => {
    const gift = await createGift({ name: '读书会马克杯', points: 500, stock: 100 });
    const buyer = await member(server, a);
    await give(buyer, 700);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => mall().redeem({ siteId: a.id, siteUserId: buyer.id }, { giftId: gift.id, address })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(new Set(results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason.message))).toEqual(
      new Set(['积分余额不足']),
    );
    expect(await coins(buyer.id)).toBe(200);
    const [row] = await server.database.db
      .select({ stock: gifts.stock })
      .from(gifts)
      .where(and(eq(gifts.siteId, a.id), eq(gifts.id, gift.id)));
    expect(row.stock).toBe(99);
    expect((await checkLedger(server.database.db, a.id)).mismatches).toEqual([]);
    const check = await server.call('checkPointLedger', owner());
    expect(check.body.data.mismatches).toEqual([]);
    expect(check.body.data.checked).toBeGreaterThan(0);
  });
});
