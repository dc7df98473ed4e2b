// The demo's points mall (积分商城) on the flagship demo site: gifts of both kinds in a few categories, members holding
// at least 1,000 coins, and redemptions in every state, made through the mall's own service (so stock, points and
// the ledger move as they do live) inside the seed's transaction.
import { and, eq } from 'drizzle-orm';
import type { ConsolePrincipal } from '../auth/principal';
import type { Database, Executor } from '../db/database';
import { createGiftCategoryService } from '../modules/mall/gift-category-service';
import { createMallService } from '../modules/mall/mall-service';
import { applyPointChange } from '../modules/point/point-ledger';
import { siteUsers } from '../modules/site/site.tables';
import { demoReaders } from './demo-post-texts';

const gifts = [
  {
    name: '读书会定制帆布袋',
    points: 300,
    stock: 40,
    category: '文创周边',
    perMemberLimit: 2,
    description: '加厚 12 安帆布，印有读书会标志，可装下 A4 书本与一瓶水。',
  },
  {
    name: '黄铜书签（刻字款）',
    points: 180,
    stock: 60,
    category: '文创周边',
    perMemberLimit: 0,
    description: '黄铜蚀刻，背面可刻四字以内短句，随附丝绒小袋。',
  },
  {
    name: '《额尔古纳河右岸》签名本',
    points: 1200,
    stock: 3,
    category: '图书',
    perMemberLimit: 1,
    description: '迟子建签名本，限量 3 本，先兑先得。',
  },
  {
    name: '年度好书盲盒（3 本）',
    points: 900,
    stock: 15,
    category: '图书',
    perMemberLimit: 1,
    description: '由读书会选书组挑选的三本好书，题材随机，不与已读书目重复。',
  },
  {
    name: '线下读书会入场券',
    points: 150,
    stock: 30,
    category: '活动',
    perMemberLimit: 1,
    description: '每月最后一个周六下午，西湖边的茶室，含茶点。',
  },
  {
    name: '电子书平台月卡',
    points: 250,
    stock: 0,
    category: '电子券',
    perMemberLimit: 0,
    kind: 'virtual' as const,
    description: '兑换后获得月卡兑换码，在电子书平台「我的-兑换」中使用。',
  },
  {
    name: '咖啡馆 20 元代金券',
    points: 200,
    stock: 0,
    category: '电子券',
    perMemberLimit: 3,
    kind: 'virtual' as const,
    description: '合作书店咖啡馆通用，有效期 90 天。',
  },
];

const addresses = [
  { name: '林小书', mobile: '13912345678', regionCode: '330106', regionName: '浙江省-杭州市-西湖区', detail: '文三路 90 号 3 幢 501' },
  { name: '周晓雨', mobile: '13867781234', regionCode: '330105', regionName: '浙江省-杭州市-拱墅区', detail: '湖墅南路 188 号 2 单元 302' },
  { name: '陈默', mobile: '15088886666', regionCode: '310104', regionName: '上海市-上海市-徐汇区', detail: '漕溪北路 398 号 15 楼' },
];

export async function seedDemoMall(
  tx: Executor,
  siteId: number,
  adminId: number,
  members: { id: number }[],
  rand: (max: number) => number,
) {
  const mall = createMallService({ db: tx as Database });
  const admin = { kind: 'console', siteId, siteUserId: adminId, roles: ['Mall'], userType: 0 } as unknown as ConsolePrincipal;
  const from = { ip: '127.0.0.1', userAgent: 'demo-seed' } as never;
  const categories = createGiftCategoryService({ db: tx as Database });
  const categoryIds = new Map<string, number>();
  // 会员专享 stays empty and disabled: what a category looks like before its gifts arrive.
  for (const [i, name] of [...new Set(gifts.map((g) => g.category)), '会员专享'].entries())
    categoryIds.set(name, (await categories.create(siteId, { name, sort: (i + 1) * 10, enabled: name === '会员专享' ? 0 : 1 })).id);
  const ids: number[] = [];
  for (const { category, ...gift } of gifts) {
    const saved = await mall.createGift(admin, { ...gift, categoryId: categoryIds.get(category) }, from);
    ids.push(saved.id);
    if (gift.kind === 'virtual') {
      const prefix = gift.name.startsWith('电子书') ? 'EBK' : 'CAFE';
      const codes = Array.from({ length: 12 }, (_, i) => `${prefix}-${String(1000 + rand(9000))}-${String(i + 1).padStart(4, '0')}`);
      await mall.addCodes(admin, { giftId: saved.id, codes }, from);
    }
  }
  const readers = await tx
    .select({ id: siteUsers.id, account: siteUsers.account })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId)));
  const readerIds = readers.filter((r) => demoReaders.some((d) => d.account === r.account)).map((r) => r.id);
  // The reading month's prize: every member can shop.
  for (const userId of [...readerIds, ...members.map((m) => m.id)])
    await applyPointChange(tx, { siteId, userId, category: 'coin', delta: 2000 + rand(20) * 50, reason: '读书月活动奖励' });

  const buyers = [...readerIds, ...members.slice(0, 6).map((m) => m.id)];
  const redeem = (userId: number, gift: number, n: number) =>
    mall.redeem({ siteId, siteUserId: userId }, { giftId: ids[gift], address: addresses[n % addresses.length] });
  const orders: number[] = [];
  for (const [n, userId] of buyers.entries()) {
    orders.push((await redeem(userId, n % 2, n)).id); // 帆布袋 / 书签
    orders.push((await redeem(userId, 4, n)).id); // 入场券
    await redeem(userId, 5 + (n % 2), n); // a code: completed at once
  }
  // Every state: shipped, completed, cancelled; the rest wait for shipment.
  await mall.ship(
    admin,
    {
      items: orders
        .slice(0, 5)
        .map((id, i) => ({ id, carrier: i % 2 ? '中通快递' : '顺丰速运', trackingNo: `SF${1_400_000_000 + i * 7919}` })),
    },
    from,
  );
  await mall.complete(admin, orders[0], from);
  await mall.complete(admin, orders[1], from);
  await mall.cancel(admin, { id: orders[6], reason: '收货地址不在配送范围，积分已退回' }, from);
}
