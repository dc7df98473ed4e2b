CREATE TABLE "comment_likes" (
	"site_id" bigint NOT NULL,
	"comment_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_likes_site_id_comment_id_user_id_pk" PRIMARY KEY("site_id","comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_id" bigint NOT NULL,
	"parent_id" bigint,
	"reply_to_user_id" bigint,
	"author_id" bigint NOT NULL,
	"content" text NOT NULL,
	"status" smallint NOT NULL,
	"previous_status" smallint,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" varchar(64) DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"deleted_by_kind" varchar(8),
	"deleted_by" varchar(64) DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL,
	CONSTRAINT "comments_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "comments_status_check" CHECK ("comments"."status" in (10, 20, 30, 40, 50, 60)),
	CONSTRAINT "comments_previous_status_check" CHECK ("comments"."previous_status" in (10, 20, 30, 40, 50, 60)),
	CONSTRAINT "comments_deleted_by_kind_check" CHECK ("comments"."deleted_by_kind" in ('member', 'console', 'saas'))
);
--> statement-breakpoint
CREATE TABLE "platform_sensitive_words" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_sensitive_words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"word" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"site_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_site_id_post_id_user_id_pk" PRIMARY KEY("site_id","post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"section_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"excerpt" varchar(200) DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint NOT NULL,
	"previous_status" smallint,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" varchar(64) DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"deleted_by_kind" varchar(8),
	"deleted_by" varchar(64) DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL,
	CONSTRAINT "posts_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "posts_status_check" CHECK ("posts"."status" in (10, 20, 30, 40, 50, 60)),
	CONSTRAINT "posts_previous_status_check" CHECK ("posts"."previous_status" in (10, 20, 30, 40, 50, 60)),
	CONSTRAINT "posts_deleted_by_kind_check" CHECK ("posts"."deleted_by_kind" in ('member', 'console', 'saas'))
);
--> statement-breakpoint
CREATE TABLE "search_index_builds" (
	"site_id" bigint PRIMARY KEY NOT NULL,
	"state" varchar(8) NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "search_index_builds_state_check" CHECK ("search_index_builds"."state" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "section_post_counts" (
	"site_id" bigint NOT NULL,
	"section_id" bigint NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "section_post_counts_site_id_section_id_pk" PRIMARY KEY("site_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "sensitive_words" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sensitive_words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"word" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sensitive_words_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_realm_check";--> statement-breakpoint
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_action_check";--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_kind_check";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_kind_check";--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_site_id_comment_id_comments_site_id_id_fk" FOREIGN KEY ("site_id","comment_id") REFERENCES "public"."comments"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_site_id_post_id_posts_site_id_id_fk" FOREIGN KEY ("site_id","post_id") REFERENCES "public"."posts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_site_id_author_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","author_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_site_id_post_id_posts_site_id_id_fk" FOREIGN KEY ("site_id","post_id") REFERENCES "public"."posts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_site_id_section_id_sections_site_id_id_fk" FOREIGN KEY ("site_id","section_id") REFERENCES "public"."sections"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_site_id_author_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","author_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_index_builds" ADD CONSTRAINT "search_index_builds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_post_counts" ADD CONSTRAINT "section_post_counts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_post_counts" ADD CONSTRAINT "section_post_counts_site_id_section_id_sections_site_id_id_fk" FOREIGN KEY ("site_id","section_id") REFERENCES "public"."sections"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_words" ADD CONSTRAINT "sensitive_words_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_likes_user_idx" ON "comment_likes" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE INDEX "comments_post_idx" ON "comments" USING btree ("site_id","post_id","parent_id","status","id");--> statement-breakpoint
CREATE INDEX "comments_console_idx" ON "comments" USING btree ("site_id","status","id");--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("site_id","author_id","id");--> statement-breakpoint
CREATE INDEX "comments_search_idx" ON "comments" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_sensitive_words_word_key" ON "platform_sensitive_words" USING btree (lower("word"));--> statement-breakpoint
CREATE INDEX "post_likes_user_idx" ON "post_likes" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE INDEX "posts_section_list_idx" ON "posts" USING btree ("site_id","section_id","status","pinned","active_at","id");--> statement-breakpoint
CREATE INDEX "posts_site_list_idx" ON "posts" USING btree ("site_id","status","active_at","id");--> statement-breakpoint
CREATE INDEX "posts_console_idx" ON "posts" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("site_id","author_id","id");--> statement-breakpoint
CREATE INDEX "posts_recent_idx" ON "posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "sensitive_words_word_key" ON "sensitive_words" USING btree ("site_id",lower("word"));--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_realm_check" CHECK ("security_events"."realm" in ('saas', 'console', 'member'));--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_action_check" CHECK ("security_events"."action" in ('signIn', 'signInFailed', 'signOut', 'passwordChanged', 'passwordReset', 'accountDisabled', 'accountEnabled', 'rolesChanged', 'mainManagerTransferred', 'siteTransferred', 'siteDeleted', 'orderPaid', 'orderRefunded', 'licenseCodesCreated', 'licenseCodeActivated', 'cacheCleared', 'paymentNotifyRefused', 'contentApproved', 'contentRejected', 'contentHidden', 'contentRestored', 'contentDeleted', 'contentPurged', 'contentMoved', 'contentPinned', 'contentUnpinned', 'contentFeatured', 'contentUnfeatured', 'contentLocked', 'contentUnlocked', 'sensitiveWordsChanged', 'searchIndexRebuilt'));--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_kind_check" CHECK ("password_resets"."kind" in ('saas', 'console', 'member'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind_check" CHECK ("sessions"."kind" in ('saas', 'console', 'member'));