CREATE TABLE "console_notifications" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "console_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" varchar(32) NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" varchar(500) DEFAULT '' NOT NULL,
	"link" varchar(200) DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "console_notifications_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "console_notifications_kind_check" CHECK ("console_notifications"."kind" in ('smsQuotaWarning'))
);
--> statement-breakpoint
CREATE TABLE "notification_channel_settings" (
	"site_id" bigint PRIMARY KEY NOT NULL,
	"sms_kinds" varchar(32)[] DEFAULT '{}'::varchar[] NOT NULL,
	"wechat_kinds" varchar(32)[] DEFAULT '{}'::varchar[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_sends" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "notification_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"template" varchar(32) NOT NULL,
	"channel" varchar(16) NOT NULL,
	"recipient_masked" varchar(64) DEFAULT '' NOT NULL,
	"address" varchar(64),
	"title" varchar(100) DEFAULT '' NOT NULL,
	"content" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(16) NOT NULL,
	"provider" varchar(16) DEFAULT '' NOT NULL,
	"receipt" varchar(64) DEFAULT '' NOT NULL,
	"error" varchar(200) DEFAULT '' NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_sends_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "notification_sends_template_check" CHECK ("notification_sends"."template" in ('reportResolved', 'contentHidden', 'contentDeleted', 'memberMuted', 'memberBanned', 'answerReceived', 'answerAccepted', 'smsQuotaWarning')),
	CONSTRAINT "notification_sends_channel_check" CHECK ("notification_sends"."channel" in ('inApp', 'sms', 'wechat')),
	CONSTRAINT "notification_sends_status_check" CHECK ("notification_sends"."status" in ('pending', 'sent', 'failed', 'delivered'))
);
--> statement-breakpoint
CREATE TABLE "wechat_sandbox_messages" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wechat_sandbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"template" varchar(32) NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" varchar(500) DEFAULT '' NOT NULL,
	"page" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_sandbox_messages_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "sms_ledger" DROP CONSTRAINT "sms_ledger_purpose_check";--> statement-breakpoint
ALTER TABLE "console_notifications" ADD CONSTRAINT "console_notifications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_notifications" ADD CONSTRAINT "console_notifications_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_channel_settings" ADD CONSTRAINT "notification_channel_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_sandbox_messages" ADD CONSTRAINT "wechat_sandbox_messages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_notifications_user_idx" ON "console_notifications" USING btree ("site_id","user_id","id");--> statement-breakpoint
CREATE INDEX "console_notifications_unread_idx" ON "console_notifications" USING btree ("site_id","user_id") WHERE "console_notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notification_sends_created_idx" ON "notification_sends" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notification_sends_site_idx" ON "notification_sends" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_sends_pending_idx" ON "notification_sends" USING btree ("id") WHERE "notification_sends"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "wechat_sandbox_messages_created_idx" ON "wechat_sandbox_messages" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "sms_ledger" ADD CONSTRAINT "sms_ledger_purpose_check" CHECK ("sms_ledger"."purpose" in ('saas_register', 'saas_reset', 'console_register', 'console_reset', 'notification'));