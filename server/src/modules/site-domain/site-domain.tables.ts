// Tables the site-domain module owns: the custom domains bound to a site. The site's primary domain (the one its other
// addresses redirect to) is `sites.custom_domain`, which the site module writes (setSiteCustomDomain).
import { pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { SiteDomainMethodValues, SiteDomainStatusValues } from '../../../../sdk/generated/enums';
import { at, createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { siteIdColumn } from '../site/site.tables';

export const siteDomains = pgTable(
  'site_domains',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    /** Lower-case host name; one site per host across the platform (the unique index below). */
    hostname: varchar('hostname', { length: 253 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    method: varchar('method', { length: 8 }).notNull().default('dns'),
    /** What the TXT record or the file must hold; random, never reused. */
    token: varchar('token', { length: 64 }).notNull(),
    checkedAt: at('checked_at'),
    /** Why the last check failed, in Chinese, for the owner; null once verified. */
    error: varchar('error', { length: 200 }),
    verifiedAt: at('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('site_domains_hostname_key').on(t.hostname),
    enumCheck('site_domains_status_check', t.status, SiteDomainStatusValues),
    enumCheck('site_domains_method_check', t.method, SiteDomainMethodValues),
  ],
);
