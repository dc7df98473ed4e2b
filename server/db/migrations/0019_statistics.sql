CREATE TABLE "task_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(64) NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"attempt" smallint DEFAULT 1 NOT NULL,
	"job_id" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"outcome" varchar(16) DEFAULT 'running' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	CONSTRAINT "task_runs_outcome_check" CHECK ("task_runs"."outcome" in ('running', 'success', 'failed')),
	CONSTRAINT "task_runs_trigger_check" CHECK ("task_runs"."trigger" in ('schedule', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "task_settings" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_daily_page_views" (
	"site_id" bigint NOT NULL,
	"day" date NOT NULL,
	"pv" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "site_daily_page_views_site_id_day_pk" PRIMARY KEY("site_id","day")
);
--> statement-breakpoint
CREATE TABLE "site_daily_stats" (
	"site_id" bigint NOT NULL,
	"day" date NOT NULL,
	"pv" bigint DEFAULT 0 NOT NULL,
	"uv" integer DEFAULT 0 NOT NULL,
	"ips" integer DEFAULT 0 NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_daily_stats_site_id_day_pk" PRIMARY KEY("site_id","day")
);
--> statement-breakpoint
CREATE TABLE "site_daily_visitors" (
	"site_id" bigint NOT NULL,
	"day" date NOT NULL,
	"kind" smallint NOT NULL,
	"hash" varchar(32) NOT NULL,
	CONSTRAINT "site_daily_visitors_site_id_day_kind_hash_pk" PRIMARY KEY("site_id","day","kind","hash")
);
--> statement-breakpoint
CREATE TABLE "sms_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" bigint,
	"purpose" varchar(32) NOT NULL,
	"mobile_masked" varchar(16) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"receipt" varchar(64) DEFAULT '' NOT NULL,
	"status" varchar(16) NOT NULL,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_ledger_status_check" CHECK ("sms_ledger"."status" in ('sent', 'failed', 'delivered')),
	CONSTRAINT "sms_ledger_purpose_check" CHECK ("sms_ledger"."purpose" in ('saas_register', 'saas_reset', 'console_register', 'console_reset'))
);
--> statement-breakpoint
CREATE TABLE "sms_quotas" (
	"site_id" bigint PRIMARY KEY NOT NULL,
	"monthly_quota" integer DEFAULT 0 NOT NULL,
	"warned_month" varchar(7) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_action_check";--> statement-breakpoint
CREATE INDEX "task_runs_name_idx" ON "task_runs" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "task_runs_started_idx" ON "task_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "site_daily_page_views_day_idx" ON "site_daily_page_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "site_daily_stats_day_idx" ON "site_daily_stats" USING btree ("day","site_id");--> statement-breakpoint
CREATE INDEX "site_daily_visitors_day_idx" ON "site_daily_visitors" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sms_ledger_site_idx" ON "sms_ledger" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_ledger_created_idx" ON "sms_ledger" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_action_check" CHECK ("security_events"."action" in ('signIn', 'signInFailed', 'signOut', 'passwordChanged', 'passwordReset', 'accountDisabled', 'accountEnabled', 'rolesChanged', 'mainManagerTransferred', 'siteTransferred', 'siteDeleted', 'orderPaid', 'orderRefunded', 'licenseCodesCreated', 'licenseCodeActivated', 'cacheCleared', 'paymentNotifyRefused', 'contentApproved', 'contentRejected', 'contentHidden', 'contentRestored', 'contentDeleted', 'contentPurged', 'contentMoved', 'contentPinned', 'contentUnpinned', 'contentFeatured', 'contentUnfeatured', 'contentLocked', 'contentUnlocked', 'sensitiveWordsChanged', 'searchIndexRebuilt', 'impeachHandled', 'impeachReasonsChanged', 'memberMuted', 'memberBanned', 'sanctionLifted', 'pointsAdjusted', 'giftSaved', 'giftShelfChanged', 'giftCodesAdded', 'mallOrderShipped', 'mallOrderCompleted', 'mallOrderCancelled', 'answerAccepted', 'bountySettled', 'questionTypesChanged', 'questionSettingChanged', 'sectionContentMoved', 'sectionMerged', 'taskEnabledChanged', 'taskRunRequested', 'smsQuotaChanged'));