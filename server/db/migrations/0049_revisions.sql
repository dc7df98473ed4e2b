CREATE TABLE "drafts" (
	"site_id" bigint NOT NULL,
	"site_user_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"section_id" bigint,
	"question_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drafts_site_id_site_user_id_kind_pk" PRIMARY KEY("site_id","site_user_id","kind"),
	CONSTRAINT "drafts_kind_check" CHECK ("drafts"."kind" in ('post', 'answer'))
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"site_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"target_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"editor_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_site_id_kind_target_id_version_pk" PRIMARY KEY("site_id","kind","target_id","version"),
	CONSTRAINT "content_revisions_kind_check" CHECK ("content_revisions"."kind" in ('post', 'comment', 'answer'))
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "comment_edit_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_site_id_site_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","site_user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_site_id_editor_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","editor_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_editor_idx" ON "content_revisions" USING btree ("site_id","editor_id");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_comment_edit_minutes_check" CHECK ("site_settings"."comment_edit_minutes" between 0 and 10080);