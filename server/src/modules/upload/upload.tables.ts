// The table the upload module owns: one row per image accepted on a site, so that an uploader's
// pace can be counted across servers and every stored file can be traced to who sent it. Who else may use it:
// the layering rule, server/README.md.
import { index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { UploadPurposeValues } from '../../../../sdk/generated/enums';
import { createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { siteIdColumn } from '../site/site.tables';

const uploaderKinds = ['console', 'member'] as const;

export const uploads = pgTable(
  'uploads',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    /** The door it came through: the site console or the member site. */
    uploaderKind: varchar('uploader_kind', { length: 8 }).notNull(),
    siteUserId: id('site_user_id').notNull(),
    purpose: varchar('purpose', { length: 8 }).notNull(),
    /** `<siteId>/<yyyy>/<mm>/<hex>.webp`, the same under every storage. */
    storageKey: varchar('storage_key', { length: 80 }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('uploads_storage_key').on(t.siteId, t.storageKey),
    index('uploads_uploader_idx').on(t.siteId, t.siteUserId, t.createdAt),
    enumCheck('uploads_purpose_check', t.purpose, UploadPurposeValues),
    enumCheck('uploads_uploader_kind_check', t.uploaderKind, uploaderKinds),
  ],
);
