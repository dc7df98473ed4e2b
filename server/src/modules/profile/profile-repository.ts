// A member's public home, read only: the profile from site_users, the rank's name, the medals they hold, and their
// public posts and answers. Public is what a visitor may open: a post published in a visible section (post-seo.ts), an
// answer published under a published question on a site whose Q&A is open (question-page.ts). These reads join the
// owners' tables for this one screen (the layering rule, server/README.md); nothing here writes.
import { and, desc, eq } from 'drizzle-orm';
import { ContentStatus, Switch } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { countRows } from '../../db/paged-list';
import { followCounts } from '../follow/follow-repository';
import { memberMedals } from '../medal/medal-library-repository';
import { posts } from '../post/post.tables';
import { sectionOfPost } from '../post/post-list-repository';
import { answers, questions } from '../question/question.tables';
import { qaOpen } from '../question/question-access';
import { sections } from '../section/section.tables';
import { siteUsers } from '../site/site.tables';
import { hasPublicHome } from '../site/site-user-repository';
import { userRanks } from '../user-rank/user-rank.tables';

/** Posts and answers the home lists at most (the contract's maxItems). */
export const RECENT_ITEMS = 5;

export interface MemberHomeRow {
  id: number;
  nickname: string;
  avatar: string;
  signature: string;
  /** The member hides their activity (编辑资料 › 隐藏我的动态): no recent posts or answers are listed. */
  activityHidden: boolean;
  rank: { name: string; color: string } | null;
  joinedAt: Date;
  postCount: number;
  answerCount: number;
  followerCount: number;
  followingCount: number;
  /** The signed-in viewer follows this member (false for a visitor and on one's own home). */
  followed: boolean;
  medals: Awaited<ReturnType<typeof memberMedals>>;
  recentPosts: { id: number; title: string; createdAt: Date }[];
  recentAnswers: { id: number; questionId: number; title: string; createdAt: Date }[];
}

/**
 * A member of this site anyone may look at: not the site's anonymous user, not disabled (an erased member is
 * disabled too). Another site's member, or one of these, is undefined: the page and the API answer 404 alike.
 */
async function findShownMember(db: Executor, siteId: number, memberId: number) {
  const [row] = await db
    .select({
      id: siteUsers.id,
      nickname: siteUsers.userName,
      avatar: siteUsers.avatarUrl,
      signature: siteUsers.signature,
      activityHidden: siteUsers.hideActivity,
      joinedAt: siteUsers.createdAt,
      rankName: userRanks.name,
      rankColor: userRanks.color,
    })
    .from(siteUsers)
    .leftJoin(userRanks, and(eq(userRanks.siteId, siteUsers.siteId), eq(userRanks.id, siteUsers.rankId)))
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, memberId), hasPublicHome));
  return row;
}

const publicPostsOf = (siteId: number, memberId: number) =>
  and(eq(posts.siteId, siteId), eq(posts.authorId, memberId), eq(posts.status, ContentStatus.published), eq(sections.status, Switch.on));

const questionOfAnswer = and(eq(questions.siteId, answers.siteId), eq(questions.id, answers.questionId));
const publicAnswersOf = (siteId: number, memberId: number) =>
  and(
    eq(answers.siteId, siteId),
    eq(answers.authorId, memberId),
    eq(answers.status, ContentStatus.published),
    eq(questions.status, ContentStatus.published),
  );

async function readPosts(db: Executor, siteId: number, memberId: number) {
  const [[count], recent] = await Promise.all([
    db.select({ n: countRows() }).from(posts).innerJoin(sections, sectionOfPost).where(publicPostsOf(siteId, memberId)),
    db
      .select({ id: posts.id, title: posts.title, createdAt: posts.createdAt })
      .from(posts)
      .innerJoin(sections, sectionOfPost)
      .where(publicPostsOf(siteId, memberId))
      .orderBy(desc(posts.id))
      .limit(RECENT_ITEMS),
  ]);
  return { count: count.n, recent };
}

/** None while the site's Q&A is closed: its question pages answer 404 then. */
async function readAnswers(db: Executor, siteId: number, memberId: number) {
  if (!(await qaOpen(db, siteId))) return { count: 0, recent: [] };
  const [[count], recent] = await Promise.all([
    db.select({ n: countRows() }).from(answers).innerJoin(questions, questionOfAnswer).where(publicAnswersOf(siteId, memberId)),
    db
      .select({ id: answers.id, questionId: answers.questionId, title: questions.title, createdAt: answers.createdAt })
      .from(answers)
      .innerJoin(questions, questionOfAnswer)
      .where(publicAnswersOf(siteId, memberId))
      .orderBy(desc(answers.id))
      .limit(RECENT_ITEMS),
  ]);
  return { count: count.n, recent };
}

/** The member's public home, or undefined when no one may see it (see findShownMember). */
export async function readMemberHome(
  db: Executor,
  siteId: number,
  memberId: number,
  viewerId: number | null = null,
): Promise<MemberHomeRow | undefined> {
  const member = await findShownMember(db, siteId, memberId);
  if (!member) return undefined;
  const [medals, postsOf, answersOf, follows] = await Promise.all([
    memberMedals(db, siteId, memberId),
    readPosts(db, siteId, memberId),
    readAnswers(db, siteId, memberId),
    followCounts(db, siteId, memberId, viewerId),
  ]);
  const { rankName, rankColor, ...profile } = member;
  return {
    ...profile,
    rank: rankName === null || rankColor === null ? null : { name: rankName, color: rankColor },
    postCount: postsOf.count,
    answerCount: answersOf.count,
    ...follows,
    medals,
    recentPosts: member.activityHidden ? [] : postsOf.recent,
    recentAnswers: member.activityHidden ? [] : answersOf.recent,
  };
}
