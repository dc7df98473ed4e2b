// The attachments' files in the upload storage, and the sweep that deletes what no post holds any more: uploads never
// sent with a post (a day after), attachments the author took off a post or whose author's erasure removed them (at
// once), and those of posts purged from the recycle bin (the post's row is gone). A post in the recycle bin keeps its
// files, so that restoring it brings them back; until then they cannot be downloaded (the post is not readable).
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../deps';
import { posts } from '../post/post.tables';
import { createImageStorage } from '../upload/storage/create-storage';
import type { ImageStorage } from '../upload/storage/image-storage';
import { attachments } from './attachment.tables';

const BATCH = 200;

export function newAttachmentKey(siteId: number, now = new Date()) {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${siteId}/att/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}`;
}

export type FileDeps = Pick<ModuleDeps, 'db' | 'config' | 'log'>;

/** Deletes the files of attachments no post holds, then their rows; answers how many went. */
export async function sweepAttachments(deps: FileDeps, storage: ImageStorage = createImageStorage(deps.config)): Promise<number> {
  const { db } = deps;
  const postGone = sql`not exists (select 1 from ${posts} p where p.site_id = ${attachments.siteId} and p.id = ${attachments.postId})`;
  let removed = 0;
  for (;;) {
    const due = await db
      .select({ siteId: attachments.siteId, id: attachments.id, key: attachments.storageKey })
      .from(attachments)
      .where(or(lt(attachments.expiresAt, sql`now()`), and(isNotNull(attachments.postId), postGone)))
      .limit(BATCH);
    if (!due.length) return removed;
    const before = removed;
    for (const row of due) {
      try {
        await storage.remove(row.key);
      } catch (error) {
        deps.log.warn({ err: error, key: row.key }, 'could not remove an attachment’s file; the next sweep retries');
        continue;
      }
      await db.delete(attachments).where(and(eq(attachments.siteId, row.siteId), eq(attachments.id, row.id)));
      removed += 1;
    }
    if (due.length < BATCH || removed === before) return removed;
  }
}
