// Tables the social-login module owns: each site's provider settings (secrets encrypted), the identities bound to its
// members, and the sign-in flows in progress (state and ticket stored hashed). Who else may use them: the layering
// rule, server/README.md.
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { SocialProviderValues, SocialRegisterPolicyValues } from '../../../../sdk/generated/enums';
import { at, bytea, createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { siteIdColumn, siteUsers } from '../site/site.tables';
import { IDENTITY_PROVIDER_VALUES } from './providers/provider';

/** One row per site that saved its settings: the registration policy. */
export const socialLoginSettings = pgTable(
  'social_login_settings',
  {
    siteId: siteIdColumn().primaryKey(),
    /** `create` a member at once, or `bindPhone` first (SMS). */
    registerPolicy: varchar('register_policy', { length: 12 }).notNull().default('bindPhone'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [enumCheck('social_login_settings_policy_check', t.registerPolicy, SocialRegisterPolicyValues)],
);

/** A site's provider: enabled, AppID and the secret (AES-256-GCM, auth/secret-box.ts; never read back out). */
export const socialLoginProviders = pgTable(
  'social_login_providers',
  {
    siteId: siteIdColumn(),
    provider: varchar('provider', { length: 12 }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    appId: varchar('app_id', { length: 64 }).notNull().default(''),
    secretEnc: text('secret_enc'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.provider] }),
    enumCheck('social_login_providers_provider_check', t.provider, SocialProviderValues),
  ],
);

/** An identity at a provider bound to a site user: found by unionid when the provider gives one, else by openid. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    provider: varchar('provider', { length: 12 }).notNull(),
    appId: varchar('app_id', { length: 64 }).notNull(),
    openid: varchar('openid', { length: 128 }).notNull(),
    unionid: varchar('unionid', { length: 128 }),
    siteUserId: id('site_user_id').notNull(),
    nickname: varchar('nickname', { length: 64 }).notNull().default(''),
    avatarUrl: varchar('avatar_url', { length: 500 }).notNull().default(''),
    boundAt: at('bound_at').notNull().defaultNow(),
    lastLoginAt: at('last_login_at'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('social_identities_openid_key').on(t.siteId, t.provider, t.openid),
    uniqueIndex('social_identities_user_provider_key').on(t.siteId, t.siteUserId, t.provider),
    foreignKey({ columns: [t.siteId, t.siteUserId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    index('social_identities_unionid_idx').on(t.siteId, t.unionid).where(sql`${t.unionid} is not null`),
    enumCheck('social_identities_provider_check', t.provider, IDENTITY_PROVIDER_VALUES),
  ],
);

/**
 * A sign-in (or binding) in progress. Started: the state's and the browser verifier's SHA-256, the redirect URI, who
 * binds (bind mode). Completed with a new visitor and the bindPhone policy: the ticket's hash and the identity read
 * from the provider, until the phone is proved. Single use: `used_at` is set by the first completion.
 */
export const socialLoginFlows = pgTable(
  'social_login_flows',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteIdColumn(),
    provider: varchar('provider', { length: 12 }).notNull(),
    stateHash: bytea('state_hash').notNull(),
    verifierHash: bytea('verifier_hash').notNull(),
    redirectUri: varchar('redirect_uri', { length: 300 }).notNull(),
    /** Bind mode: the member who started it. */
    bindUserId: id('bind_user_id'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    ticketHash: bytea('ticket_hash'),
    ticketExpiresAt: at('ticket_expires_at'),
    appId: varchar('app_id', { length: 64 }),
    openid: varchar('openid', { length: 128 }),
    unionid: varchar('unionid', { length: 128 }),
    nickname: varchar('nickname', { length: 64 }),
    avatarUrl: varchar('avatar_url', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_login_flows_state_key').on(t.stateHash),
    uniqueIndex('social_login_flows_ticket_key').on(t.ticketHash),
    index('social_login_flows_expiry_idx').on(t.expiresAt),
    enumCheck('social_login_flows_provider_check', t.provider, IDENTITY_PROVIDER_VALUES),
  ],
);
