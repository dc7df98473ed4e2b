import { and, desc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import { LicenseType } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { countRows, type PageRequest, pagedList, totalColumn } from '../../db/paged-list';
import { containsPattern } from '../../lib/text';
import { accounts } from '../account/account.tables';
import { licenses } from '../license/license.tables';
import { siteCategories, sites, siteUsers } from './site.tables';

export interface SiteFilter extends PageRequest {
  siteId?: number;
  ownerId?: number;
  keyword?: string;
  categoryId?: number;
  licenseType?: number;
}

type Filters = Omit<SiteFilter, 'page' | 'pageSize'>;
const FILTERS = ['siteId', 'ownerId', 'categoryId', 'licenseType', 'keyword'] as const;

/**
 * The list, built for one combination of filters with placeholders for their values. Prepared once per combination
 * and connection, so repeated listings skip both building the SQL and planning it.
 */
function buildListQuery(db: Executor, used: ReadonlySet<(typeof FILTERS)[number]>, name: string) {
  const conditions: SQL[] = [];
  if (used.has('siteId')) conditions.push(eq(sites.id, sql.placeholder('siteId')));
  if (used.has('ownerId')) conditions.push(eq(sites.ownerAccountId, sql.placeholder('ownerId')));
  if (used.has('categoryId')) conditions.push(eq(sites.categoryId, sql.placeholder('categoryId')));
  if (used.has('licenseType')) {
    conditions.push(
      // Spelled out: in a single-table select drizzle leaves columns unqualified, which the subquery would rebind.
      sql`exists (select 1 from ${licenses} l where l.site_id = "sites"."id" and l.license_type = ${sql.placeholder('licenseType')})`,
    );
  }
  if (used.has('keyword')) {
    conditions.push(or(ilike(sites.name, sql.placeholder('pattern')), ilike(sites.slug, sql.placeholder('pattern')))!);
  }
  const where = and(...conditions);
  const total = db.select({ n: countRows() }).from(sites).where(where);
  const page = db.$with('page').as(
    db
      .select({
        id: sites.id,
        name: sites.name,
        slug: sites.slug,
        customDomain: sites.customDomain,
        description: sites.description,
        categoryId: sites.categoryId,
        ownerAccountId: sites.ownerAccountId,
        createdAt: sites.createdAt,
      })
      .from(sites)
      .where(where)
      .orderBy(desc(sites.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  const list = db
    .with(page)
    .select({
      id: page.id,
      name: page.name,
      slug: page.slug,
      customDomain: page.customDomain,
      description: page.description,
      categoryId: page.categoryId,
      categoryName: siteCategories.name,
      ownerAccountId: page.ownerAccountId,
      ownerName: accounts.userName,
      ownerMobile: accounts.mobile,
      licenseType: sql<number>`coalesce(${licenses.licenseType}, ${sql.raw(String(LicenseType.basic))})`,
      licenseExpiresAt: licenses.expiresAt,
      // Everyone minus the built-in anonymous user, as two index-only counts (primary key, one-anonymous index).
      memberCount: sql<number>`(select count(*)::int from ${siteUsers} u where u.site_id = "page"."id")
        - (select count(*)::int from ${siteUsers} u where u.site_id = "page"."id" and u.is_anonymous)`,
      createdAt: page.createdAt,
      total: totalColumn(total),
    })
    .from(page)
    .innerJoin(siteCategories, eq(siteCategories.id, page.categoryId))
    .innerJoin(accounts, eq(accounts.id, page.ownerAccountId))
    .leftJoin(licenses, eq(licenses.siteId, page.id))
    .orderBy(desc(page.id));
  return { list: list.prepare(`site_list_${name}`), total: total.prepare(`site_count_${name}`) };
}

const preparedLists = new WeakMap<Executor, Map<string, ReturnType<typeof buildListQuery>>>();

function listQuery(db: Executor, filters: Filters) {
  const used = new Set(FILTERS.filter((key) => filters[key] !== undefined && filters[key] !== ''));
  const name = FILTERS.map((key) => (used.has(key) ? '1' : '0')).join('');
  const byShape = preparedLists.get(db) ?? new Map<string, ReturnType<typeof buildListQuery>>();
  preparedLists.set(db, byShape);
  const query = byShape.get(name) ?? buildListQuery(db, used, name);
  byShape.set(name, query);
  return query;
}

/**
 * The site list screen (its owner's name from accounts, its licence from licenses, read through their tables files).
 * One round trip for a page of sites: the page is chosen from `sites` alone, then only its rows are joined to their
 * category, owner and licence and have their members counted (primary-key lookups, no N+1).
 */
export async function listSites(db: Executor, filter: SiteFilter) {
  const keyword = filter.keyword?.trim() || undefined;
  const query = listQuery(db, { ...filter, keyword });
  const values = {
    siteId: filter.siteId,
    ownerId: filter.ownerId,
    categoryId: filter.categoryId,
    licenseType: filter.licenseType,
    pattern: keyword && containsPattern(keyword),
  };
  return pagedList(
    filter,
    (range) => query.list.execute({ ...values, ...range }),
    () => query.total.execute(values),
  );
}

export type SiteRow = Awaited<ReturnType<typeof listSites>>['list'][number];

export async function findSiteRow(db: Executor, siteId: number): Promise<SiteRow | undefined> {
  const { list } = await listSites(db, { siteId, page: 1, pageSize: 1 });
  return list[0];
}

/** What access checks need; `forUpdate` holds the row until the transaction ends (transfer, delete). */
export async function findSiteOwner(db: Executor, siteId: number, forUpdate = false) {
  const query = db
    .select({ id: sites.id, slug: sites.slug, customDomain: sites.customDomain, ownerAccountId: sites.ownerAccountId })
    .from(sites)
    .where(eq(sites.id, siteId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function listCategories(db: Executor) {
  return db
    .select({ id: siteCategories.id, name: siteCategories.name })
    .from(siteCategories)
    .orderBy(siteCategories.sort, siteCategories.id);
}

export async function categoryExists(db: Executor, categoryId: number) {
  const [row] = await db.select({ id: siteCategories.id }).from(siteCategories).where(eq(siteCategories.id, categoryId));
  return Boolean(row);
}

export async function slugTaken(db: Executor, slug: string) {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  return Boolean(row);
}

export async function deleteSite(db: Executor, siteId: number) {
  await db.delete(sites).where(eq(sites.id, siteId));
}

/** Serialises writes that must not interleave within one site (its ranks, …) without blocking other sites. */
export async function lockSite(tx: Executor, siteId: number) {
  await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for('no key update');
}

export async function updateSiteProfile(tx: Executor, siteId: number, values: Partial<{ name: string; description: string }>) {
  await tx
    .update(sites)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(sites.id, siteId));
}

export async function countSitesSince(db: Executor, since: Date | SQL) {
  const [row] = await db.select({ n: countRows() }).from(sites).where(gt(sites.createdAt, since));
  return row.n;
}

// ── Choosing a site by host ──

export async function findSiteRef(db: Executor, siteId: number) {
  const [row] = await db
    .select({ id: sites.id, slug: sites.slug, name: sites.name, customDomain: sites.customDomain, ownerAccountId: sites.ownerAccountId })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row;
}

/** The site answering to `host`: by custom domain, or by `slug` when the host is `{slug}.{BASE_DOMAIN}`. */
export async function findSiteIdByHost(db: Executor, host: string, slug: string | null) {
  const [row] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(slug ? or(eq(sites.slug, slug), eq(sites.customDomain, host)) : eq(sites.customDomain, host));
  return row?.id;
}

/** The site's primary custom domain (site-domain module: a verified domain, or null back to `{slug}.{BASE_DOMAIN}`). */
export async function setSiteCustomDomain(tx: Executor, siteId: number, hostname: string | null) {
  await tx.update(sites).set({ customDomain: hostname, updatedAt: sql`now()` }).where(eq(sites.id, siteId));
}
