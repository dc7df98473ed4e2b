// Attachments (附件): a member uploads files while writing a post, the post links them when it is saved, readers list
// them and download through a one-time link; a priced one is paid once per member in coins (金币) through the points
// ledger, in the transaction that inserts the member's purchase row (the single-use claim: concurrent downloads pay
// once). 80 % of the price goes to the author (Discuz!'s 交易税 of 20 % stays with nobody), never to the anonymous user.
import type { Multipart } from '@fastify/multipart';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type OperationBody, ResultType, type Schema, SiteUserStatus, Switch } from '../../../../sdk';
import type { Executor } from '../../db/database';
import { AppError, badRequest, conflict, forbidden, notFound, notLoggedIn } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { applyPointChange } from '../point/point-ledger';
import { canRead, findPostState } from '../post/post-access';
import { findPostingMember, moderates } from '../post/post-members';
import { siteUsers } from '../site/site.tables';
import { findSiteUserProfile } from '../site/site-user-login-repository';
import { multipartRefusal } from '../upload/multipart-form';
import { createImageStorage } from '../upload/storage/create-storage';
import type { ImageStorage } from '../upload/storage/image-storage';
import { issueDownload } from '../user-export/download-tickets';
import { attachmentPurchases, attachments } from './attachment.tables';
import { newAttachmentKey } from './attachment-files';
import { readAttachmentSetting } from './attachment-settings';
import { checkAttachmentType } from './attachment-sniff';

export interface MemberRef {
  siteId: number;
  siteUserId: number;
}

/** The author's share of a price (the rest is the site's tax, Discuz! style). */
export const authorShare = (price: number) => Math.floor((price * 80) / 100);
/** How long an upload no post holds is kept before the sweep deletes it. */
const UNLINKED_HOURS = 24;

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** A file name fit to keep and to send back in Content-Disposition: no path, no control characters, at most 100 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  if (cleaned.length <= 100) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 100 - ext.length) + ext;
}

const columns = {
  id: attachments.id,
  name: attachments.name,
  size: attachments.bytes,
  price: attachments.price,
  downloadCount: attachments.downloadCount,
  uploaderId: attachments.uploaderId,
};
type Row = { id: number; name: string; size: number; price: number; downloadCount: number; uploaderId: number };
const toAttachment = (row: Row, viewerId: number | null, purchased: boolean): Schema<'Attachment'> => ({
  id: row.id,
  name: row.name,
  size: row.size,
  price: row.price,
  downloadCount: row.downloadCount,
  purchased,
  mine: viewerId !== null && row.uploaderId === viewerId,
});

/**
 * Links a post's attachments (createPost / updatePost `attachmentIds`, through the manifest's postAttachments), in the
 * post's transaction: each must be the author's, of this site, and held by no other post; on an update the list is
 * the post's whole list, and what it no longer names is left for the sweep to delete.
 */
