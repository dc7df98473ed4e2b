// Tables the message module owns: one-to-one conversations (私信) between members of a site, their messages, each
// member's side of a conversation (unread count, last activity), blocks, and each site's message settings.
// Who else may use them: the layering rule, server/README.md (the impeach module reads a reported message).
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../../db/columns';
import { siteIdColumn, siteUsers } from '../site/site.tables';

/** A conversation between two members of a site: the pair ordered (`lowId` < `highId`), one row per pair. */
export const conversations = pgTable(
  'conversations',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    lowId: id('low_id').notNull(),
    highId: id('high_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('conversations_pair_key').on(t.siteId, t.lowId, t.highId),
    check('conversations_pair_ordered', sql`${t.lowId} < ${t.highId}`),
    foreignKey({ columns: [t.siteId, t.lowId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.highId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
  ],
);

/**
 * One member's side of a conversation: whom it is with, when it last moved (the list's order) and how many messages
 * the member has not read. The unread count is raised in the statement that sends and zeroed when the member opens it.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    siteId: siteIdColumn(),
    conversationId: id('conversation_id').notNull(),
    userId: id('user_id').notNull(),
    otherId: id('other_id').notNull(),
    unread: integer('unread').notNull().default(0),
    lastAt: at('last_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.conversationId, t.userId] }),
    index('conversation_members_list_idx').on(t.siteId, t.userId, t.lastAt, t.conversationId),
    check('conversation_members_unread_check', sql`${t.unread} >= 0`),
    foreignKey({ columns: [t.siteId, t.conversationId], foreignColumns: [conversations.siteId, conversations.id] }).onDelete('cascade'),
  ],
);

/** A message: plain text (escaped where shown); `hidden` once an administrator hid it after a report. */
export const privateMessages = pgTable(
  'private_messages',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    conversationId: id('conversation_id').notNull(),
    senderId: id('sender_id').notNull(),
    content: varchar('content', { length: 1000 }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('private_messages_conversation_idx').on(t.siteId, t.conversationId, t.id),
    index('private_messages_sender_idx').on(t.siteId, t.senderId, t.createdAt),
    foreignKey({ columns: [t.siteId, t.conversationId], foreignColumns: [conversations.siteId, conversations.id] }).onDelete('cascade'),
  ],
);

/** A member (`userId`) blocks another (`blockedId`): the blocked member's messages to them are refused. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    siteId: siteIdColumn(),
    userId: id('user_id').notNull(),
    blockedId: id('blocked_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.userId, t.blockedId] }),
    index('member_blocks_blocked_idx').on(t.siteId, t.blockedId),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.blockedId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
  ],
);

/** A site's message rules; no row means the defaults (on, every rank). */
export const messageSettings = pgTable('message_settings', {
  siteId: siteIdColumn().primaryKey(),
  enabled: smallint('enabled').notNull().default(1),
  /** The lowest rank that may send (by its points threshold), or null for every member. */
  minRankId: id('min_rank_id'),
});
