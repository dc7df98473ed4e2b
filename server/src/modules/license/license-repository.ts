import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LicenseType } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { countRows, type PageRequest, pagedList, totalColumn } from '../../db/paged-list';
import { accounts } from '../account/account.tables';
import { orders } from '../order/order.tables';
import { sites } from '../site/site.tables';
import { licenseCodes, licenses } from './license.tables';
import type { LicenseTerms } from './license-state';

/** The site's licence, held until the transaction ends: every change to a licence happens under this lock. */
export async function lockLicense(tx: Executor, siteId: number): Promise<LicenseTerms | undefined> {
  const [row] = await tx
    .select({ licenseType: licenses.licenseType, startsAt: licenses.startsAt, expiresAt: licenses.expiresAt })
    .from(licenses)
    .where(eq(licenses.siteId, siteId))
    .for('update');
  return row;
}

export async function saveLicense(tx: Executor, siteId: number, terms: LicenseTerms) {
  await tx
    .update(licenses)
    .set({ licenseType: terms.licenseType, startsAt: terms.startsAt, expiresAt: terms.expiresAt, updatedAt: new Date() })
    .where(eq(licenses.siteId, siteId));
}

export async function findLicense(db: Executor, siteId: number) {
  const [row] = await db
    .select({ licenseType: licenses.licenseType, expiresAt: licenses.expiresAt })
    .from(licenses)
    .where(eq(licenses.siteId, siteId));
  return row;
}

/** A new site's licence: the basic plan, from now, without an end. */
export async function insertBasicLicense(tx: Executor, siteId: number) {
  await tx.insert(licenses).values({ siteId, licenseType: LicenseType.basic });
}

/** The licence page: a site with its owner and licence (sites and accounts read through their tables files). */
export async function findSiteLicense(db: Executor, siteId: number) {
  const [row] = await db
    .select({
      siteId: sites.id,
      siteName: sites.name,
      siteSlug: sites.slug,
      masterId: sites.ownerAccountId,
      masterName: accounts.userName,
      licenseType: licenses.licenseType,
      startsAt: licenses.startsAt,
      expiresAt: licenses.expiresAt,
    })
    .from(sites)
    .innerJoin(accounts, eq(accounts.id, sites.ownerAccountId))
    .innerJoin(licenses, eq(licenses.siteId, sites.id))
    .where(eq(sites.id, siteId));
  return row;
}

/** A site with its owner and licence, as an order needs it. */
export async function findSiteForOrder(db: Executor, siteId: number) {
  const [row] = await db
    .select({
      id: sites.id,
      name: sites.name,
      slug: sites.slug,
      ownerAccountId: sites.ownerAccountId,
      licenseType: licenses.licenseType,
      startsAt: licenses.startsAt,
      expiresAt: licenses.expiresAt,
    })
    .from(sites)
    .innerJoin(licenses, eq(licenses.siteId, sites.id))
    .where(eq(sites.id, siteId));
  return row;
}

// ── Licence codes ──

export async function insertLicenseCodes(
  tx: Executor,
  rows: { codeHash: Buffer; codeTail: string; licenseType: number; months: number; note: string; createdBy: number }[],
) {
  return tx.insert(licenseCodes).values(rows).returning({ id: licenseCodes.id });
}

/**
 * Marks an unused code used, in one statement: of two activations of one code running at once, the second waits for the
 * first and then finds no unused row.
 */
export async function claimLicenseCode(tx: Executor, codeHash: Buffer, siteId: number) {
  const [row] = await tx
    .update(licenseCodes)
    .set({ status: 'used', usedAt: new Date(), usedSiteId: siteId })
    .where(and(eq(licenseCodes.codeHash, codeHash), eq(licenseCodes.status, 'unused')))
    .returning({ id: licenseCodes.id, licenseType: licenseCodes.licenseType, months: licenseCodes.months });
  return row;
}

export async function setLicenseCodeOrder(tx: Executor, codeId: number, orderId: number) {
  await tx.update(licenseCodes).set({ usedOrderId: orderId }).where(eq(licenseCodes.id, codeId));
}

export async function findLicenseCodeStatus(db: Executor, where: { id: number } | { codeHash: Buffer }) {
  const [row] = await db
    .select({ id: licenseCodes.id, status: licenseCodes.status })
    .from(licenseCodes)
    .where('id' in where ? eq(licenseCodes.id, where.id) : eq(licenseCodes.codeHash, where.codeHash));
  return row;
}

export async function revokeUnusedLicenseCode(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(licenseCodes)
    .set({ status: 'revoked' })
    .where(and(eq(licenseCodes.id, id), eq(licenseCodes.status, 'unused')))
    .returning({ id: licenseCodes.id });
  return rows.length > 0;
}

// The codes list screen names who made each code (accounts) and where it went (the order's kept site name).
const creator = alias(accounts, 'creator');

export async function listLicenseCodes(db: Executor, filter: { status?: string } & PageRequest) {
  const where = filter.status ? eq(licenseCodes.status, filter.status) : undefined;
  const count = db.select({ n: countRows() }).from(licenseCodes).where(where);
  return pagedList(
    filter,
    ({ limit, offset }) =>
      db
        .select({
          id: licenseCodes.id,
          codeTail: licenseCodes.codeTail,
          licenseType: licenseCodes.licenseType,
          months: licenseCodes.months,
          note: licenseCodes.note,
          status: licenseCodes.status,
          createdAt: licenseCodes.createdAt,
          createdByName: creator.userName,
          usedAt: licenseCodes.usedAt,
          usedSiteId: licenseCodes.usedSiteId,
          // The order keeps the site's name as it was, so a code used on a since-deleted site still says where it went.
          usedSiteName: sql<string>`coalesce(${orders.siteName}, '')`,
          total: totalColumn(count),
        })
        .from(licenseCodes)
        .innerJoin(creator, eq(creator.id, licenseCodes.createdBy))
        .leftJoin(orders, eq(orders.id, licenseCodes.usedOrderId))
        .where(where)
        .orderBy(desc(licenseCodes.createdAt), desc(licenseCodes.id))
        .limit(limit)
        .offset(offset),
    () => count,
  );
}
