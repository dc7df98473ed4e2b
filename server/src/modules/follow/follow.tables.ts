// Tables the follow module owns: members following members, members watching posts and sections (they hear of new
// posts and replies), and members' bookmarks (收藏). One row per (site, member, target); counts (followers, following)
// are counted from these rows by their indexes, so they always equal the rows. Who else may use them: the layering
// rule, server/README.md.
import { foreignKey, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { posts } from '../post/post.tables';
import { sections } from '../section/section.tables';
import { siteIdColumn, siteUsers } from '../site/site.tables';

/** `followerId` follows `followeeId` (both this site's members). */
export const memberFollows = pgTable(
  'member_follows',
  {
    siteId: siteIdColumn(),
    followerId: id('follower_id').notNull(),
    followeeId: id('followee_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.followerId, t.followeeId] }),
    index('member_follows_followee_idx').on(t.siteId, t.followeeId, t.createdAt),
    foreignKey({ columns: [t.siteId, t.followerId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.followeeId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
  ],
);

/** A member watching a post: its new replies notify them. */
export const postWatches = pgTable(
  'post_watches',
  {
    siteId: siteIdColumn(),
    userId: id('user_id').notNull(),
    postId: id('post_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.userId, t.postId] }),
    index('post_watches_post_idx').on(t.siteId, t.postId),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.postId], foreignColumns: [posts.siteId, posts.id] }).onDelete('cascade'),
  ],
);

/** A member watching a section: its new posts notify them. */
export const sectionWatches = pgTable(
  'section_watches',
  {
    siteId: siteIdColumn(),
    userId: id('user_id').notNull(),
    sectionId: id('section_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.userId, t.sectionId] }),
    index('section_watches_section_idx').on(t.siteId, t.sectionId),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.sectionId], foreignColumns: [sections.siteId, sections.id] }).onDelete('cascade'),
  ],
);

/** A member's bookmark (收藏) of a post. */
export const postBookmarks = pgTable(
  'post_bookmarks',
  {
    siteId: siteIdColumn(),
    userId: id('user_id').notNull(),
    postId: id('post_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.userId, t.postId] }),
    index('post_bookmarks_user_idx').on(t.siteId, t.userId, t.createdAt),
    index('post_bookmarks_post_idx').on(t.siteId, t.postId),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.postId], foreignColumns: [posts.siteId, posts.id] }).onDelete('cascade'),
  ],
);
