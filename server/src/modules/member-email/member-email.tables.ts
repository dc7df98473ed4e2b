// Tables the member-email module owns: a member's email address (verified, or waiting for its code), their digest and
// unsubscribe choices, and the key that signs unsubscribe links. Who else may use them: the layering rule,
// server/README.md (the notification module's delivery reads them through the email channel app.ts hands it).
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../../db/columns';
import { siteIdColumn, siteUsers } from '../site/site.tables';

export const memberEmails = pgTable(
  'member_emails',
  {
    siteId: siteIdColumn(),
    userId: id('user_id').notNull(),
    /** The verified address, lower case; null until a code has been verified. */
    email: varchar('email', { length: 254 }),
    verifiedAt: at('verified_at'),
    /** The address a code was sent to and not yet verified, its code (argon2id), expiry and wrong tries. */
    pendingEmail: varchar('pending_email', { length: 254 }),
    codeHash: text('code_hash'),
    codeExpiresAt: at('code_expires_at'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** The daily digest of unread notifications (default on); when the last one was claimed. */
    digestEnabled: boolean('digest_enabled').notNull().default(true),
    lastDigestAt: at('last_digest_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.userId] }),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    // One member per verified address in a site.
    uniqueIndex('member_emails_email_idx').on(t.siteId, t.email).where(sql`${t.email} is not null`),
    // The digest's candidates.
    index('member_emails_digest_idx').on(t.lastDigestAt).where(sql`${t.email} is not null and ${t.digestEnabled}`),
  ],
);

/** The HMAC key of unsubscribe links: one row, made at random the first time a link is signed, shared by every server. */
export const emailLinkKeys = pgTable('email_link_keys', {
  id: smallint('id').primaryKey(),
  key: text('key').notNull(),
  createdAt: createdAt(),
});
