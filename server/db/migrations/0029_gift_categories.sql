ALTER TABLE "categories" DROP CONSTRAINT "categories_kind_check";--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "category_id" bigint;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "enabled" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_site_id_category_id_categories_site_id_id_fk" FOREIGN KEY ("site_id","category_id") REFERENCES "public"."categories"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_category_idx" ON "gifts" USING btree ("site_id","category_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_enabled_check" CHECK ("categories"."enabled" in (0, 1));--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_kind_check" CHECK ("categories"."kind" in ('section', 'gift'));