CREATE TABLE "categories" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(16) NOT NULL,
	"name" varchar(20) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "categories_kind_check" CHECK ("categories"."kind" in ('section'))
);
--> statement-breakpoint
CREATE TABLE "section_moderators" (
	"site_id" bigint NOT NULL,
	"section_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "section_moderators_site_id_section_id_user_id_pk" PRIMARY KEY("site_id","section_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "icon" varchar(512) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "category_id" bigint;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "post_permission" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "min_rank_id" bigint;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "review_first" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_moderators" ADD CONSTRAINT "section_moderators_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_moderators" ADD CONSTRAINT "section_moderators_site_id_section_id_sections_site_id_id_fk" FOREIGN KEY ("site_id","section_id") REFERENCES "public"."sections"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_moderators" ADD CONSTRAINT "section_moderators_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree ("site_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "section_moderators_user_idx" ON "section_moderators" USING btree ("site_id","user_id");--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_site_id_category_id_categories_site_id_id_fk" FOREIGN KEY ("site_id","category_id") REFERENCES "public"."categories"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sections_category_idx" ON "sections" USING btree ("site_id","category_id");--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_post_permission_check" CHECK ("sections"."post_permission" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_status_check" CHECK ("sections"."status" in (0, 1));--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_min_rank_check" CHECK (("sections"."post_permission" = 2) = ("sections"."min_rank_id" is not null));