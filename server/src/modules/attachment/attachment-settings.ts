// A site's attachment settings (设置 › 附件设置): a row when the site saved them, the defaults otherwise.
import { eq, sql } from 'drizzle-orm';
import { type Schema, Switch } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { attachmentSettings } from './attachment.tables';

export type AttachmentSetting = Schema<'AttachmentSetting'>;

export const DEFAULT_ATTACHMENT_SETTING: AttachmentSetting = {
  enabled: Switch.on,
  extensions: ['pdf', 'txt', 'zip', 'rar', '7z', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'jpg', 'png', 'epub'],
  maxBytes: 10 * 1024 * 1024,
  maxPerPost: 5,
  maxPrice: 100,
};

export async function readAttachmentSetting(db: Executor, siteId: number): Promise<AttachmentSetting> {
  const [row] = await db
    .select({
      enabled: attachmentSettings.enabled,
      extensions: attachmentSettings.extensions,
      maxBytes: attachmentSettings.maxBytes,
      maxPerPost: attachmentSettings.maxPerPost,
      maxPrice: attachmentSettings.maxPrice,
    })
    .from(attachmentSettings)
    .where(eq(attachmentSettings.siteId, siteId));
  return row ? (row as AttachmentSetting) : DEFAULT_ATTACHMENT_SETTING;
}

export async function writeAttachmentSetting(db: Executor, siteId: number, input: AttachmentSetting): Promise<AttachmentSetting> {
  const values = {
    enabled: input.enabled,
    extensions: [...new Set(input.extensions)],
    maxBytes: input.maxBytes,
    maxPerPost: input.maxPerPost,
    maxPrice: input.maxPrice,
  };
  await db
    .insert(attachmentSettings)
    .values({ siteId, ...values })
    .onConflictDoUpdate({ target: attachmentSettings.siteId, set: { ...values, updatedAt: sql`now()` } });
  return readAttachmentSetting(db, siteId);
}
