// Tables the attachment module owns: the files members attach to posts, who paid for which (one row per attachment and
// member: the single-use claim that makes a priced download charge once), and each site's attachment settings. The
// files themselves are in the upload storage under `<siteId>/att/…`. Who else may use them: the layering rule,
// server/README.md.
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../../db/columns';
import { siteIdColumn } from '../site/site.tables';

/**
 * One uploaded file. `postId` is set when the post it was sent with is saved; no foreign key, so that a post purged
 * from the recycle bin leaves its rows for the sweep (attachment-files.ts), which deletes the files and then the rows.
 * `expiresAt` is when the sweep may take an attachment no post holds (a day after its upload; at once when the author
 * took it off the post); null while a post holds it.
 */
export const attachments = pgTable(
  'attachments',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    uploaderId: id('uploader_id').notNull(),
    postId: id('post_id'),
    /** The file's name as sent (cleaned), with its extension: the download's name. */
    name: varchar('name', { length: 100 }).notNull(),
    ext: varchar('ext', { length: 10 }).notNull(),
    bytes: integer('bytes').notNull(),
    /** `<siteId>/att/<yyyy>/<mm>/<hex>` (ATTACHMENT_KEY_PATTERN). */
    storageKey: varchar('storage_key', { length: 80 }).notNull(),
    /** Coins (金币) a member pays once to download; 0 free. */
    price: integer('price').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('attachments_post_idx').on(t.siteId, t.postId),
    index('attachments_uploader_idx').on(t.siteId, t.uploaderId, t.createdAt),
    index('attachments_expires_idx').on(t.expiresAt),
    check('attachments_price_check', sql`${t.price} >= 0`),
  ],
);

/** A member's payment for one attachment: inserted in the transaction that charges, so one member pays once. */
export const attachmentPurchases = pgTable(
  'attachment_purchases',
  {
    siteId: siteIdColumn(),
    attachmentId: id('attachment_id').notNull(),
    userId: id('user_id').notNull(),
    price: integer('price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.attachmentId, t.userId] }),
    index('attachment_purchases_user_idx').on(t.siteId, t.userId),
    foreignKey({ columns: [t.siteId, t.attachmentId], foreignColumns: [attachments.siteId, attachments.id] }).onDelete('cascade'),
  ],
);

/** A site's attachment settings (设置 › 附件设置); a site without a row has the defaults (attachment-settings.ts). */
export const attachmentSettings = pgTable('attachment_settings', {
  siteId: siteIdColumn().primaryKey(),
  enabled: smallint('enabled').notNull(),
  extensions: jsonb('extensions').$type<string[]>().notNull(),
  maxBytes: integer('max_bytes').notNull(),
  maxPerPost: integer('max_per_post').notNull(),
  maxPrice: integer('max_price').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
