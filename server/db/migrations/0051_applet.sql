CREATE TABLE "applet_auth_states" (
	"state_hash" "bytea" PRIMARY KEY NOT NULL,
	"console" varchar(8) NOT NULL,
	"purpose" varchar(12) NOT NULL,
	"site_id" bigint NOT NULL,
	"actor_id" bigint NOT NULL,
	"return_path" varchar(200) NOT NULL,
	"official_account_appid" varchar(32),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "applets" (
	"site_id" bigint PRIMARY KEY NOT NULL,
	"appid" varchar(32),
	"user_name" varchar(64) DEFAULT '' NOT NULL,
	"register_status" varchar(16) DEFAULT 'unregistered' NOT NULL,
	"register_kind" varchar(12),
	"register_task" jsonb,
	"nickname" varchar(60) DEFAULT '' NOT NULL,
	"head_image" varchar(512) DEFAULT '' NOT NULL,
	"signature" varchar(240) DEFAULT '' NOT NULL,
	"principal_name" varchar(200) DEFAULT '' NOT NULL,
	"nickname_audit" jsonb,
	"func_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"committed_version" varchar(64),
	"released_version" varchar(64),
	"previous_version" varchar(64),
	"audit_version" varchar(64),
	"audit_status" varchar(12) DEFAULT 'none' NOT NULL,
	"auditid" integer,
	"audit_reason" varchar(500) DEFAULT '' NOT NULL,
	"last_error" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applets_register_status_check" CHECK ("applets"."register_status" in ('unregistered', 'registering', 'registerFailed', 'authorized', 'unauthorized')),
	CONSTRAINT "applets_audit_status_check" CHECK ("applets"."audit_status" in ('none', 'auditing', 'delayed', 'passed', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "fleet_release_items" (
	"release_id" bigint NOT NULL,
	"site_id" bigint NOT NULL,
	"appid" varchar(32) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"auditid" integer,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"errcode" integer,
	"explanation" varchar(200) DEFAULT '' NOT NULL,
	"previous_version" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fleet_release_items_release_id_site_id_pk" PRIMARY KEY("release_id","site_id"),
	CONSTRAINT "fleet_release_items_status_check" CHECK ("fleet_release_items"."status" in ('pending', 'committed', 'auditing', 'passed', 'rejected', 'released', 'failed', 'rolledBack'))
);
--> statement-breakpoint
CREATE TABLE "fleet_releases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fleet_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"user_version" varchar(64) NOT NULL,
	"user_desc" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'running' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "fleet_releases_status_check" CHECK ("fleet_releases"."status" in ('running', 'finished', 'rolledBack'))
);
--> statement-breakpoint
CREATE TABLE "wechat_authorizers" (
	"appid" varchar(32) PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refresh_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_component_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"ticket" text,
	"ticket_at" timestamp with time zone,
	"access_token" text,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "console_notification_preferences" DROP CONSTRAINT "console_notification_preferences_muted_check";--> statement-breakpoint
ALTER TABLE "console_notifications" DROP CONSTRAINT "console_notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notification_sends" DROP CONSTRAINT "notification_sends_template_check";--> statement-breakpoint
ALTER TABLE "applets" ADD CONSTRAINT "applets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_release_items" ADD CONSTRAINT "fleet_release_items_release_id_fleet_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."fleet_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_release_items" ADD CONSTRAINT "fleet_release_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applets_appid_key" ON "applets" USING btree ("appid");--> statement-breakpoint
CREATE INDEX "applets_user_name_idx" ON "applets" USING btree ("user_name");--> statement-breakpoint
ALTER TABLE "console_notification_preferences" ADD CONSTRAINT "console_notification_preferences_muted_check" CHECK ("console_notification_preferences"."muted_notices" <@ array['smsQuotaWarning', 'workOrderReplied', 'workOrderStatusChanged', 'appletAuditResult']::text[]);--> statement-breakpoint
ALTER TABLE "console_notifications" ADD CONSTRAINT "console_notifications_kind_check" CHECK ("console_notifications"."kind" in ('smsQuotaWarning', 'workOrderReplied', 'workOrderStatusChanged', 'appletAuditResult'));--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_template_check" CHECK ("notification_sends"."template" in ('reportResolved', 'contentHidden', 'contentDeleted', 'memberMuted', 'memberBanned', 'answerReceived', 'answerAccepted', 'medalEarned', 'workOrderReplied', 'workOrderStatusChanged', 'followedPost', 'watchedReply', 'reply', 'mention', 'like', 'smsQuotaWarning', 'emailDigest', 'appletAuditResult'));