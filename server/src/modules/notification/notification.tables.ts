// Tables the notification module owns: what the site tells one member (通知). Every area that has something to tell a
// member writes through notifyMember (notify-member.ts), in its own transaction. Who else may use them:
// server/src/db/schema.ts.
import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { MemberNotificationKindValues } from '../../../../sdk/generated/enums';
import { at, createdAt, id } from '../../db/columns';
import { enumCheck } from '../../db/enum-check';
import { siteIdColumn, siteUsers } from '../site/site.tables';

export const memberNotifications = pgTable(
  'member_notifications',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    userId: id('user_id').notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: varchar('content', { length: 500 }).notNull().default(''),
    /** A path on the member site (`/post/1024`), or empty. */
    link: varchar('link', { length: 200 }).notNull().default(''),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    // A member's list, newest first, keyset-paged on id.
    index('member_notifications_user_idx').on(t.siteId, t.userId, t.id),
    // The bell's count reads only the unread ones.
    index('member_notifications_unread_idx').on(t.siteId, t.userId).where(sql`${t.readAt} is null`),
    enumCheck('member_notifications_kind_check', t.kind, MemberNotificationKindValues),
  ],
);
