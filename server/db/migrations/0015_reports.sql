CREATE TABLE "impeach_reason_lists" (
	"site_id" bigint NOT NULL,
	"reasons" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impeach_reason_lists_site_id_pk" PRIMARY KEY("site_id")
);
--> statement-breakpoint
CREATE TABLE "impeach_reports" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "impeach_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" bigint NOT NULL,
	"target_type" varchar(16) NOT NULL,
	"target_id" bigint NOT NULL,
	"reporter_id" bigint NOT NULL,
	"reason" varchar(20) NOT NULL,
	"reason_text" varchar(200) DEFAULT '' NOT NULL,
	"state" varchar(16) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "impeach_reports_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "impeach_reports_type_check" CHECK ("impeach_reports"."target_type" in ('post', 'comment', 'question', 'answer', 'user')),
	CONSTRAINT "impeach_reports_state_check" CHECK ("impeach_reports"."state" in ('open', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "impeach_targets" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "impeach_targets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"target_type" varchar(16) NOT NULL,
	"target_id" bigint NOT NULL,
	"state" varchar(16) DEFAULT 'open' NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"first_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" varchar(16),
	"handled_by" varchar(80) DEFAULT '' NOT NULL,
	"handled_at" timestamp with time zone,
	"note" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "impeach_targets_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "impeach_targets_type_check" CHECK ("impeach_targets"."target_type" in ('post', 'comment', 'question', 'answer', 'user')),
	CONSTRAINT "impeach_targets_state_check" CHECK ("impeach_targets"."state" in ('open', 'resolved')),
	CONSTRAINT "impeach_targets_action_check" CHECK ("impeach_targets"."action" in ('hide', 'delete', 'keep'))
);
--> statement-breakpoint
CREATE TABLE "member_sanctions" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "member_sanctions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" bigint,
	"actor_id" bigint,
	"actor_name" varchar(32) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_sanctions_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "member_sanctions_kind_check" CHECK ("member_sanctions"."kind" in ('mute', 'ban'))
);
--> statement-breakpoint
CREATE TABLE "member_notifications" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "member_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" varchar(32) NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" varchar(500) DEFAULT '' NOT NULL,
	"link" varchar(200) DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_notifications_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "member_notifications_kind_check" CHECK ("member_notifications"."kind" in ('reportResolved', 'contentHidden', 'contentDeleted', 'memberMuted', 'memberBanned'))
);
--> statement-breakpoint
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_action_check";--> statement-breakpoint
ALTER TABLE "impeach_reason_lists" ADD CONSTRAINT "impeach_reason_lists_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impeach_reports" ADD CONSTRAINT "impeach_reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impeach_reports" ADD CONSTRAINT "impeach_reports_site_id_group_id_impeach_targets_site_id_id_fk" FOREIGN KEY ("site_id","group_id") REFERENCES "public"."impeach_targets"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impeach_reports" ADD CONSTRAINT "impeach_reports_site_id_reporter_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","reporter_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impeach_targets" ADD CONSTRAINT "impeach_targets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sanctions" ADD CONSTRAINT "member_sanctions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sanctions" ADD CONSTRAINT "member_sanctions_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notifications" ADD CONSTRAINT "member_notifications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notifications" ADD CONSTRAINT "member_notifications_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "impeach_reports_once_key" ON "impeach_reports" USING btree ("site_id","target_type","target_id","reporter_id");--> statement-breakpoint
CREATE INDEX "impeach_reports_group_idx" ON "impeach_reports" USING btree ("site_id","group_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "impeach_targets_open_key" ON "impeach_targets" USING btree ("site_id","target_type","target_id") WHERE "impeach_targets"."state" = 'open';--> statement-breakpoint
CREATE INDEX "impeach_targets_queue_idx" ON "impeach_targets" USING btree ("site_id","state","first_reported_at");--> statement-breakpoint
CREATE INDEX "impeach_targets_open_idx" ON "impeach_targets" USING btree ("first_reported_at") WHERE "impeach_targets"."state" = 'open';--> statement-breakpoint
CREATE INDEX "member_sanctions_user_idx" ON "member_sanctions" USING btree ("site_id","user_id","ends_at");--> statement-breakpoint
CREATE INDEX "member_notifications_user_idx" ON "member_notifications" USING btree ("site_id","user_id","id");--> statement-breakpoint
CREATE INDEX "member_notifications_unread_idx" ON "member_notifications" USING btree ("site_id","user_id") WHERE "member_notifications"."read_at" is null;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_action_check" CHECK ("security_events"."action" in ('signIn', 'signInFailed', 'signOut', 'passwordChanged', 'passwordReset', 'accountDisabled', 'accountEnabled', 'rolesChanged', 'mainManagerTransferred', 'siteTransferred', 'siteDeleted', 'orderPaid', 'orderRefunded', 'licenseCodesCreated', 'licenseCodeActivated', 'cacheCleared', 'paymentNotifyRefused', 'contentApproved', 'contentRejected', 'contentHidden', 'contentRestored', 'contentDeleted', 'contentPurged', 'contentMoved', 'contentPinned', 'contentUnpinned', 'contentFeatured', 'contentUnfeatured', 'contentLocked', 'contentUnlocked', 'sensitiveWordsChanged', 'searchIndexRebuilt', 'impeachHandled', 'impeachReasonsChanged', 'memberMuted', 'memberBanned', 'sanctionLifted'));