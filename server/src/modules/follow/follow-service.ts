// A member follows members, watches posts and sections, and bookmarks posts. Every target is this site's: another
// site's member, post or section answers 404 exactly like a missing one. Writes are idempotent (one row per site,
// member and target; `on conflict do nothing`), so a double click or a retry changes nothing twice.
import { and, desc, eq } from 'drizzle-orm';
import type { OperationQuery, Schema } from '../../../../sdk';
import { ContentStatus, Switch } from '../../../../sdk/generated/enums';
import type { Executor } from '../../db/database';
import { isoTime } from '../../db/json-text';
import { countRows, type PagedList, pagedList, paging, totalColumn } from '../../db/paged-list';
import { badRequest, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { posts } from '../post/post.tables';
import { canRead, findPostState } from '../post/post-access';
import { authorOfPost, sectionOfPost } from '../post/post-list-repository';
import { findVisibleSection } from '../post/post-sections';
import { sections } from '../section/section.tables';
import { siteUsers } from '../site/site.tables';
import { contentAuthorJson, hasPublicHome } from '../site/site-user-repository';
import { memberFollows, postBookmarks, postWatches, sectionWatches } from './follow.tables';
import { followCounts } from './follow-repository';

export interface MemberRef {
  siteId: number;
  siteUserId: number;
}

const MEMBER_NOT_FOUND = '成员不存在';
const POST_NOT_FOUND = '帖子不存在';
const SECTION_NOT_FOUND = '版块不存在';

/** A member of this site with a public home (not the anonymous user, not disabled or erased), or undefined. */
async function findFollowable(db: Executor, siteId: number, id: number) {
  const [row] = await db
    .select({ id: siteUsers.id })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), eq(siteUsers.id, id), hasPublicHome));
  return row;
}

/** Any post of this site (to undo a bookmark or watch of a post that is gone from view). */
async function postExists(db: Executor, siteId: number, postId: number) {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.siteId, siteId), eq(posts.id, postId)));
  return Boolean(row);
}

