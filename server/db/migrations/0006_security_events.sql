CREATE TABLE "security_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"realm" varchar(8) NOT NULL,
	"action" varchar(32) NOT NULL,
	"site_id" bigint,
	"actor_account_id" bigint,
	"actor_site_user_id" bigint,
	"actor_name" varchar(64) DEFAULT '' NOT NULL,
	"target_type" varchar(24) DEFAULT '' NOT NULL,
	"target_id" varchar(64) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(256) DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "security_events_realm_check" CHECK ("security_events"."realm" in ('saas', 'console')),
	CONSTRAINT "security_events_action_check" CHECK ("security_events"."action" in ('signIn', 'signInFailed', 'signOut', 'passwordChanged', 'passwordReset', 'accountDisabled', 'accountEnabled', 'rolesChanged', 'mainManagerTransferred', 'siteTransferred', 'siteDeleted', 'orderPaid', 'orderRefunded', 'licenseCodesCreated', 'licenseCodeActivated', 'cacheCleared', 'paymentNotifyRefused'))
);
--> statement-breakpoint
CREATE INDEX "security_events_at_idx" ON "security_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "security_events_site_idx" ON "security_events" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "security_events_account_idx" ON "security_events" USING btree ("actor_account_id","created_at");