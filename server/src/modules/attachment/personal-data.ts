// The attachment module's list in a member's own-data file: the files they attached, with the post, size, price and
// downloads.
import { and, desc, eq } from 'drizzle-orm';
import { exportTime } from '../../lib/personal-data-format';
import type { PersonalDataPart } from '../module';
import { attachments } from './attachment.tables';

export const attachmentPersonalData: readonly PersonalDataPart[] = [
  {
    key: 'attachments',
    sheet: '附件',
    position: 72,
    headers: {
      id: '附件编号',
      name: '文件名',
      postId: '帖子编号',
      size: '大小（字节）',
      price: '售价（金币）',
      downloadCount: '下载次数',
      uploadedAt: '上传时间',
    },
    async rows(db, siteId, userId, limit) {
      const rows = await db
        .select({
          id: attachments.id,
          name: attachments.name,
          postId: attachments.postId,
          size: attachments.bytes,
          price: attachments.price,
          downloadCount: attachments.downloadCount,
          uploadedAt: attachments.createdAt,
        })
        .from(attachments)
        .where(and(eq(attachments.siteId, siteId), eq(attachments.uploaderId, userId)))
        .orderBy(desc(attachments.createdAt))
        .limit(limit);
      return rows.map((r) => ({ ...r, postId: r.postId ?? '', uploadedAt: exportTime(r.uploadedAt) }));
    },
  },
];
