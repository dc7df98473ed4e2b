// The demo's spam and reports (举报), so that a fresh start shows moderation at work and none of it on the member home:
// two ads wait in the review queue (待审核, never published); a third was published, reported by both readers and hidden
// by the site's administrator. Readers have also reported a comment, a post and two members: the report of one member
// was handled, the rest wait in the queue, so both queues, the badge and the readers' notifications show something. Rows are written
// through the impeach module's own functions.
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { ContentStatus } from '../../../sdk/generated/enums';
import type { Executor } from '../db/database';
import { impeachReports, impeachTargets } from '../modules/impeach/impeach.tables';
import { handleReports } from '../modules/impeach/impeach-handling';
import * as repo from '../modules/impeach/impeach-repository';
import { countPostInSection } from '../modules/post/content-transitions';
import { comments, posts } from '../modules/post/post.tables';
import { postSearchVector } from '../modules/post/post-search-vector';
import { sections } from '../modules/section/section.tables';
import { siteUsers } from '../modules/site/site.tables';
import { demoReaders } from './demo-post-texts';

const HOUR = 3_600_000;

/** Ads posted on every demo site: the first two wait for review, the third was published and reported. */
const spam = [
  {
    title: '低价代写论文、代做作业，加微信 dx20xx',
    text: '专业团队代写各类论文，查重包过，价格优惠，需要的私聊加微信，名额有限先到先得。',
  },
  {
    title: '兼职刷单日结 300 元，宝妈学生均可',
    text: '手机就能做，每天一小时，日结工资，不收任何费用，想做的加 QQ 群了解详情。',
  },
  {
    title: '出售会员账号，全网最低价',
    text: '各大平台会员账号低价出售，永久包售后，量大从优，有意者站内私信。',
  },
];

async function addSpamPost(
  tx: Executor,
  siteId: number,
  sectionId: number,
  authorId: number,
  item: (typeof spam)[number],
  at: Date,
  status: number,
) {
  const [row] = await tx
    .insert(posts)
    .values({
      siteId,
      sectionId,
      authorId,
      title: item.title,
      content: `<p>${item.text}</p>`,
      excerpt: item.text,
      status,
      createdAt: at,
      updatedAt: at,
      activeAt: at,
      searchVector: postSearchVector(item.title, item.text),
    })
    .returning({ id: posts.id });
  await countPostInSection(tx, siteId, sectionId, null, status);
  return row.id;
}

/** A member's report filed at `at`, as createImpeach files one. */
async function fileReport(
  tx: Executor,
  siteId: number,
  target: { type: 'post' | 'comment' | 'user'; id: number },
  reporterId: number,
  reason: string,
  at: Date,
  reasonText = '',
) {
  const group = await repo.joinOpenGroup(tx, siteId, target.type, target.id);
  const report = await repo.insertReport(tx, {
    siteId,
    groupId: group.id,
    targetType: target.type,
    targetId: target.id,
    reporterId,
    reason,
    reasonText,
  });
  await tx
    .update(impeachReports)
    .set({ createdAt: at })
    .where(and(eq(impeachReports.siteId, siteId), eq(impeachReports.id, report.id)));
  await tx
    .update(impeachTargets)
    .set({
      firstReportedAt: sql`least(${impeachTargets.firstReportedAt}, ${at.toISOString()}::timestamptz)`,
      // Reports are filed oldest first here, so this one is the group's latest.
      lastReportedAt: at,
    })
    .where(and(eq(impeachTargets.siteId, siteId), eq(impeachTargets.id, group.id)));
  return group.id;
}

export async function seedDemoReports(tx: Executor, siteId: number, adminId: number) {
  const now = Date.now();
  const ago = (hours: number) => new Date(now - hours * HOUR);
  const readers = await tx
    .select({ id: siteUsers.id, account: siteUsers.account })
    .from(siteUsers)
    .where(
      and(
        eq(siteUsers.siteId, siteId),
        inArray(
          siteUsers.account,
          demoReaders.map((r) => r.account),
        ),
      ),
    )
    .orderBy(asc(siteUsers.account));
  if (readers.length < 2) return;
  const [reader1, reader2] = readers.map((r) => r.id);
  const [section] = await tx
    .select({ id: sections.id })
    .from(sections)
    .where(eq(sections.siteId, siteId))
    .orderBy(asc(sections.id))
    .limit(1);
  // Members who are neither reader nor administrator write the reported content.
  const writers = await tx
    .select({ id: siteUsers.id })
    .from(siteUsers)
    .where(
      and(
        eq(siteUsers.siteId, siteId),
        notInArray(siteUsers.id, [reader1, reader2, adminId]),
        eq(siteUsers.userType, 0),
        eq(siteUsers.isAnonymous, false),
      ),
    )
    .orderBy(asc(siteUsers.id))
    .limit(3);
  if (!section || writers.length < 2) return;
  const { pending, published } = ContentStatus;
  const [, , adC] = await Promise.all(
    spam.map((item, i) =>
      addSpamPost(tx, siteId, section.id, writers[i % writers.length].id, item, ago(30 - i * 6), i < 2 ? pending : published),
    ),
  );
  const [comment] = await tx
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.siteId, siteId),
        eq(comments.status, ContentStatus.published),
        notInArray(comments.authorId, [reader1, reader2]),
        ne(comments.authorId, adminId),
      ),
    )
    .orderBy(asc(comments.id))
    .limit(1);

  // A post of the forum's own (not the readers', not the administrator's), which a reader thinks off-topic.
  const [post] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.siteId, siteId),
        eq(posts.status, ContentStatus.published),
        notInArray(posts.authorId, [reader1, reader2, adminId]),
        notInArray(
          posts.title,
          spam.map((item) => item.title),
        ),
      ),
    )
    .orderBy(asc(posts.id))
    .limit(1);

  // Waiting: both readers on a comment, one with text; one on a post and one on a member.
  if (comment) {
    await fileReport(tx, siteId, { type: 'comment', id: comment.id }, reader1, '人身攻击', ago(5));
    await fileReport(tx, siteId, { type: 'comment', id: comment.id }, reader2, '其他', ago(2), '说话带脏字，好几条评论都这样');
  }
  if (post) await fileReport(tx, siteId, { type: 'post', id: post.id }, reader2, '其他', ago(3), '和版块主题无关，应该发到同城活动');
  await fileReport(tx, siteId, { type: 'user', id: writers[0].id }, reader1, '垃圾广告', ago(1));

  // Handled by the site's administrator: one ad hidden, one report of a member kept.
  const [admin] = await tx
    .select({ name: siteUsers.userName })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, adminId)));
  const actor = { realm: 'console' as const, siteUserId: adminId, name: admin?.name ?? '管理员' };
  const hidden = await fileReport(tx, siteId, { type: 'post', id: adC }, reader1, '垃圾广告', ago(50));
  await fileReport(tx, siteId, { type: 'post', id: adC }, reader2, '垃圾广告', ago(48));
  await handleReports(tx, siteId, actor, { ids: [hidden], action: 'hide', note: '出售账号属于违规交易信息' }, null);
  const kept = await fileReport(tx, siteId, { type: 'user', id: writers[1].id }, reader2, '人身攻击', ago(72));
  await handleReports(tx, siteId, actor, { ids: [kept], action: 'keep', note: '查看了该成员的发言，未发现人身攻击' }, null);
}
