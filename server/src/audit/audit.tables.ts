// The security audit trail: one row per security event, written in the same transaction as the action it records, so
// an event exists exactly when its action committed. Rows are only ever inserted. Who else may use it: db/schema.ts.
import { index, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { TokenKind } from '../../../sdk/generated/operations';
import { createdAt, id } from '../db/columns';
import { enumCheck } from '../db/enum-check';
import { securityActions } from './security-actions';

const realms = Object.keys({ saas: true, console: true, member: true } satisfies Record<TokenKind, true>);

export const securityEvents = pgTable(
  'security_events',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    at: createdAt(),
    /** Which door: the SaaS centre or a site console. */
    realm: varchar('realm', { length: 8 }).notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    /** Kept as plain numbers (no foreign keys): the trail outlives the site, account or user it names. */
    siteId: id('site_id'),
    actorAccountId: id('actor_account_id'),
    actorSiteUserId: id('actor_site_user_id'),
    /** What the actor typed or was known as at the time (a login name for a failed sign-in); never a secret. */
    actorName: varchar('actor_name', { length: 64 }).notNull().default(''),
    targetType: varchar('target_type', { length: 24 }).notNull().default(''),
    targetId: varchar('target_id', { length: 64 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 256 }).notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('security_events_at_idx').on(t.at),
    index('security_events_site_idx').on(t.siteId, t.at),
    index('security_events_account_idx').on(t.actorAccountId, t.at),
    enumCheck('security_events_realm_check', t.realm, realms),
    enumCheck('security_events_action_check', t.action, securityActions),
  ],
);
