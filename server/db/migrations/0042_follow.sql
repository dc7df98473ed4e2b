CREATE TABLE "member_follows" (
	"site_id" bigint NOT NULL,
	"follower_id" bigint NOT NULL,
	"followee_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_follows_site_id_follower_id_followee_id_pk" PRIMARY KEY("site_id","follower_id","followee_id")
);
--> statement-breakpoint
CREATE TABLE "post_bookmarks" (
	"site_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_bookmarks_site_id_user_id_post_id_pk" PRIMARY KEY("site_id","user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "post_watches" (
	"site_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_watches_site_id_user_id_post_id_pk" PRIMARY KEY("site_id","user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "section_watches" (
	"site_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"section_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "section_watches_site_id_user_id_section_id_pk" PRIMARY KEY("site_id","user_id","section_id")
);
--> statement-breakpoint
ALTER TABLE "member_notifications" DROP CONSTRAINT "member_notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notification_sends" DROP CONSTRAINT "notification_sends_template_check";--> statement-breakpoint
ALTER TABLE "member_follows" ADD CONSTRAINT "member_follows_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_follows" ADD CONSTRAINT "member_follows_site_id_follower_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","follower_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_follows" ADD CONSTRAINT "member_follows_site_id_followee_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","followee_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_bookmarks" ADD CONSTRAINT "post_bookmarks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_bookmarks" ADD CONSTRAINT "post_bookmarks_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_bookmarks" ADD CONSTRAINT "post_bookmarks_site_id_post_id_posts_site_id_id_fk" FOREIGN KEY ("site_id","post_id") REFERENCES "public"."posts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_watches" ADD CONSTRAINT "post_watches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_watches" ADD CONSTRAINT "post_watches_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_watches" ADD CONSTRAINT "post_watches_site_id_post_id_posts_site_id_id_fk" FOREIGN KEY ("site_id","post_id") REFERENCES "public"."posts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_watches" ADD CONSTRAINT "section_watches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_watches" ADD CONSTRAINT "section_watches_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_watches" ADD CONSTRAINT "section_watches_site_id_section_id_sections_site_id_id_fk" FOREIGN KEY ("site_id","section_id") REFERENCES "public"."sections"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_follows_followee_idx" ON "member_follows" USING btree ("site_id","followee_id","created_at");--> statement-breakpoint
CREATE INDEX "post_bookmarks_user_idx" ON "post_bookmarks" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "post_bookmarks_post_idx" ON "post_bookmarks" USING btree ("site_id","post_id");--> statement-breakpoint
CREATE INDEX "post_watches_post_idx" ON "post_watches" USING btree ("site_id","post_id");--> statement-breakpoint
CREATE INDEX "section_watches_section_idx" ON "section_watches" USING btree ("site_id","section_id");--> statement-breakpoint
ALTER TABLE "member_notifications" ADD CONSTRAINT "member_notifications_kind_check" CHECK ("member_notifications"."kind" in ('reportResolved', 'contentHidden', 'contentDeleted', 'memberMuted', 'memberBanned', 'answerReceived', 'answerAccepted', 'medalEarned', 'workOrderReplied', 'workOrderStatusChanged', 'followedPost', 'watchedReply'));--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_template_check" CHECK ("notification_sends"."template" in ('reportResolved', 'contentHidden', 'contentDeleted', 'memberMuted', 'memberBanned', 'answerReceived', 'answerAccepted', 'medalEarned', 'workOrderReplied', 'workOrderStatusChanged', 'followedPost', 'watchedReply', 'smsQuotaWarning'));