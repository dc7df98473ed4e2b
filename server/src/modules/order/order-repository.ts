import { and, asc, desc, eq, getTableColumns, gt, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { countRows, type PagedList, type PageRequest, pagedList, totalColumn } from '../../db/paged-list';
import { containsPattern } from '../../lib/text';
import { accounts } from '../account/account.tables';
import { licensePlans, orders, paymentNotifications, payments, planPrices } from './order.tables';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNo'>;
export type OrderPatch = Partial<Omit<OrderRecord, 'id' | 'orderNo' | 'createdAt'>>;

// A pending order past its deadline reads as cancelled by timeout at its deadline, whether or not the sweeper has
// written that yet: reads never write, and what they show does not depend on when the sweeper last ran.
const timedOut = sql`(${orders.status} = 'pending' and ${orders.payDeadline} <= now())`;
const effectiveStatus = sql<string>`case when ${timedOut} then 'cancelled' else ${orders.status} end`;

// Lists and views name the account an order belongs to (accounts read through account.tables).
const viewColumns = {
  ...getTableColumns(orders),
  status: effectiveStatus,
  cancelledAt: sql<Date | null>`case when ${timedOut} then ${orders.payDeadline} else ${orders.cancelledAt} end`.mapWith(
    orders.cancelledAt,
  ),
  cancelReason: sql<string>`case when ${timedOut} then 'timeout' else ${orders.cancelReason} end`,
  accountName: accounts.userName,
  accountMobile: accounts.mobile,
};
export type OrderViewRow = OrderRecord & { accountName: string; accountMobile: string };

export interface OrderFilter extends PageRequest {
  accountId?: number;
  siteId?: number;
  status?: string;
  kind?: string;
  accountKeyword?: string;
  siteKeyword?: string;
  createdFrom?: Date;
  createdBefore?: Date;
  /** Only orders that changed a licence (paid or refunded after being applied). */
  appliedOnly?: boolean;
}

/**
 * Pending orders past their deadline become cancelled (timeout), as reads already show them. Only the sweeper calls it.
 * One statement on the partial index of pending orders; rows another transaction holds (a payment being settled) are
 * left to it.
 */
export async function cancelTimedOutOrders(db: Executor): Promise<number> {
  // Both drivers answer raw statements with `{ rows }`.
  const result = await db.execute(sql`
    update ${orders} set status = 'cancelled', cancelled_at = pay_deadline, cancel_reason = 'timeout'
    where id in (
      select id from ${orders} where status = 'pending' and pay_deadline <= now() for update skip locked
    )
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** The order number needs the id, so the id is drawn first and the row inserted with it. */
export async function insertOrder(tx: Executor, values: NewOrder, orderNo: (id: number) => string): Promise<number> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::text as id`);
  const [{ id }] = (result as unknown as { rows: { id: string }[] }).rows;
  const orderId = Number(id);
  await tx
    .insert(orders)
    .overridingSystemValue()
    .values({ ...values, id: orderId, orderNo: orderNo(orderId) });
  return orderId;
}

export async function findOrder(db: Executor, orderId: number, forUpdate = false): Promise<OrderRecord | undefined> {
  const query = db.select().from(orders).where(eq(orders.id, orderId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateOrder(tx: Executor, orderId: number, patch: OrderPatch) {
  await tx.update(orders).set(patch).where(eq(orders.id, orderId));
}

export async function findOrderView(db: Executor, orderId: number): Promise<OrderViewRow | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where(eq(orders.id, orderId));
  return row;
}

export async function listOrders(db: Executor, filter: OrderFilter): Promise<PagedList<OrderViewRow>> {
  const conditions: SQL[] = [];
  if (filter.accountId) conditions.push(eq(orders.accountId, filter.accountId));
  if (filter.siteId) conditions.push(eq(orders.siteId, filter.siteId));
  if (filter.status) conditions.push(sql`${effectiveStatus} = ${filter.status}`);
  if (filter.kind) conditions.push(eq(orders.kind, filter.kind));
  if (filter.createdFrom) conditions.push(gte(orders.createdAt, filter.createdFrom));
  if (filter.createdBefore) conditions.push(lt(orders.createdAt, filter.createdBefore));
  if (filter.appliedOnly) conditions.push(sql`${orders.status} in ('paid', 'refunded') and ${orders.prevLicenseType} is not null`);
  const accountKeyword = filter.accountKeyword?.trim();
  if (accountKeyword) {
    const pattern = containsPattern(accountKeyword);
    conditions.push(or(ilike(accounts.userName, pattern), ilike(accounts.mobile, pattern))!);
  }
  const siteKeyword = filter.siteKeyword?.trim();
  if (siteKeyword) {
    // Orders keep the site's name and slug as they were, so a deleted or renamed site's orders are still found.
    const pattern = containsPattern(siteKeyword);
    conditions.push(or(ilike(orders.siteName, pattern), ilike(orders.siteSlug, pattern))!);
  }
  const where = and(...conditions);
  const count = db.select({ n: countRows() }).from(orders).innerJoin(accounts, eq(accounts.id, orders.accountId)).where(where);
  return pagedList(
    filter,
    ({ limit, offset }) =>
      db
        .select({ ...viewColumns, total: totalColumn(count) })
        .from(orders)
        .innerJoin(accounts, eq(accounts.id, orders.accountId))
        .where(where)
        .orderBy(...(filter.appliedOnly ? [sql`${orders.paidAt} desc nulls last`] : [desc(orders.createdAt)]), desc(orders.id))
        .limit(limit)
        .offset(offset),
    () => count,
  );
}

export async function countOrdersSince(db: Executor, since: Date | SQL) {
  const [row] = await db.select({ n: countRows() }).from(orders).where(gt(orders.createdAt, since));
  return row.n;
}

/** The site's paid order applied last: only it can be refunded, since later licence changes were built on it. */
export async function latestAppliedOrderId(db: Executor, siteId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.status, 'paid'), sql`${orders.prevLicenseType} is not null`))
    .orderBy(sql`${orders.paidAt} desc nulls last`, desc(orders.id))
    .limit(1);
  return row?.id;
}

