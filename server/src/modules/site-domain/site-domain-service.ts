// Rules of custom domains: one site per host, at most MAX_DOMAINS per site, never the platform's own names; a check
// runs outside any transaction (it waits on the network), then records its outcome. The newest verified domain is the
// site's primary (`sites.custom_domain`, written through the site module), where its other addresses redirect.
import { randomBytes } from 'node:crypto';
import type { OperationBody, Schema } from '../../../../sdk';
import { canTransition } from '../../../../sdk';
import { SiteDomainStatusTransitions } from '../../../../sdk/generated/enums';
import type { SaasPrincipal } from '../../auth/principal';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { requireSiteAccess } from '../site/site-access';
import { findSiteOwner, setSiteCustomDomain } from '../site/site-repository';
import { createDomainCheck, type DomainCheck, fileUrl, txtName, txtValue } from './domain-check';
import { siteDomains } from './site-domain.tables';
import * as repo from './site-domain-repository';

export const MAX_DOMAINS = 10;
const NOT_FOUND = '域名不存在';
const TAKEN_HERE = '本站已添加该域名';
const TAKEN = '该域名已绑定到其他站点';

type SiteOfDomains = { id: number; slug: string; customDomain: string | null };
type AddInput = OperationBody<'addConsoleSiteDomain'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toSiteDomain(row: repo.SiteDomainRow, primary: string | null): Schema<'SiteDomain'> {
  return {
    id: row.id,
    siteId: row.siteId,
    hostname: row.hostname,
    status: row.status as Schema<'SiteDomain'>['status'],
    method: row.method as Schema<'SiteDomain'>['method'],
    token: row.token,
    txtName: txtName(row.hostname),
    txtValue: txtValue(row.token),
    fileUrl: fileUrl(row.hostname),
    primary: row.hostname === primary,
    checkedAt: iso(row.checkedAt),
    error: row.error,
    verifiedAt: iso(row.verifiedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export type SiteDomainService = ReturnType<typeof createSiteDomainService>;

export function createSiteDomainService(deps: ModuleDeps, check: DomainCheck = defaultCheck(deps)) {
  const { db, sites, config } = deps;

  /** The platform's names are not a customer's to claim: the base domain and everything under it. */
  function refusePlatformHost(hostname: string) {
    const base = config.baseDomain;
    if (hostname === base || hostname.endsWith(`.${base}`)) throw badRequest(`不能绑定平台域名 ${base} 及其下级域名`);
  }

  async function forgetHosts(site: SiteOfDomains, ...hostnames: (string | null)[]) {
    for (const hostname of new Set([site.customDomain, ...hostnames])) await sites.forget({ ...site, customDomain: hostname });
  }

  async function current(siteId: number) {
    const site = await findSiteOwner(db, siteId);
    if (!site) throw notFound('站点不存在');
    return site;
  }

  const service = {
    async list(siteId: number) {
      const site = await current(siteId);
      const rows = await repo.listSiteDomains(db, siteId);
      return rows.map((row) => toSiteDomain(row, site.customDomain));
    },

    async add(siteId: number, input: AddInput) {
      const hostname = input.hostname.toLowerCase();
      refusePlatformHost(hostname);
      const row = await db
        .transaction(async (tx) => {
          const site = await findSiteOwner(tx, siteId, true);
          if (!site) throw notFound('站点不存在');
          const existing = await repo.listSiteDomains(tx, siteId);
          if (existing.some((d) => d.hostname === hostname)) throw conflict(TAKEN_HERE);
          if (existing.length >= MAX_DOMAINS) throw conflict(`每个站点最多绑定 ${MAX_DOMAINS} 个域名`);
          const [inserted] = await tx
            .insert(siteDomains)
            .values({ siteId, hostname, method: input.method ?? 'dns', token: randomBytes(16).toString('hex') })
            .returning();
          return inserted;
        })
        .catch((error) => {
          if (isUniqueViolation(error, 'site_domains_hostname_key')) throw conflict(TAKEN);
          throw error;
        });
      return toSiteDomain(row, (await current(siteId)).customDomain);
    },

    /** Checks now; a failure is recorded (status failed, why, when) and answered 409 with the reason. */
    async verify(siteId: number, id: number) {
      const domain = await repo.findSiteDomain(db, siteId, id);
      if (!domain) throw notFound(NOT_FOUND);
      if (domain.status === 'verified') return toSiteDomain(domain, (await current(siteId)).customDomain);
      const reason = await check(domain.hostname, domain.method as 'dns' | 'http', domain.token);
      const outcome = await db.transaction(async (tx) => {
        const site = await findSiteOwner(tx, siteId, true);
        const row = await repo.findSiteDomain(tx, siteId, id, true);
        if (!site || !row) throw notFound(NOT_FOUND);
        // Two checks at once: the first to record verified wins, the other answers what it found.
        if (!canTransition(SiteDomainStatusTransitions, reason ? 'fail' : 'verify', row.status)) return { site, row };
        const now = new Date();
        const values = reason
          ? { status: 'failed', error: reason.slice(0, 200), checkedAt: now }
          : { status: 'verified', error: null, checkedAt: now, verifiedAt: now };
        const [updated] = await tx.update(siteDomains).set(values).where(repo.domainKey(siteId, id)).returning();
        if (!reason) await setSiteCustomDomain(tx, siteId, row.hostname);
        return { site, row: updated };
      });
      if (reason) throw conflict(`域名验证未通过：${reason}`);
      await forgetHosts(outcome.site, outcome.row.hostname);
      return toSiteDomain(outcome.row, outcome.row.status === 'verified' ? outcome.row.hostname : outcome.site.customDomain);
    },

    async remove(siteId: number, id: number) {
      const { site, hostname } = await db.transaction(async (tx) => {
        const site = await findSiteOwner(tx, siteId, true);
        const row = await repo.findSiteDomain(tx, siteId, id, true);
        if (!site || !row) throw notFound(NOT_FOUND);
        await tx.delete(siteDomains).where(repo.domainKey(siteId, id));
        if (site.customDomain === row.hostname) await setSiteCustomDomain(tx, siteId, await repo.findOtherVerifiedDomain(tx, siteId, id));
        return { site, hostname: row.hostname };
      });
      await forgetHosts(site, hostname);
    },
  };

  return {
    ...service,
    /** The same, for an account holder: their own sites, or any with the Site role (as the site operations). */
    async saasSite(principal: SaasPrincipal, siteId: number) {
      await requireSiteAccess(db, principal, siteId, ['Site']);
      return siteId;
    },
  };
}

function defaultCheck({ config }: ModuleDeps): DomainCheck {
  return createDomainCheck({ dnsServers: config.dnsServers, httpPort: config.domainVerifyHttpPort });
}
