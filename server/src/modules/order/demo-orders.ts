// The demo's order history: the licence the demo site runs on was bought and renewed through orders paid over the
// last weeks (the sandbox, 模拟支付), so 订单管理, the owner's 订单列表 and the SaaS home's revenue and order trend show
// real rows. Only licensed demo sites have them; amounts are the plan's list prices as the demo's catalogue gives them.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { DemoSite } from '../module';
import { sites } from '../site/site.tables';
import { insertOrder } from './order-repository';
import { orderNumber } from './order-rules';

const DAY_MS = 24 * 3600_000;
// Yuan per month of each paid plan (LicenseType 2, 3), in fen.
const MONTHLY_FEN: Record<number, number> = { 2: 9_900, 3: 19_900 };

export async function seedDemoOrders(tx: Executor, site: DemoSite): Promise<void> {
  if (!site.licensed || !MONTHLY_FEN[site.licenseType]) return;
  const [row] = await tx
    .select({ name: sites.name, slug: sites.slug, owner: sites.ownerAccountId })
    .from(sites)
    .where(eq(sites.id, site.siteId));
  if (!row) return;
  // Days back and months: a first purchase and three renewals, the last one paid today.
  const history: { back: number; months: number; kind: 'buy' | 'renew'; paid: boolean }[] = [
    { back: 27, months: 12, kind: 'buy', paid: true },
    { back: 15 + site.rand(5), months: 1, kind: 'renew', paid: true },
    { back: 4 + site.rand(4), months: 3, kind: 'renew', paid: true },
    { back: 0, months: 1, kind: 'renew', paid: true },
  ];
  const now = Date.now();
  for (const h of history) {
    const placed = new Date(now - h.back * DAY_MS - (30 + site.rand(600)) * 60_000);
    await insertOrder(
      tx,
      {
        kind: h.kind,
        status: 'paid',
        siteId: site.siteId,
        siteName: row.name,
        siteSlug: row.slug,
        accountId: row.owner,
        licenseType: site.licenseType,
        months: h.months,
        amountFen: MONTHLY_FEN[site.licenseType] * h.months,
        payMethod: 'sandbox',
        createdAt: placed,
        paidAt: new Date(placed.getTime() + 5 * 60_000),
      },
      (id) => orderNumber(id, placed),
    );
  }
}
