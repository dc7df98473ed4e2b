CREATE TABLE "member_label_users" (
	"site_id" bigint NOT NULL,
	"label_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_label_users_site_id_label_id_user_id_pk" PRIMARY KEY("site_id","label_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "member_labels" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "member_labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(16) NOT NULL,
	"color" varchar(7) NOT NULL,
	"description" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_labels_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_action_check";--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "change" jsonb;--> statement-breakpoint
ALTER TABLE "member_label_users" ADD CONSTRAINT "member_label_users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_label_users" ADD CONSTRAINT "member_label_users_site_id_label_id_member_labels_site_id_id_fk" FOREIGN KEY ("site_id","label_id") REFERENCES "public"."member_labels"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_label_users" ADD CONSTRAINT "member_label_users_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_labels" ADD CONSTRAINT "member_labels_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_label_users_user_idx" ON "member_label_users" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_labels_name_key" ON "member_labels" USING btree ("site_id",lower("name"));--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_action_check" CHECK ("security_events"."action" in ('signIn', 'signInFailed', 'signOut', 'passwordChanged', 'passwordReset', 'accountDisabled', 'accountEnabled', 'rolesChanged', 'mainManagerTransferred', 'siteTransferred', 'siteDeleted', 'orderPaid', 'orderRefunded', 'licenseCodesCreated', 'licenseCodeActivated', 'cacheCleared', 'paymentNotifyRefused', 'contentApproved', 'contentRejected', 'contentHidden', 'contentRestored', 'contentDeleted', 'contentPurged', 'contentMoved', 'contentPinned', 'contentUnpinned', 'contentFeatured', 'contentUnfeatured', 'contentLocked', 'contentUnlocked', 'sensitiveWordsChanged', 'searchIndexRebuilt', 'impeachHandled', 'impeachReasonsChanged', 'memberMuted', 'memberBanned', 'sanctionLifted', 'memberPasswordReset', 'memberDeleted', 'pointsAdjusted', 'giftSaved', 'giftShelfChanged', 'giftCodesAdded', 'mallOrderShipped', 'mallOrderCompleted', 'mallOrderCancelled', 'answerAccepted', 'bountySettled', 'questionTypesChanged', 'questionSettingChanged', 'sectionContentMoved', 'sectionMerged', 'taskEnabledChanged', 'taskRunRequested', 'smsQuotaChanged'));