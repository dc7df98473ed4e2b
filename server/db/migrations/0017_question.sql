CREATE TABLE "answer_comments" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "answer_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"answer_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"content" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_comments_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "answer_votes" (
	"site_id" bigint NOT NULL,
	"answer_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"vote" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_votes_site_id_answer_id_user_id_pk" PRIMARY KEY("site_id","answer_id","user_id"),
	CONSTRAINT "answer_votes_vote_check" CHECK ("answer_votes"."vote" in (1, -1))
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"question_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"content" text NOT NULL,
	"excerpt" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"previous_status" smallint,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"up_count" integer DEFAULT 0 NOT NULL,
	"down_count" integer DEFAULT 0 NOT NULL,
	"accepted" boolean DEFAULT false NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" varchar(64) DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"deleted_by_kind" varchar(8),
	"deleted_by" varchar(64) DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL,
	CONSTRAINT "answers_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "answers_status_check" CHECK ("answers"."status" in (10, 20, 30, 40, 50, 60)),
	CONSTRAINT "answers_previous_status_check" CHECK ("answers"."previous_status" in (10, 20, 30, 40, 50, 60)),
	CONSTRAINT "answers_deleted_by_kind_check" CHECK ("answers"."deleted_by_kind" in ('member', 'console', 'saas'))
);
--> statement-breakpoint
CREATE TABLE "question_settings" (
	"site_id" bigint PRIMARY KEY NOT NULL,
	"ask_permission" smallint DEFAULT 1 NOT NULL,
	"answer_permission" smallint DEFAULT 1 NOT NULL,
	"bounty_min" integer DEFAULT 0 NOT NULL,
	"bounty_max" integer DEFAULT 500 NOT NULL,
	"bounty_category" varchar(16) DEFAULT 'coin' NOT NULL,
	"settle_days" smallint DEFAULT 7 NOT NULL,
	"settle_rule" varchar(16) DEFAULT 'refund' NOT NULL,
	"answer_review_first" smallint DEFAULT 0 NOT NULL,
	"max_answers_per_member" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_settings_ask_permission_check" CHECK ("question_settings"."ask_permission" in (1, 2)),
	CONSTRAINT "question_settings_answer_permission_check" CHECK ("question_settings"."answer_permission" in (1, 2)),
	CONSTRAINT "question_settings_bounty_category_check" CHECK ("question_settings"."bounty_category" in ('reputation', 'coin')),
	CONSTRAINT "question_settings_settle_rule_check" CHECK ("question_settings"."settle_rule" in ('refund', 'bestVoted')),
	CONSTRAINT "question_settings_answer_review_first_check" CHECK ("question_settings"."answer_review_first" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "question_types" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "question_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(20) NOT NULL,
	"icon" varchar(16) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_types_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "question_types_enabled_check" CHECK ("question_types"."enabled" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type_id" bigint NOT NULL,
	"section_id" bigint,
	"author_id" bigint NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"excerpt" varchar(200) DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint NOT NULL,
	"previous_status" smallint,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"bounty" integer DEFAULT 0 NOT NULL,
	"bounty_category" varchar(16) DEFAULT 'coin' NOT NULL,
	"bounty_state" varchar(8) DEFAULT 'none' NOT NULL,
	"settle_at" timestamp with time zone,
	"accepted_answer_id" bigint,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" varchar(64) DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"deleted_by_kind" varchar(8),
	"deleted_by" varchar(64) DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL,
	CONSTRAINT "questions_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "questions_status_check" CHECK ("questions"."status" in (10, 20, 30, 40, 50, 60)),
	CONSTRAINT "questions_previous_status_check" CHECK ("questions"."previous_status" in (10, 20, 30, 40, 50, 60)),
	CONSTRAINT "questions_deleted_by_kind_check" CHECK ("questions"."deleted_by_kind" in ('member', 'console', 'saas')),
	CONSTRAINT "questions_bounty_category_check" CHECK ("questions"."bounty_category" in ('reputation', 'coin')),
	CONSTRAINT "questions_bounty_state_check" CHECK ("questions"."bounty_state" in ('none', 'held', 'paid', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_action_check";--> statement-breakpoint
ALTER TABLE "answer_comments" ADD CONSTRAINT "answer_comments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_comments" ADD CONSTRAINT "answer_comments_site_id_answer_id_answers_site_id_id_fk" FOREIGN KEY ("site_id","answer_id") REFERENCES "public"."answers"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_comments" ADD CONSTRAINT "answer_comments_site_id_author_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","author_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_votes" ADD CONSTRAINT "answer_votes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_votes" ADD CONSTRAINT "answer_votes_site_id_answer_id_answers_site_id_id_fk" FOREIGN KEY ("site_id","answer_id") REFERENCES "public"."answers"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_votes" ADD CONSTRAINT "answer_votes_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_site_id_question_id_questions_site_id_id_fk" FOREIGN KEY ("site_id","question_id") REFERENCES "public"."questions"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_site_id_author_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","author_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_settings" ADD CONSTRAINT "question_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_types" ADD CONSTRAINT "question_types_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_site_id_type_id_question_types_site_id_id_fk" FOREIGN KEY ("site_id","type_id") REFERENCES "public"."question_types"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_site_id_section_id_sections_site_id_id_fk" FOREIGN KEY ("site_id","section_id") REFERENCES "public"."sections"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_site_id_author_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","author_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_comments_answer_idx" ON "answer_comments" USING btree ("site_id","answer_id","id");--> statement-breakpoint
CREATE INDEX "answers_question_idx" ON "answers" USING btree ("site_id","question_id","status","id");--> statement-breakpoint
CREATE INDEX "answers_console_idx" ON "answers" USING btree ("site_id","status","id");--> statement-breakpoint
CREATE INDEX "answers_author_idx" ON "answers" USING btree ("site_id","author_id","id");--> statement-breakpoint
CREATE INDEX "answers_search_idx" ON "answers" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "question_types_name_key" ON "question_types" USING btree ("site_id",lower("name"));--> statement-breakpoint
CREATE INDEX "questions_list_idx" ON "questions" USING btree ("site_id","status","active_at","id");--> statement-breakpoint
CREATE INDEX "questions_author_idx" ON "questions" USING btree ("site_id","author_id","id");--> statement-breakpoint
CREATE INDEX "questions_settle_idx" ON "questions" USING btree ("settle_at");--> statement-breakpoint
CREATE INDEX "questions_search_idx" ON "questions" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_action_check" CHECK ("security_events"."action" in ('signIn', 'signInFailed', 'signOut', 'passwordChanged', 'passwordReset', 'accountDisabled', 'accountEnabled', 'rolesChanged', 'mainManagerTransferred', 'siteTransferred', 'siteDeleted', 'orderPaid', 'orderRefunded', 'licenseCodesCreated', 'licenseCodeActivated', 'cacheCleared', 'paymentNotifyRefused', 'contentApproved', 'contentRejected', 'contentHidden', 'contentRestored', 'contentDeleted', 'contentPurged', 'contentMoved', 'contentPinned', 'contentUnpinned', 'contentFeatured', 'contentUnfeatured', 'contentLocked', 'contentUnlocked', 'sensitiveWordsChanged', 'searchIndexRebuilt', 'impeachHandled', 'impeachReasonsChanged', 'memberMuted', 'memberBanned', 'sanctionLifted', 'pointsAdjusted', 'giftSaved', 'giftShelfChanged', 'giftCodesAdded', 'mallOrderShipped', 'mallOrderCompleted', 'mallOrderCancelled', 'answerAccepted', 'bountySettled', 'questionTypesChanged', 'questionSettingChanged'));