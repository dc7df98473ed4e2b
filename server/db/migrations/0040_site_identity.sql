CREATE TABLE "friend_links" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "friend_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(20) NOT NULL,
	"url" varchar(512) NOT NULL,
	"logo" varchar(512) DEFAULT '' NOT NULL,
	"description" varchar(60) DEFAULT '' NOT NULL,
	"placement" varchar(8) DEFAULT 'all' NOT NULL,
	"sort" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_links_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "friend_links_placement_check" CHECK ("friend_links"."placement" in ('all', 'home')),
	CONSTRAINT "friend_links_status_check" CHECK ("friend_links"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "navigation_items" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "navigation_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"position" varchar(16) NOT NULL,
	"parent_id" bigint,
	"sort" integer NOT NULL,
	"name" varchar(16) NOT NULL,
	"target_kind" varchar(16) NOT NULL,
	"target_id" bigint,
	"url" varchar(512) DEFAULT '' NOT NULL,
	"icon" varchar(16),
	"open_in_new_window" boolean DEFAULT false NOT NULL,
	"visibility" varchar(16) DEFAULT 'everyone' NOT NULL,
	"rank_id" bigint,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "navigation_items_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "navigation_items_position_check" CHECK ("navigation_items"."position" in ('top', 'footer', 'tabBar')),
	CONSTRAINT "navigation_items_target_kind_check" CHECK ("navigation_items"."target_kind" in ('home', 'section', 'questionList', 'mall', 'post', 'search', 'write', 'me', 'external')),
	CONSTRAINT "navigation_items_icon_check" CHECK ("navigation_items"."icon" in ('home', 'search', 'question', 'write', 'me', 'section', 'mall', 'post', 'link', 'star', 'bell', 'book', 'chat', 'info')),
	CONSTRAINT "navigation_items_visibility_check" CHECK ("navigation_items"."visibility" in ('everyone', 'members', 'rankAtLeast', 'admins'))
);
--> statement-breakpoint
CREATE TABLE "console_notification_preferences" (
	"site_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"muted_notices" text[] DEFAULT '{}'::text[] NOT NULL,
	"hidden_badges" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "console_notification_preferences_site_id_user_id_pk" PRIMARY KEY("site_id","user_id"),
	CONSTRAINT "console_notification_preferences_muted_check" CHECK ("console_notification_preferences"."muted_notices" <@ array['smsQuotaWarning', 'workOrderReplied', 'workOrderStatusChanged']::text[]),
	CONSTRAINT "console_notification_preferences_badges_check" CHECK ("console_notification_preferences"."hidden_badges" <@ array['member', 'pointRecord', 'workOrder']::text[])
);
--> statement-breakpoint
CREATE TABLE "site_domains" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "site_domains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"hostname" varchar(253) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"method" varchar(8) DEFAULT 'dns' NOT NULL,
	"token" varchar(64) NOT NULL,
	"checked_at" timestamp with time zone,
	"error" varchar(200),
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_domains_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "site_domains_status_check" CHECK ("site_domains"."status" in ('pending', 'verified', 'failed')),
	CONSTRAINT "site_domains_method_check" CHECK ("site_domains"."method" in ('dns', 'http'))
);
--> statement-breakpoint
CREATE TABLE "sitemap_files" (
	"site_id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"xml" text NOT NULL,
	"urls" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sitemap_files_site_id_name_pk" PRIMARY KEY("site_id","name")
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "slides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"position" varchar(16) NOT NULL,
	"section_id" bigint,
	"image" varchar(512) NOT NULL,
	"title" varchar(40) NOT NULL,
	"link" varchar(512) DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"sort" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slides_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "slides_position_check" CHECK ("slides"."position" in ('home', 'section')),
	CONSTRAINT "slides_status_check" CHECK ("slides"."status" in (0, 1)),
	CONSTRAINT "slides_section_check" CHECK (("slides"."position" = 'section') = ("slides"."section_id" is not null)),
	CONSTRAINT "slides_window_check" CHECK ("slides"."start_time" is null or "slides"."end_time" is null or "slides"."start_time" <= "slides"."end_time")
);
--> statement-breakpoint
CREATE TABLE "theme_settings" (
	"site_id" bigint PRIMARY KEY NOT NULL,
	"published" jsonb NOT NULL,
	"draft" jsonb,
	"preview_token" varchar(64),
	"preview_expires_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "id" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" varchar(256) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "hidden_badges" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "friend_links" ADD CONSTRAINT "friend_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_site_id_parent_id_navigation_items_site_id_id_fk" FOREIGN KEY ("site_id","parent_id") REFERENCES "public"."navigation_items"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_notification_preferences" ADD CONSTRAINT "console_notification_preferences_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_notification_preferences" ADD CONSTRAINT "console_notification_preferences_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sitemap_files" ADD CONSTRAINT "sitemap_files_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_site_id_section_id_sections_site_id_id_fk" FOREIGN KEY ("site_id","section_id") REFERENCES "public"."sections"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_settings" ADD CONSTRAINT "theme_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "friend_links_sort_idx" ON "friend_links" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "navigation_items_position_idx" ON "navigation_items" USING btree ("site_id","position","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_hostname_key" ON "site_domains" USING btree ("hostname");--> statement-breakpoint
CREATE INDEX "slides_position_idx" ON "slides" USING btree ("site_id","position","section_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_id_key" ON "sessions" USING btree ("id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_hidden_badges_check" CHECK ("accounts"."hidden_badges" <@ array['account', 'siteUser', 'site', 'order']::text[]);