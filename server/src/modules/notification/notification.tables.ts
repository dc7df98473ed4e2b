// Tables the notification module owns: what the site tells one member (通知). Every area that has something to tell a
// member writes through notifyMember (notify-member.ts), in its own transaction. Who else may use them:
// the layering rule, server/README.md.
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  ConsoleMessageTypeValues,
  ConsoleNotificationKindValues,
  MemberNotificationKindValues,
  NotificationChannelValues,
  NotificationSendStatusValues,
  NotificationTemplateValues,
} from '../../../../sdk/generated/enums';
import { at, createdAt, id } from '../../db/columns';
import { enumArrayCheck, enumCheck } from '../../db/enum-check';
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
    /** Grouped notifications (likes): what they are about (`post:12`); while one is unread, the next like updates it. */
    groupKey: varchar('group_key', { length: 64 }),
    /** The members a grouped notification names, latest first (at most 20), and how many there were in all. */
    actorIds: integer('actor_ids').array().notNull().default(sql`'{}'::integer[]`),
    actorCount: integer('actor_count').notNull().default(1),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    // One unread grouped notification per member and target: the next like updates it (participation.ts).
    uniqueIndex('member_notifications_group_key')
      .on(t.siteId, t.userId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
    // A member's list, newest first, keyset-paged on id.
    index('member_notifications_user_idx').on(t.siteId, t.userId, t.id),
    // The bell's count reads only the unread ones.
    index('member_notifications_unread_idx').on(t.siteId, t.userId).where(sql`${t.readAt} is null`),
    enumCheck('member_notifications_kind_check', t.kind, MemberNotificationKindValues),
  ],
);

/** Which member notification kinds a site also sends by SMS and by WeChat subscribe message (the in-app list always). */
export const notificationChannelSettings = pgTable('notification_channel_settings', {
  siteId: siteIdColumn().primaryKey(),
  smsKinds: varchar('sms_kinds', { length: 32 }).array().notNull().default(sql`'{}'::varchar[]`),
  wechatKinds: varchar('wechat_kinds', { length: 32 }).array().notNull().default(sql`'{}'::varchar[]`),
  /** Kinds also sent by email (to members with a verified address; issue 25). */
  emailKinds: varchar('email_kinds', { length: 32 }).array().notNull().default(sql`'{}'::varchar[]`),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Every send of a notification, on every channel: the log the SaaS console's subscribe-message pages read, and the
 * outbox of the external channels. An SMS or WeChat row is written `pending` in the caller's transaction, with the
 * address it goes to; the delivery job (notification-delivery.ts) claims it after the commit, sends it, writes
 * sent/failed and forgets the address. In-app rows are written `sent`.
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    /** The member (in-app list of members) or the administrator (console list) it was for. */
    userId: id('user_id').notNull(),
    template: varchar('template', { length: 32 }).notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
    recipientMasked: varchar('recipient_masked', { length: 64 }).notNull().default(''),
    /** The number (SMS) while the send is pending; null once sent or failed. */
    address: varchar('address', { length: 64 }),
    /** What goes out, kept only while pending. */
    title: varchar('title', { length: 100 }).notNull().default(''),
    content: varchar('content', { length: 500 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull().default(''),
    receipt: varchar('receipt', { length: 64 }).notNull().default(''),
    error: varchar('error', { length: 200 }).notNull().default(''),
    claimedAt: at('claimed_at'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('notification_sends_created_idx').on(t.createdAt),
    index('notification_sends_site_idx').on(t.siteId, t.createdAt),
    index('notification_sends_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    enumCheck('notification_sends_template_check', t.template, NotificationTemplateValues),
    enumCheck('notification_sends_channel_check', t.channel, NotificationChannelValues),
    enumCheck('notification_sends_status_check', t.status, NotificationSendStatusValues),
  ],
);

/** What the site tells one of its administrators (the console's bell): the SMS quota warning, and more to come. */
export const consoleNotifications = pgTable(
  'console_notifications',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    userId: id('user_id').notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: varchar('content', { length: 500 }).notNull().default(''),
    /** A path inside the site console, or empty. */
    link: varchar('link', { length: 200 }).notNull().default(''),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    index('console_notifications_user_idx').on(t.siteId, t.userId, t.id),
    index('console_notifications_unread_idx').on(t.siteId, t.userId).where(sql`${t.readAt} is null`),
    enumCheck('console_notifications_kind_check', t.kind, ConsoleNotificationKindValues),
  ],
);

/** What the sandbox WeChat provider "sent": each subscribe message it would have posted to WeChat. */
export const wechatSandboxMessages = pgTable(
  'wechat_sandbox_messages',
  {
    siteId: siteIdColumn(),
    id: id().generatedAlwaysAsIdentity(),
    userId: id('user_id').notNull(),
    template: varchar('template', { length: 32 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: varchar('content', { length: 500 }).notNull().default(''),
    page: varchar('page', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index('wechat_sandbox_messages_created_idx').on(t.createdAt)],
);

/** 个人设置 › 通知偏好 of a site's administrator: the bell's kinds they do not want (never sent to them) and the menu
 * badges they do not want counted. No row: everything on. */
export const consoleNotificationPreferences = pgTable(
  'console_notification_preferences',
  {
    siteId: siteIdColumn(),
    userId: id('user_id').notNull(),
    mutedNotices: text('muted_notices').array().notNull().default(sql`'{}'::text[]`),
    hiddenBadges: text('hidden_badges').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.userId] }),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    enumArrayCheck('console_notification_preferences_muted_check', t.mutedNotices, ConsoleNotificationKindValues),
    enumArrayCheck('console_notification_preferences_badges_check', t.hiddenBadges, ConsoleMessageTypeValues),
  ],
);

/** 我的 › 通知设置 of a member: a kind switched on or off on one channel. No row: on. */
export const memberNotificationPreferences = pgTable(
  'member_notification_preferences',
  {
    siteId: siteIdColumn(),
    userId: id('user_id').notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.userId, t.kind, t.channel] }),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [siteUsers.siteId, siteUsers.id] }).onDelete('cascade'),
    enumCheck('member_notification_preferences_kind_check', t.kind, MemberNotificationKindValues),
    enumCheck('member_notification_preferences_channel_check', t.channel, NotificationChannelValues),
  ],
);
