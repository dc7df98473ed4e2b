// SQL on site_domains that the tenancy resolver and the service share.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { siteDomains } from './site-domain.tables';

export type SiteDomainRow = typeof siteDomains.$inferSelect;

/** The site a verified custom domain belongs to (the resolver, after the primary `sites.custom_domain`). */
export async function findVerifiedDomainSiteId(db: Executor, hostname: string) {
  const [row] = await db
    .select({ siteId: siteDomains.siteId })
    .from(siteDomains)
    .where(and(eq(siteDomains.hostname, hostname), eq(siteDomains.status, 'verified')));
  return row?.siteId;
}

export async function listSiteDomains(db: Executor, siteId: number) {
  return db.select().from(siteDomains).where(eq(siteDomains.siteId, siteId)).orderBy(asc(siteDomains.id));
}

export async function findSiteDomain(db: Executor, siteId: number, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(siteDomains)
    .where(and(eq(siteDomains.siteId, siteId), eq(siteDomains.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Another verified domain of the site, newest first: the next primary when the primary goes. */
export async function findOtherVerifiedDomain(db: Executor, siteId: number, exceptId: number) {
  const [row] = await db
    .select({ hostname: siteDomains.hostname })
    .from(siteDomains)
    .where(and(eq(siteDomains.siteId, siteId), eq(siteDomains.status, 'verified'), ne(siteDomains.id, exceptId)))
    .orderBy(desc(siteDomains.verifiedAt))
    .limit(1);
  return row?.hostname ?? null;
}

export const domainKey = (siteId: number, id: number) => and(eq(siteDomains.siteId, siteId), eq(siteDomains.id, id));
