ALTER TABLE "site_daily_stats" ADD COLUMN "cum_pv" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_daily_stats" ADD COLUMN "cum_uv" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_daily_stats" ADD COLUMN "cum_new_members" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_daily_stats" ADD COLUMN "cum_posts" bigint DEFAULT 0 NOT NULL;