// Tables the sso module owns: each site's single sign-on settings (secrets encrypted, never read back out), the
// identities at the owner's identity system bound to members (keyed by site + issuer + subject), and the sign-ins in
// progress (state stored hashed, bound to the browser that started it). Who else may use them: the layering rule,
// server/README.md (member-auth reads `sso_settings.sso_only` as its guard).
import { boolean, foreignKey, index, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { SsoMethodValues } from '../../../../sdk/generated/enums';
import { at, bytea, createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { siteIdColumn, siteUsers } from '../site/site.tables';

export interface SsoGroupMapRow {
  value: string;
  labelIds: number[];
  roles: string[];
}

/** One row per site that saved its settings. */
export const ssoSettings = pgTable('sso_settings', {
  siteId: siteIdColumn().primaryKey(),
  oidcEnabled: boolean('oidc_enabled').notNull().default(false),
  /** The issuer (discovery at `{issuer}/.well-known/openid-configuration`). */
  oidcIssuer: varchar('oidc_issuer', { length: 300 }).notNull().default(''),
  oidcClientId: varchar('oidc_client_id', { length: 200 }).notNull().default(''),
  /** AES-256-GCM (auth/secret-box.ts); never read back out. */
  oidcSecretEnc: text('oidc_secret_enc'),
  oidcScopes: varchar('oidc_scopes', { length: 200 }).notNull().default('openid profile'),
  claimNickname: varchar('claim_nickname', { length: 64 }).notNull().default('nickname'),
  claimAvatar: varchar('claim_avatar', { length: 64 }).notNull().default('picture'),
  claimPhone: varchar('claim_phone', { length: 64 }).notNull().default('phone_number'),
  claimEmail: varchar('claim_email', { length: 64 }).notNull().default('email'),
  groupClaim: varchar('group_claim', { length: 64 }).notNull().default('groups'),
  oidcButtonText: varchar('oidc_button_text', { length: 16 }).notNull().default(''),
  discourseEnabled: boolean('discourse_enabled').notNull().default(false),
  discourseUrl: varchar('discourse_url', { length: 300 }).notNull().default(''),
  discourseSecretEnc: text('discourse_secret_enc'),
  discourseButtonText: varchar('discourse_button_text', { length: 16 }).notNull().default(''),
  /** Group value → member labels and console roles, shared by both methods. */
  groupMap: jsonb('group_map').$type<SsoGroupMapRow[]>().notNull().default([]),
  /** Members sign in only through SSO (the console's sign-in is untouched). */
  ssoOnly: boolean('sso_only').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A member's identity at the owner's system: OpenID Connect (issuer, sub) or DiscourseConnect ('', external_id). */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    method: varchar('method', { length: 12 }).notNull(),
    issuer: varchar('issuer', { length: 300 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    siteUserId: id('site_user_id').notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    /** The last ID token (for RP-initiated logout's id_token_hint) and the SHA-256 of the session it opened. */
    idToken: text('id_token'),
    sessionHash: bytea('session_hash'),
    boundAt: at('bound_at').notNull().defaultNow(),
    lastLoginAt: at('last_login_at'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('sso_identities_subject_key').on(t.siteId, t.method, t.issuer, t.subject),
    index('sso_identities_user_idx').on(t.siteId, t.siteUserId),
    foreignKey({ columns: [t.siteId, t.siteUserId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    enumCheck('sso_identities_method_check', t.method, SsoMethodValues),
  ],
);

/**
 * A sign-in in progress: the state's (DiscourseConnect: the nonce's) and the browser verifier's SHA-256, the exact
 * redirect URI sent, the issuer and client it was started for, OpenID Connect's nonce and PKCE verifier. Single use.
 */
export const ssoFlows = pgTable(
  'sso_flows',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteIdColumn(),
    method: varchar('method', { length: 12 }).notNull(),
    stateHash: bytea('state_hash').notNull(),
    verifierHash: bytea('verifier_hash').notNull(),
    redirectUri: varchar('redirect_uri', { length: 300 }).notNull(),
    issuer: varchar('issuer', { length: 300 }).notNull(),
    nonce: varchar('nonce', { length: 128 }),
    codeVerifier: varchar('code_verifier', { length: 128 }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sso_flows_state_key').on(t.stateHash),
    index('sso_flows_expiry_idx').on(t.expiresAt),
    enumCheck('sso_flows_method_check', t.method, SsoMethodValues),
  ],
);
