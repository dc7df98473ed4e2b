// Tables the oauth module owns (each site as an OpenID Provider, oidc-provider): the apps a site's owner registered
// (secret stored as its SHA-256 only), the site's signing keys and cookie key (AES-256-GCM, auth/secret-box.ts), and
// the provider's own state (grants, codes, tokens, interactions, sessions) keyed by site, so nothing one site issued is
// ever found by another site's provider.
import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, id } from '../../db/columns';
import { siteIdColumn } from '../site/site.tables';

export const oauthClients = pgTable(
  'oauth_clients',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    /** Random, unique across sites (an app's client_id names one site's app only). */
    clientId: varchar('client_id', { length: 64 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    logoUrl: varchar('logo_url', { length: 512 }).notNull().default(''),
    redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
    /** Space-separated, from openid profile phone. */
    scopes: varchar('scopes', { length: 40 }).notNull(),
    isPublic: boolean('is_public').notNull(),
    /** SHA-256 of the secret (confidential clients); the secret itself is shown once and never kept. */
    secretHash: bytea('secret_hash'),
    secretRotatedAt: at('secret_rotated_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), uniqueIndex('oauth_clients_client_id_key').on(t.clientId)],
);

/** The site's keys: `sig` RS256 private JWKs (newest signs, the older ones stay in the JWKS), one `cookie` key. */
export const oauthKeys = pgTable(
  'oauth_keys',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    use: varchar('use', { length: 8 }).notNull(),
    kid: varchar('kid', { length: 64 }).notNull(),
    /** The private key (JWK JSON) or the cookie key, sealed under the settings key. */
    keyEnc: text('key_enc').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index('oauth_keys_site_idx').on(t.siteId, t.use, t.createdAt)],
);

/**
 * oidc-provider's models (Grant, AuthorizationCode, AccessToken, RefreshToken, Interaction, Session…) for one site:
 * the adapter of a site reads and writes only rows of that site. grant, uid and account are lifted out of the payload
 * for revocation, the interaction lookup and a member's list of authorised apps.
 */
export const oauthStore = pgTable(
  'oauth_store',
  {
    siteId: siteIdColumn(),
    model: varchar('model', { length: 32 }).notNull(),
    id: varchar('id', { length: 128 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: varchar('grant_id', { length: 128 }),
    uid: varchar('uid', { length: 128 }),
    accountId: varchar('account_id', { length: 32 }),
    clientId: varchar('client_id', { length: 64 }),
    expiresAt: at('expires_at'),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.model, t.id] }),
    index('oauth_store_grant_idx').on(t.siteId, t.grantId),
    index('oauth_store_uid_idx').on(t.siteId, t.uid),
    index('oauth_store_account_idx').on(t.siteId, t.accountId, t.model),
    index('oauth_store_expiry_idx').on(t.expiresAt),
  ],
);
