// One member's record (成员档案) as the site console shows it: a screen's read across the modules' tables (profile,
// rank, points, labels, medals, content and report counts, recent reports and sign-ins). The long lists (posts,
// comments, answers, point records, sanctions) are read page by page through their own operations, filtered by member.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { type Schema, SiteUserStatus } from '../../../../sdk';
import { securityEvents } from '../../audit/audit.tables';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/errors';
import { maskMobile } from '../../lib/text';
import { impeachReports } from '../impeach/impeach.tables';
import { medalHolders, medals } from '../medal/medal.tables';
import { pointCategories, userPoints } from '../point/point.tables';
import { comments, posts } from '../post/post.tables';
import { answers, questions } from '../question/question.tables';
import { siteUsers } from '../site/site.tables';
import { userRanks } from '../user-rank/user-rank.tables';
import { memberSanctions } from './member.tables';
import { labelsOf } from './member-labels';
import { findActiveSanctions } from './member-sanctions';

type Record_ = Schema<'MemberRecord'>;
type ReportRef = Schema<'MemberReportRef'>;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

async function countOf(
  db: Executor,
  table: typeof posts | typeof comments | typeof questions | typeof answers,
  siteId: number,
  userId: number,
) {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.siteId, siteId), eq(table.authorId, userId)));
  return row?.n ?? 0;
}

/** Reports naming the member or something the member wrote. */
const receivedWhere = (siteId: number, userId: number) => sql`${impeachReports.siteId} = ${siteId} and (
  (${impeachReports.targetType} = 'user' and ${impeachReports.targetId} = ${userId})
  or (${impeachReports.targetType} = 'post' and exists (select 1 from ${posts} x where x.site_id = ${siteId} and x.id = ${impeachReports.targetId} and x.author_id = ${userId}))
  or (${impeachReports.targetType} = 'comment' and exists (select 1 from ${comments} x where x.site_id = ${siteId} and x.id = ${impeachReports.targetId} and x.author_id = ${userId}))
  or (${impeachReports.targetType} = 'question' and exists (select 1 from ${questions} x where x.site_id = ${siteId} and x.id = ${impeachReports.targetId} and x.author_id = ${userId}))
  or (${impeachReports.targetType} = 'answer' and exists (select 1 from ${answers} x where x.site_id = ${siteId} and x.id = ${impeachReports.targetId} and x.author_id = ${userId})))`;

const reportColumns = {
  id: impeachReports.id,
  targetType: impeachReports.targetType,
  targetId: impeachReports.targetId,
  reason: impeachReports.reason,
  reasonText: impeachReports.reasonText,
  state: impeachReports.state,
  at: impeachReports.createdAt,
};
const toReport = (r: {
  id: number;
  targetType: string;
  targetId: number;
  reason: string;
  reasonText: string;
  state: string;
  at: Date;
}): ReportRef => ({
  id: r.id,
  targetType: r.targetType,
  targetId: r.targetId,
  reason: (r.reasonText ? `${r.reason}：${r.reasonText}` : r.reason).slice(0, 200),
  state: r.state,
  at: new Date(r.at).toISOString(),
});

