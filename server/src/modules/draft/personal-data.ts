// The draft module's list in a member's own-data file and its step of a member's erasure (through the manifest).
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { exportTime } from '../../lib/personal-data-format';
import type { ErasedMember, PersonalDataPart } from '../module';
import { drafts } from './draft.tables';

const kindLabel: Record<string, string> = { post: '帖子', answer: '回答' };

export const draftPersonalData: readonly PersonalDataPart[] = [
  {
    key: 'drafts',
    sheet: '草稿',
    position: 45,
    headers: { kind: '类型', title: '标题', content: '内容', updatedAt: '保存时间' },
    async rows(db, siteId, userId, limit) {
      const rows = await db
        .select()
        .from(drafts)
        .where(and(eq(drafts.siteId, siteId), eq(drafts.siteUserId, userId)))
        .orderBy(desc(drafts.updatedAt))
        .limit(limit);
      return rows.map((d) => ({
        kind: kindLabel[d.kind] ?? d.kind,
        title: d.title,
        content: d.content,
        updatedAt: exportTime(d.updatedAt),
      }));
    },
  },
];

/** A member's erasure: unpublished drafts are theirs alone and go. */
export async function eraseMemberDrafts(tx: Executor, member: ErasedMember) {
  await tx.delete(drafts).where(and(eq(drafts.siteId, member.siteId), eq(drafts.siteUserId, member.siteUserId)));
}
