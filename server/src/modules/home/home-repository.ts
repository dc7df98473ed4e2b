// The SaaS home's figures: reads over other modules' tables for this one screen (the layering rule, server/README.md:
// a read may join other modules' tables; nothing here writes). Counts the owners already export are called as they are.
import { and, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql, sum } from 'drizzle-orm';
import { ContentStatus } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { smsLedger, smsQuotas } from '../../sms/sms.tables';
import { beijingMonthStart } from '../../sms/sms-ledger';
import { impeachTargets } from '../impeach/impeach.tables';
import { licenses } from '../license/license.tables';
import { orders } from '../order/order.tables';
import { comments, posts } from '../post/post.tables';
import { sites, siteUsers } from '../site/site.tables';
import { countAllMembersSince } from '../site/site-user-repository';
import { workOrders } from '../work-order/work-order.tables';

/** A licence ending within this is shown as expiring on the home page (the issue asks for 30 days). */
export const HOME_EXPIRING_DAYS = 30;
const expiringEnd = sql`now() + make_interval(days => ${HOME_EXPIRING_DAYS})`;
const WAITING = [ContentStatus.pending, ContentStatus.resubmitted];

/** Every site, those whose licence has not ended (no licence row or no end: the basic plan) and those ending soon. */
export async function siteCounts(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${licenses.expiresAt} is null or ${licenses.expiresAt} > now())`.mapWith(Number),
      expiring: sql<number>`count(*) filter (where ${licenses.expiresAt} > now() and ${licenses.expiresAt} <= ${expiringEnd})`.mapWith(
        Number,
      ),
    })
    .from(sites)
    .leftJoin(licenses, eq(licenses.siteId, sites.id));
  return row;
}

export async function memberCounts(db: Executor, todayStart: Date) {
  const [row] = await db.select({ n: count() }).from(siteUsers).where(eq(siteUsers.isAnonymous, false));
  return { total: row.n, today: await countAllMembersSince(db, todayStart) };
}

/** Posts not deleted (any other state), and those written today. */
export async function postCounts(db: Executor, todayStart: Date) {
  const [row] = await db
    .select({ total: count(), today: sql<number>`count(*) filter (where ${posts.createdAt} >= ${todayStart})`.mapWith(Number) })
    .from(posts)
    .where(isNull(posts.deletedAt));
  return row;
}

/** What waits for review on every site: pending (10) and resubmitted (60) posts and comments. */
export async function reviewCounts(db: Executor) {
  const [p] = await db.select({ n: count() }).from(posts).where(inArray(posts.status, WAITING));
  const [c] = await db.select({ n: count() }).from(comments).where(inArray(comments.status, WAITING));
  return { posts: p.n, comments: c.n };
}

/** The platform's work orders still open. */
export async function platformWorkOrderCounts(db: Executor) {
  const rows = await db
    .select({ status: workOrders.status, n: count() })
    .from(workOrders)
    .where(and(eq(workOrders.scope, 'saas'), inArray(workOrders.status, ['pending', 'processing'])))
    .groupBy(workOrders.status);
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { pending: of('pending'), processing: of('processing') };
}

/** Reported objects still open, on every site (the platform's queue). */
export async function openReportCount(db: Executor) {
  const [row] = await db.select({ n: count() }).from(impeachTargets).where(eq(impeachTargets.state, 'open'));
  return row.n;
}

/** Orders paid this month (Beijing) and still paid: refunded ones are no revenue. */
export async function ordersThisMonth(db: Executor) {
  const [row] = await db
    .select({ paid: count(), revenue: sum(orders.amountFen).mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), gte(orders.paidAt, beijingMonthStart)));
  return { paid: row.paid, revenueFen: row.revenue ?? 0 };
}

/** Billed SMS of every site this month, and the monthly quotas set (0 = none). */
export async function smsThisMonth(db: Executor) {
  const [used] = await db
    .select({ n: count() })
    .from(smsLedger)
    .where(and(gte(smsLedger.createdAt, beijingMonthStart), inArray(smsLedger.status, ['sent', 'delivered'])));
  const [quota] = await db
    .select({ total: sum(smsQuotas.monthlyQuota).mapWith(Number), sites: count() })
    .from(smsQuotas)
    .where(gt(smsQuotas.monthlyQuota, 0));
  return { used: used.n, quota: quota.total ?? 0, sitesWithQuota: quota.sites };
}

/** Orders paid per Beijing day from `from` (a day's first instant), `YYYY-MM-DD` → count. */
export async function paidOrdersByDay(db: Executor, from: Date) {
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count() })
    .from(orders)
    .where(and(inArray(orders.status, ['paid', 'refunded']), gte(orders.paidAt, from)))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** The account's own sites with their licences, newest first. */
export function ownSites(db: Executor, accountId: number, limit: number) {
  return db
    .select({
      id: sites.id,
      name: sites.name,
      slug: sites.slug,
      licenseType: licenses.licenseType,
      expiresAt: licenses.expiresAt,
    })
    .from(sites)
    .leftJoin(licenses, eq(licenses.siteId, sites.id))
    .where(eq(sites.ownerAccountId, accountId))
    .orderBy(desc(sites.id))
    .limit(limit);
}

export async function ownExpiringCount(db: Executor, accountId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(sites)
    .innerJoin(licenses, eq(licenses.siteId, sites.id))
    .where(and(eq(sites.ownerAccountId, accountId), gt(licenses.expiresAt, sql`now()`), lte(licenses.expiresAt, expiringEnd)));
  return row.n;
}

/** Work orders the account's sites opened to the platform, still open, last moved first. */
export function ownOpenWorkOrders(db: Executor, accountId: number, limit: number) {
  return db
    .select({
      id: workOrders.id,
      siteId: workOrders.siteId,
      siteName: sites.name,
      title: workOrders.title,
      status: workOrders.status,
      updatedAt: workOrders.updatedAt,
    })
    .from(workOrders)
    .innerJoin(sites, eq(sites.id, workOrders.siteId))
    .where(
      and(
        eq(sites.ownerAccountId, accountId),
        eq(workOrders.scope, 'saas'),
        or(eq(workOrders.status, 'pending'), eq(workOrders.status, 'processing')),
      ),
    )
    .orderBy(desc(workOrders.updatedAt))
    .limit(limit);
}