export async function linkPostAttachments(
  tx: Executor,
  post: { siteId: number; postId: number; authorId: number; created: boolean },
  ids: readonly number[],
): Promise<void> {
  const { siteId, postId, authorId } = post;
  const setting = await readAttachmentSetting(tx, siteId);
  if (ids.length > 0 && setting.enabled !== Switch.on) throw forbidden('本站未开放附件');
  if (ids.length > setting.maxPerPost) throw badRequest(`每篇帖子最多 ${setting.maxPerPost} 个附件`);
  if (ids.length) {
    const linked = await tx
      .update(attachments)
      .set({ postId, expiresAt: null })
      .where(
        and(
          eq(attachments.siteId, siteId),
          inArray(attachments.id, [...ids]),
          eq(attachments.uploaderId, authorId),
          or(isNull(attachments.postId), eq(attachments.postId, postId)),
        ),
      )
      .returning({ id: attachments.id });
    if (linked.length !== ids.length) throw notFound('附件不存在');
  }
  if (!post.created) {
    const kept = ids.length
      ? sql`${attachments.id} not in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : undefined;
    await tx
      .update(attachments)
      .set({ postId: null, expiresAt: sql`now()` })
      .where(and(eq(attachments.siteId, siteId), eq(attachments.postId, postId), kept));
  }
}

export function createAttachmentService(deps: ModuleDeps, storage: ImageStorage = createImageStorage(deps.config)) {
  const { db, log } = deps;

  /** The attachment and its post, readable by the viewer; anything else (another site's, unlinked, hidden) is 404. */
  async function readable(siteId: number, id: number, viewerId: number | null) {
    const [row] = await db
      .select({ ...columns, postId: attachments.postId, storageKey: attachments.storageKey })
      .from(attachments)
      .where(and(eq(attachments.siteId, siteId), eq(attachments.id, id)));
    if (!row || row.postId === null) throw notFound('附件不存在');
    const post = await findPostState(db, siteId, row.postId);
    if (!canRead(post, viewerId)) throw notFound('附件不存在');
    return { row, post };
  }

  async function own(member: MemberRef, id: number) {
    const [row] = await db
      .select({ ...columns, postId: attachments.postId, storageKey: attachments.storageKey })
      .from(attachments)
      .where(and(eq(attachments.siteId, member.siteId), eq(attachments.id, id), eq(attachments.uploaderId, member.siteUserId)));
    if (!row) throw notFound('附件不存在');
    return row;
  }

  return {
    async policy(siteId: number): Promise<Schema<'AttachmentPolicy'>> {
      const s = await readAttachmentSetting(db, siteId);
      return {
        enabled: s.enabled === Switch.on,
        extensions: s.extensions,
        maxBytes: s.maxBytes,
        maxPerPost: s.maxPerPost,
        maxPrice: s.maxPrice,
      };
    },

    async upload(member: MemberRef, read: (limits: { fileSize: number }) => AsyncIterable<Multipart>): Promise<Schema<'Attachment'>> {
      const { siteId, siteUserId } = member;
      const setting = await readAttachmentSetting(db, siteId);
      if (setting.enabled !== Switch.on) throw forbidden('本站未开放附件');
      const user = await findSiteUserProfile(db, siteId, siteUserId);
      if (user?.status !== SiteUserStatus.active) throw notLoggedIn();
      let file: Buffer | undefined;
      let name = '';
      try {
        for await (const part of read({ fileSize: setting.maxBytes })) {
          if (part.type !== 'file' || part.fieldname !== 'file') {
            if (part.type === 'file') part.file.resume();
            throw badRequest('表单只能包含 file 字段');
          }
          name = cleanFileName(part.filename ?? '');
          file = await part.toBuffer();
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(`附件不能超过 ${sizeText(setting.maxBytes)}`);
        throw multipartRefusal(error, setting.maxBytes, '表单只能包含 file 字段') ?? error;
      }
      if (!file?.length) throw badRequest('请选择要上传的文件');
      if (!name) throw badRequest('文件名不能为空');
      const ext = await checkAttachmentType(name, file, setting.extensions);
      const key = newAttachmentKey(siteId);
      try {
        await storage.put(key, file, {
          contentType: 'application/octet-stream',
          disposition: 'attachment',
          cacheControl: 'private, no-store',
        });
      } catch (error) {
        log.error({ err: error, key }, 'storing an attachment failed');
        throw new AppError(8, '附件存储暂时不可用，请稍后再试');
      }
      const [row] = await db
        .insert(attachments)
        .values({
          siteId,
          uploaderId: siteUserId,
          name,
          ext,
          bytes: file.length,
          storageKey: key,
          expiresAt: sql`now() + make_interval(hours => ${UNLINKED_HOURS})`,
        })
        .returning(columns);
      return toAttachment(row, siteUserId, false);
    },

    async setPrice(member: MemberRef, body: OperationBody<'updateAttachment'>): Promise<Schema<'Attachment'>> {
      const setting = await readAttachmentSetting(db, member.siteId);
      if (body.price > setting.maxPrice) throw badRequest(`售价不能超过 ${setting.maxPrice} 金币`);
      await own(member, body.id);
      const [row] = await db
        .update(attachments)
        .set({ price: body.price })
        .where(and(eq(attachments.siteId, member.siteId), eq(attachments.id, body.id)))
        .returning(columns);
      return toAttachment(row, member.siteUserId, false);
    },

    async remove(member: MemberRef, id: number): Promise<void> {
      const row = await own(member, id);
      await db.delete(attachments).where(and(eq(attachments.siteId, member.siteId), eq(attachments.id, id)));
      await storage
        .remove(row.storageKey)
        .catch((error) => log.warn({ err: error, key: row.storageKey }, 'could not remove an attachment’s file'));
    },

    async listOfPost(siteId: number, postId: number, viewerId: number | null): Promise<Schema<'AttachmentList'>> {
      const post = await findPostState(db, siteId, postId);
      if (!canRead(post, viewerId)) throw notFound('帖子不存在');
      const purchased =
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${attachmentPurchases} b where b.site_id = ${attachments.siteId} and b.attachment_id = ${attachments.id} and b.user_id = ${viewerId})`;
      const rows = await db
        .select({ ...columns, purchased })
        .from(attachments)
        .where(and(eq(attachments.siteId, siteId), eq(attachments.postId, postId)))
        .orderBy(asc(attachments.id))
        .limit(50);
      return { list: rows.map((row) => toAttachment(row, viewerId, row.purchased)) };
    },

    async download(member: MemberRef, id: number): Promise<Schema<'AttachmentDownload'>> {
      const { siteId, siteUserId } = member;
      const { row, post } = await readable(siteId, id, siteUserId);
      const who = await findPostingMember(db, siteId, siteUserId);
      if (!who) throw notLoggedIn();
      const free = row.price === 0 || row.uploaderId === siteUserId || who.isAdmin || moderates(who, post.sectionId);
      return db.transaction(async (tx) => {
        let charged = 0;
        if (!free) {
          // The claim: a second download (or a concurrent one, which waits for this row's commit) inserts nothing.
          const [claim] = await tx
            .insert(attachmentPurchases)
            .values({ siteId, attachmentId: row.id, userId: siteUserId, price: row.price })
            .onConflictDoNothing()
            .returning({ price: attachmentPurchases.price });
          if (claim) {
            try {
              await applyPointChange(tx, {
                siteId,
                userId: siteUserId,
                category: 'coin',
                delta: -row.price,
                reason: `下载附件「${row.name}」`.slice(0, 100),
                eventKey: `attachment_buy:${row.id}:${siteUserId}`,
              });
            } catch (error) {
              if (error instanceof AppError && error.type === ResultType.conflict) {
                throw conflict(`金币不足：下载这个附件需要 ${row.price} 金币`);
              }
              throw error;
            }
            charged = row.price;
            const share = authorShare(row.price);
            const [author] = await tx
              .select({ isAnonymous: siteUsers.isAnonymous })
              .from(siteUsers)
              .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, row.uploaderId)));
            if (share > 0 && author && !author.isAnonymous) {
              await applyPointChange(tx, {
                siteId,
                userId: row.uploaderId,
                category: 'coin',
                delta: share,
                reason: `附件「${row.name}」被下载`.slice(0, 100),
                eventKey: `attachment_sale:${row.id}:${siteUserId}`,
              });
            }
          }
        }
        await tx
          .update(attachments)
          .set({ downloadCount: sql`${attachments.downloadCount} + 1` })
          .where(and(eq(attachments.siteId, siteId), eq(attachments.id, row.id)));
        const link = await issueDownload(tx, siteId, { kind: 'attachment', siteId, attachmentId: row.id }, row.name);
        return { ...link, charged };
      });
    },

    /** What the one-time link sends: the stored bytes, or nothing when the attachment went meanwhile. */
    async file(siteId: number, attachmentId: number): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ key: attachments.storageKey })
        .from(attachments)
        .where(and(eq(attachments.siteId, siteId), eq(attachments.id, attachmentId)));
      return row ? storage.get(row.key) : undefined;
    },
  };
}
