// Tables the license module owns: each site's licence and the licence codes managers issue. Who else may use them: the layering rule, server/README.md.
import { index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { LicenseCodeStatusValues, LicenseTypeValues } from '../../../../sdk/generated/enums';
import { at, bytea, createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { accounts } from '../account/account.tables';
import { sites } from '../site/site.tables';

/** One licence per site; a paid order extends it, an expired one falls back to what type 1 allows. */
export const licenses = pgTable(
  'licenses',
  {
    siteId: id('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    licenseType: smallint('license_type').notNull().default(1),
    startsAt: at('starts_at').notNull().defaultNow(),
    expiresAt: at('expires_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [enumCheck('licenses_license_type_check', t.licenseType, LicenseTypeValues)],
);

/** Codes are stored as hashes; the tail identifies one in lists. */
export const licenseCodes = pgTable(
  'license_codes',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    codeHash: bytea('code_hash').notNull(),
    codeTail: varchar('code_tail', { length: 4 }).notNull(),
    licenseType: smallint('license_type').notNull(),
    months: smallint('months').notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('unused'),
    createdBy: id('created_by')
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAt(),
    usedAt: at('used_at'),
    usedSiteId: id('used_site_id'),
    usedOrderId: id('used_order_id'),
  },
  (t) => [
    uniqueIndex('license_codes_hash_key').on(t.codeHash),
    index('license_codes_created_idx').on(t.createdAt),
    enumCheck('license_codes_license_type_check', t.licenseType, LicenseTypeValues),
    enumCheck('license_codes_status_check', t.status, LicenseCodeStatusValues),
  ],
);
