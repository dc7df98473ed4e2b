// Order and licence test steps: set or read a site's licence, place, pay and expire orders, sign notifications.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { licenses } from '../src/modules/license/license.tables';
import { orders } from '../src/modules/order/order.tables';
import { type NotificationFields, newNotifyId, signNotification } from '../src/modules/order/payment-provider';
import type { TestServer } from './harness';

const DAY_MS = 24 * 3600 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

export async function setLicense(
  server: TestServer,
  siteId: number,
  terms: { licenseType: number; startsAt?: Date; expiresAt: Date | null },
) {
  await server.database.db
    .update(licenses)
    .set({ licenseType: terms.licenseType, startsAt: terms.startsAt ?? daysFromNow(-30), expiresAt: terms.expiresAt })
    .where(eq(licenses.siteId, siteId));
}

export async function readLicense(server: TestServer, siteId: number) {
  const [row] = await server.database.db.select().from(licenses).where(eq(licenses.siteId, siteId));
  return row;
}

/** Moves a pending order's payment deadline into the past, as if 30 minutes had gone by. */
export async function expireOrder(server: TestServer, orderId: number) {
  await server.database.db.update(orders).set({ payDeadline: sql`now() - interval '1 minute'` }).where(eq(orders.id, orderId));
}

/** A sandbox notification signed with the server's secret (or `secret`): a new notify id, sent now unless told otherwise. */
export function signed(
  server: TestServer,
  fields: Pick<NotificationFields, 'paymentId' | 'amountFen' | 'status'> & Partial<Pick<NotificationFields, 'notifyId' | 'timestamp'>>,
  secret = server.deps.config.paymentNotifySecret,
) {
  const unsigned = { provider: 'sandbox' as const, notifyId: newNotifyId(), timestamp: Math.floor(Date.now() / 1000), ...fields };
  return { ...unsigned, signature: signNotification(unsigned, secret) };
}

/** A pending order for `siteId` at price `priceId` (2: 专业版 12 个月), placed by its owner. */
export async function placeOrder(server: TestServer, token: string, body: { siteId: number; priceId: number; kind: 'buy' | 'renew' }) {
  const res = await server.call('createOrder', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; orderNo: string; amountFen: number; payDeadline: string };
}

/** Opens a sandbox payment for the order and returns its id. */
export async function openPayment(server: TestServer, token: string, orderId: number) {
  const res = await server.call('payOrder', { token, body: { orderId, provider: 'sandbox' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { paymentId: string; amountFen: number; payUrl: string; expiresAt: string };
}

/** Places, pays and completes an order through the sandbox; returns the paid order. */
export async function buyAndPay(server: TestServer, token: string, body: { siteId: number; priceId: number; kind: 'buy' | 'renew' }) {
  const order = await placeOrder(server, token, body);
  const payment = await openPayment(server, token, order.id);
  const res = await server.call('completeSandboxPayment', { token, body: { paymentId: payment.paymentId, result: 'succeeded' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; status: string; licenseExpiresAt: string };
}
