CREATE TABLE "member_notification_preferences" (
	"site_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" varchar(32) NOT NULL,
	"channel" varchar(16) NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_notification_preferences_site_id_user_id_kind_channel_pk" PRIMARY KEY("site_id","user_id","kind","channel"),
	CONSTRAINT "member_notification_preferences_kind_check" CHECK ("member_notification_preferences"."kind" in ('reportResolved', 'contentHidden', 'contentDeleted', 'memberMuted', 'memberBanned', 'answerReceived', 'answerAccepted', 'medalEarned', 'workOrderReplied', 'workOrderStatusChanged', 'followedPost', 'watchedReply', 'reply', 'mention', 'like')),
	CONSTRAINT "member_notification_preferences_channel_check" CHECK ("member_notification_preferences"."channel" in ('inApp', 'sms', 'wechat', 'email'))
);
--> statement-breakpoint
ALTER TABLE "member_emails" DROP CONSTRAINT "member_emails_unsubscribed_check";--> statement-breakpoint
ALTER TABLE "member_notifications" DROP CONSTRAINT "member_notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notification_sends" DROP CONSTRAINT "notification_sends_template_check";--> statement-breakpoint
ALTER TABLE "member_notifications" ADD COLUMN "group_key" varchar(64);--> statement-breakpoint
ALTER TABLE "member_notifications" ADD COLUMN "actor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "member_notifications" ADD COLUMN "actor_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_users" ADD COLUMN "signature" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_users" ADD COLUMN "gender" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_users" ADD COLUMN "area_code" varchar(6) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_users" ADD COLUMN "area_address" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_users" ADD COLUMN "hide_activity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_notification_preferences" ADD CONSTRAINT "member_notification_preferences_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notification_preferences" ADD CONSTRAINT "member_notification_preferences_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_notifications_group_key" ON "member_notifications" USING btree ("site_id","user_id","group_key") WHERE "member_notifications"."read_at" is null and "member_notifications"."group_key" is not null;--> statement-breakpoint
ALTER TABLE "member_emails" ADD CONSTRAINT "member_emails_unsubscribed_check" CHECK ("member_emails"."unsubscribed_kinds" <@ array['reportResolved', 'contentHidden', 'contentDeleted', 'memberMuted', 'memberBanned', 'answerReceived', 'answerAccepted', 'medalEarned', 'workOrderReplied', 'workOrderStatusChanged', 'followedPost', 'watchedReply', 'reply', 'mention', 'like']::text[]);--> statement-breakpoint
ALTER TABLE "member_notifications" ADD CONSTRAINT "member_notifications_kind_check" CHECK ("member_notifications"."kind" in ('reportResolved', 'contentHidden', 'contentDeleted', 'memberMuted', 'memberBanned', 'answerReceived', 'answerAccepted', 'medalEarned', 'workOrderReplied', 'workOrderStatusChanged', 'followedPost', 'watchedReply', 'reply', 'mention', 'like'));--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_template_check" CHECK ("notification_sends"."template" in ('reportResolved', 'contentHidden', 'contentDeleted', 'memberMuted', 'memberBanned', 'answerReceived', 'answerAccepted', 'medalEarned', 'workOrderReplied', 'workOrderStatusChanged', 'followedPost', 'watchedReply', 'reply', 'mention', 'like', 'smsQuotaWarning', 'emailDigest'));--> statement-breakpoint
ALTER TABLE "site_users" ADD CONSTRAINT "site_users_gender_check" CHECK ("site_users"."gender" in (0, 1, 2));