export async function findPrice(db: Executor, priceId: number) {
  const [row] = await db
    .select({ ...getTableColumns(planPrices), planName: licensePlans.name })
    .from(planPrices)
    .innerJoin(licensePlans, eq(licensePlans.licenseType, planPrices.licenseType))
    .where(eq(planPrices.id, priceId));
  return row;
}

export async function listPlansWithPrices(db: Executor) {
  const [plans, prices] = await Promise.all([
    db.select().from(licensePlans).orderBy(asc(licensePlans.licenseType)),
    db.select().from(planPrices).where(eq(planPrices.active, true)).orderBy(asc(planPrices.licenseType), asc(planPrices.months)),
  ]);
  return { plans, prices };
}

export async function planName(db: Executor, licenseType: number): Promise<string> {
  const [row] = await db.select({ name: licensePlans.name }).from(licensePlans).where(eq(licensePlans.licenseType, licenseType));
  return row?.name ?? '';
}

// ── Payments ──

export type PaymentRecord = typeof payments.$inferSelect;

export async function insertPayment(tx: Executor, values: { id: string; orderId: number; provider: string; amountFen: number }) {
  await tx.insert(payments).values(values);
}

export async function findPayment(db: Executor, paymentId: string): Promise<PaymentRecord | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

/** An open payment of this order with this provider, so that paying twice reuses it rather than opening a second one. */
export async function findPendingPayment(db: Executor, orderId: number, provider: string): Promise<PaymentRecord | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider), eq(payments.status, 'pending')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** Locks the order a payment belongs to: every change to an order's status happens under this lock. */
export async function lockOrderOfPayment(tx: Executor, paymentId: string): Promise<OrderRecord | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(sql`${orders.id} = (select order_id from ${payments} where id = ${paymentId})`)
    .for('update');
  return row;
}

export async function setPaymentStatus(tx: Executor, paymentId: string, status: 'succeeded' | 'failed') {
  await tx.update(payments).set({ status, notifiedAt: new Date() }).where(eq(payments.id, paymentId));
}

/**
 * Claims a notification's id for good; false when it was claimed before (a replay). Run it in the transaction that
 * applies the notification: a refusal rolls the claim back, and a second claim of the same id waits for the first.
 */
export async function claimNotification(
  tx: Executor,
  notification: { provider: string; notifyId: string; paymentId: string; status: string; timestamp: number },
): Promise<boolean> {
  const claimed = await tx
    .insert(paymentNotifications)
    .values({
      provider: notification.provider,
      notifyId: notification.notifyId,
      paymentId: notification.paymentId,
      status: notification.status,
      sentAt: new Date(notification.timestamp * 1000),
    })
    .onConflictDoNothing()
    .returning({ notifyId: paymentNotifications.notifyId });
  return claimed.length > 0;
}
