// Tables the auth layer owns: sessions and reset tickets for both kinds of token, and failed sign-ins. Who else may use
// them: the layering rule, server/README.md.
import { foreignKey, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { TokenKind } from '../../../sdk/generated/operations';
import { at, bytea, createdAt, id } from '../db/columns';
import { enumCheck } from '../db/enum-check';
import { accounts } from '../modules/account/account.tables';
import { siteUsers } from '../modules/site/site.tables';

// The contract names the token kinds only as a type; `satisfies` makes this list fail to compile when they change.
const tokenKinds = Object.keys({ saas: true, console: true, member: true } satisfies Record<TokenKind, true>);

/** Token hashes only; a console session is bound to its site. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    /** What 个人设置 names a session by (the hash never leaves the server). */
    id: id().notNull().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 8 }).notNull(),
    accountId: id('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    siteId: id('site_id'),
    siteUserId: id('site_user_id'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 256 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('sessions_id_key').on(t.id),
    index('sessions_account_idx').on(t.accountId),
    index('sessions_site_user_idx').on(t.siteId, t.siteUserId),
    enumCheck('sessions_kind_check', t.kind, tokenKinds),
    foreignKey({ columns: [t.siteId, t.siteUserId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
  ],
);

/** Short-lived tickets issued once an SMS code for a password reset is verified. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    accountId: id('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    siteId: id('site_id'),
    siteUserId: id('site_user_id'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    foreignKey({ columns: [t.siteId, t.siteUserId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    enumCheck('password_resets_kind_check', t.kind, tokenKinds),
  ],
);

/** Failed sign-ins, counted per account and per IP to throttle guessing; kept in the database so that clearing the cache cannot reset them. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: id().primaryKey().generatedAlwaysAsIdentity(),
    scope: varchar('scope', { length: 160 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_failures_scope_idx').on(t.scope, t.createdAt)],
);