export function createFollowService({ db }: Pick<ModuleDeps, 'db'>) {
  async function followState(member: MemberRef, id: number): Promise<Schema<'FollowState'>> {
    const counts = await followCounts(db, member.siteId, id, member.siteUserId);
    return { followed: counts.followed, followerCount: counts.followerCount };
  }

  /** A post the member may read (published in a visible section, or their own), else 404. */
  async function readablePost(member: MemberRef, postId: number) {
    const post = await findPostState(db, member.siteId, postId);
    if (!canRead(post, member.siteUserId)) throw notFound(POST_NOT_FOUND);
    return post;
  }

  async function anyPost(member: MemberRef, postId: number) {
    if (!(await postExists(db, member.siteId, postId))) throw notFound(POST_NOT_FOUND);
  }

  return {
    async follow(member: MemberRef, id: number): Promise<Schema<'FollowState'>> {
      if (id === member.siteUserId) throw badRequest('不能关注自己');
      if (!(await findFollowable(db, member.siteId, id))) throw notFound(MEMBER_NOT_FOUND);
      await db.insert(memberFollows).values({ siteId: member.siteId, followerId: member.siteUserId, followeeId: id }).onConflictDoNothing();
      return followState(member, id);
    },

    async unfollow(member: MemberRef, id: number): Promise<Schema<'FollowState'>> {
      // Unfollowing stays possible after the other member was disabled; the anonymous user and other sites stay 404.
      const [target] = await db
        .select({ id: siteUsers.id })
        .from(siteUsers)
        .where(and(eq(siteUsers.siteId, member.siteId), eq(siteUsers.id, id), eq(siteUsers.isAnonymous, false)));
      if (!target) throw notFound(MEMBER_NOT_FOUND);
      await db
        .delete(memberFollows)
        .where(
          and(eq(memberFollows.siteId, member.siteId), eq(memberFollows.followerId, member.siteUserId), eq(memberFollows.followeeId, id)),
        );
      return followState(member, id);
    },

    async addBookmark(member: MemberRef, postId: number): Promise<Schema<'BookmarkState'>> {
      await readablePost(member, postId);
      await db.insert(postBookmarks).values({ siteId: member.siteId, userId: member.siteUserId, postId }).onConflictDoNothing();
      return { bookmarked: true };
    },

    async removeBookmark(member: MemberRef, postId: number): Promise<Schema<'BookmarkState'>> {
      await anyPost(member, postId);
      await db
        .delete(postBookmarks)
        .where(and(eq(postBookmarks.siteId, member.siteId), eq(postBookmarks.userId, member.siteUserId), eq(postBookmarks.postId, postId)));
      return { bookmarked: false };
    },

    async watchPost(member: MemberRef, postId: number): Promise<Schema<'WatchState'>> {
      await readablePost(member, postId);
      await db.insert(postWatches).values({ siteId: member.siteId, userId: member.siteUserId, postId }).onConflictDoNothing();
      return { watched: true };
    },

    async unwatchPost(member: MemberRef, postId: number): Promise<Schema<'WatchState'>> {
      await anyPost(member, postId);
      await db
        .delete(postWatches)
        .where(and(eq(postWatches.siteId, member.siteId), eq(postWatches.userId, member.siteUserId), eq(postWatches.postId, postId)));
      return { watched: false };
    },

    /** Whether I watch this shown section (the section page's 关注版块). */
    async sectionWatch(member: MemberRef, sectionId: number): Promise<Schema<'WatchState'>> {
      if (!(await findVisibleSection(db, member.siteId, sectionId))) throw notFound(SECTION_NOT_FOUND);
      const [row] = await db
        .select({ id: sectionWatches.sectionId })
        .from(sectionWatches)
        .where(
          and(
            eq(sectionWatches.siteId, member.siteId),
            eq(sectionWatches.userId, member.siteUserId),
            eq(sectionWatches.sectionId, sectionId),
          ),
        );
      return { watched: row !== undefined };
    },

    async watchSection(member: MemberRef, sectionId: number): Promise<Schema<'WatchState'>> {
      if (!(await findVisibleSection(db, member.siteId, sectionId))) throw notFound(SECTION_NOT_FOUND);
      await db.insert(sectionWatches).values({ siteId: member.siteId, userId: member.siteUserId, sectionId }).onConflictDoNothing();
      return { watched: true };
    },

    async unwatchSection(member: MemberRef, sectionId: number): Promise<Schema<'WatchState'>> {
      const [section] = await db
        .select({ id: sections.id })
        .from(sections)
        .where(and(eq(sections.siteId, member.siteId), eq(sections.id, sectionId)));
      if (!section) throw notFound(SECTION_NOT_FOUND);
      await db
        .delete(sectionWatches)
        .where(
          and(
            eq(sectionWatches.siteId, member.siteId),
            eq(sectionWatches.userId, member.siteUserId),
            eq(sectionWatches.sectionId, sectionId),
          ),
        );
      return { watched: false };
    },

    /** My bookmarks, newest first; posts no longer public (deleted, hidden, in a hidden section) drop out. */
    async bookmarks(member: MemberRef, query: OperationQuery<'getMyBookmarkList'>): Promise<PagedList<Schema<'Bookmark'>>> {
      const where = and(
        eq(postBookmarks.siteId, member.siteId),
        eq(postBookmarks.userId, member.siteUserId),
        eq(posts.status, ContentStatus.published),
        eq(sections.status, Switch.on),
      );
      const count = () =>
        db
          .select({ n: countRows() })
          .from(postBookmarks)
          .innerJoin(posts, and(eq(posts.siteId, postBookmarks.siteId), eq(posts.id, postBookmarks.postId)))
          .innerJoin(sections, sectionOfPost)
          .where(where);
      return pagedList(
        paging(query),
        ({ limit, offset }) =>
          db
            .select({
              postId: posts.id,
              title: posts.title,
              sectionId: posts.sectionId,
              sectionName: sections.name,
              author: contentAuthorJson,
              createdAt: isoTime(posts.createdAt),
              bookmarkedAt: isoTime(postBookmarks.createdAt),
              total: totalColumn(count()),
            })
            .from(postBookmarks)
            .innerJoin(posts, and(eq(posts.siteId, postBookmarks.siteId), eq(posts.id, postBookmarks.postId)))
            .innerJoin(sections, sectionOfPost)
            .innerJoin(siteUsers, authorOfPost)
            .where(where)
            .orderBy(desc(postBookmarks.createdAt), desc(postBookmarks.postId))
            .limit(limit)
            .offset(offset),
        count,
      );
    },

    /** Whom I follow (`following`) or who follows me (`followers`), newest first; disabled and erased members drop out. */
    async members(
      member: MemberRef,
      side: 'following' | 'followers',
      query: OperationQuery<'getMyFollowingList'>,
    ): Promise<PagedList<Schema<'FollowMember'>>> {
      const [mine, theirs] =
        side === 'following' ? [memberFollows.followerId, memberFollows.followeeId] : [memberFollows.followeeId, memberFollows.followerId];
      const where = and(eq(memberFollows.siteId, member.siteId), eq(mine, member.siteUserId), hasPublicHome);
      const other = and(eq(siteUsers.siteId, memberFollows.siteId), eq(siteUsers.id, theirs));
      const count = () => db.select({ n: countRows() }).from(memberFollows).innerJoin(siteUsers, other).where(where);
      return pagedList(
        paging(query),
        ({ limit, offset }) =>
          db
            .select({
              id: siteUsers.id,
              nickname: siteUsers.userName,
              avatar: siteUsers.avatarUrl,
              followedAt: isoTime(memberFollows.createdAt),
              total: totalColumn(count()),
            })
            .from(memberFollows)
            .innerJoin(siteUsers, other)
            .where(where)
            .orderBy(desc(memberFollows.createdAt), desc(theirs))
            .limit(limit)
            .offset(offset),
        count,
      );
    },
  };
}