/** The record of one of the site's members; 404 for another site's member, the anonymous user or a missing one. */
export async function memberRecord(db: Executor, siteId: number, userId: number): Promise<Record_> {
  const [user] = await db
    .select({
      id: siteUsers.id,
      account: siteUsers.account,
      userName: siteUsers.userName,
      mobile: siteUsers.mobile,
      avatarUrl: siteUsers.avatarUrl,
      status: siteUsers.status,
      userType: siteUsers.userType,
      roles: siteUsers.roles,
      isAnonymous: siteUsers.isAnonymous,
      createdAt: siteUsers.createdAt,
      lastLoginAt: siteUsers.lastLoginAt,
      rankName: sql<string>`coalesce(${userRanks.name}, '')`,
    })
    .from(siteUsers)
    .leftJoin(userRanks, and(eq(userRanks.siteId, siteUsers.siteId), eq(userRanks.id, siteUsers.rankId)))
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, userId)));
  if (!user || user.isAnonymous) throw notFound('成员不存在');

  const [points, labels, medalRows, active, postN, commentN, questionN, answerN, made, received, sanctionN, made20, received20, signIns] =
    await Promise.all([
      db
        .select({
          category: pointCategories.code,
          name: pointCategories.name,
          balance: sql<number>`coalesce(${userPoints.balance}, 0)`.mapWith(Number),
        })
        .from(pointCategories)
        .leftJoin(
          userPoints,
          and(eq(userPoints.siteId, pointCategories.siteId), eq(userPoints.categoryId, pointCategories.id), eq(userPoints.userId, userId)),
        )
        .where(eq(pointCategories.siteId, siteId))
        .orderBy(asc(pointCategories.id))
        .limit(10),
      labelsOf(db, siteId, [userId]),
      db
        .select({ id: medals.id, name: medals.name, color: medals.color, icon: medals.icon, grantedAt: medalHolders.grantedAt })
        .from(medalHolders)
        .innerJoin(medals, and(eq(medals.siteId, medalHolders.siteId), eq(medals.id, medalHolders.medalId)))
        .where(and(eq(medalHolders.siteId, siteId), eq(medalHolders.userId, userId)))
        .orderBy(desc(medalHolders.grantedAt))
        .limit(200),
      findActiveSanctions(db, siteId, userId),
      countOf(db, posts, siteId, userId),
      countOf(db, comments, siteId, userId),
      countOf(db, questions, siteId, userId),
      countOf(db, answers, siteId, userId),
      db
        .select({ n: count() })
        .from(impeachReports)
        .where(and(eq(impeachReports.siteId, siteId), eq(impeachReports.reporterId, userId))),
      db.select({ n: count() }).from(impeachReports).where(receivedWhere(siteId, userId)),
      db
        .select({ n: count() })
        .from(memberSanctions)
        .where(and(eq(memberSanctions.siteId, siteId), eq(memberSanctions.userId, userId))),
      db
        .select(reportColumns)
        .from(impeachReports)
        .where(and(eq(impeachReports.siteId, siteId), eq(impeachReports.reporterId, userId)))
        .orderBy(desc(impeachReports.id))
        .limit(20),
      db.select(reportColumns).from(impeachReports).where(receivedWhere(siteId, userId)).orderBy(desc(impeachReports.id)).limit(20),
      db
        .select({ at: securityEvents.at, door: securityEvents.realm, ip: securityEvents.ip })
        .from(securityEvents)
        .where(and(eq(securityEvents.siteId, siteId), eq(securityEvents.actorSiteUserId, userId), eq(securityEvents.action, 'signIn')))
        .orderBy(desc(securityEvents.id))
        .limit(20),
    ]);
  const until = (kind: string) => iso(active.find((s) => s.kind === kind)?.endsAt ?? null);
  return {
    id: user.id,
    account: user.account,
    userName: user.userName,
    mobile: maskMobile(user.mobile),
    avatarUrl: user.avatarUrl,
    status: user.status === SiteUserStatus.banned ? SiteUserStatus.banned : SiteUserStatus.active,
    isAdmin: user.userType === 1 || user.roles.length > 0,
    createdAt: iso(user.createdAt)!,
    lastLoginAt: iso(user.lastLoginAt),
    mutedUntil: until('mute'),
    bannedUntil: until('ban'),
    rankName: user.rankName,
    points,
    labels: labels.get(userId) ?? [],
    medals: medalRows.map((m) => ({ ...m, grantedAt: iso(m.grantedAt)! })),
    counts: {
      posts: postN,
      comments: commentN,
      questions: questionN,
      answers: answerN,
      reportsMade: made[0]?.n ?? 0,
      reportsReceived: received[0]?.n ?? 0,
      sanctions: sanctionN[0]?.n ?? 0,
    },
    reportsMade: made20.map(toReport),
    reportsReceived: received20.map(toReport),
    signIns: signIns.map((s) => ({ at: iso(s.at)!, door: s.door, ip: s.ip })),
  };
}
