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
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_action_check";--> statement-breakpoint
ALTER TABLE "member_sanctions" ADD CONSTRAINT "member_sanctions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sanctions" ADD CONSTRAINT "member_sanctions_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_sanctions_user_idx" ON "member_sanctions" USING btree ("site_id","user_id","ends_at");--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_action_check" CHECK ("security_events"."action" in ('signIn', 'signInFailed', 'signOut', 'passwordChanged', 'passwordReset', 'accountDisabled', 'accountEnabled', 'rolesChanged', 'mainManagerTransferred', 'siteTransferred', 'siteDeleted', 'orderPaid', 'orderRefunded', 'licenseCodesCreated', 'licenseCodeActivated', 'cacheCleared', 'paymentNotifyRefused', 'contentApproved', 'contentRejected', 'contentHidden', 'contentRestored', 'contentDeleted', 'contentPurged', 'contentMoved', 'contentPinned', 'contentUnpinned', 'contentFeatured', 'contentUnfeatured', 'contentLocked', 'contentUnlocked', 'sensitiveWordsChanged', 'searchIndexRebuilt', 'memberMuted', 'memberBanned', 'sanctionLifted'));