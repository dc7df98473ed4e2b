CREATE TABLE "email_link_keys" (
	"id" smallint PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_emails" (
	"site_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"email" varchar(254),
	"verified_at" timestamp with time zone,
	"pending_email" varchar(254),
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"digest_enabled" boolean DEFAULT true NOT NULL,
	"last_digest_at" timestamp with time zone,
	"unsubscribed_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_emails_site_id_user_id_pk" PRIMARY KEY("site_id","user_id"),
	CONSTRAINT "member_emails_unsubscribed_check" CHECK ("member_emails"."unsubscribed_kinds" <@ array['reportResolved', 'contentHidden', 'contentDeleted', 'memberMuted', 'memberBanned', 'answerReceived', 'answerAccepted', 'medalEarned', 'workOrderReplied', 'workOrderStatusChanged', 'followedPost', 'watchedReply']::text[])
);
--> statement-breakpoint
ALTER TABLE "notification_sends" DROP CONSTRAINT "notification_sends_template_check";--> statement-breakpoint
ALTER TABLE "notification_sends" DROP CONSTRAINT "notification_sends_channel_check";--> statement-breakpoint
ALTER TABLE "notification_channel_settings" ADD COLUMN "email_kinds" varchar(32)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
ALTER TABLE "member_emails" ADD CONSTRAINT "member_emails_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_emails" ADD CONSTRAINT "member_emails_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_emails_email_idx" ON "member_emails" USING btree ("site_id","email") WHERE "member_emails"."email" is not null;--> statement-breakpoint
CREATE INDEX "member_emails_digest_idx" ON "member_emails" USING btree ("last_digest_at") WHERE "member_emails"."email" is not null and "member_emails"."digest_enabled";--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_template_check" CHECK ("notification_sends"."template" in ('reportResolved', 'contentHidden', 'contentDeleted', 'memberMuted', 'memberBanned', 'answerReceived', 'answerAccepted', 'medalEarned', 'workOrderReplied', 'workOrderStatusChanged', 'followedPost', 'watchedReply', 'smsQuotaWarning', 'emailDigest'));--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_channel_check" CHECK ("notification_sends"."channel" in ('inApp', 'sms', 'wechat', 'email'));