CREATE TABLE "platform_daily_stats" (
	"day" date PRIMARY KEY NOT NULL,
	"pv" bigint DEFAULT 0 NOT NULL,
	"uv" bigint DEFAULT 0 NOT NULL,
	"ips" bigint DEFAULT 0 NOT NULL,
	"new_members" bigint DEFAULT 0 NOT NULL,
	"active_members" bigint DEFAULT 0 NOT NULL,
	"posts" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	"answers" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_monthly_stats" (
	"site_id" bigint NOT NULL,
	"month" date NOT NULL,
	"pv" bigint DEFAULT 0 NOT NULL,
	"uv" bigint DEFAULT 0 NOT NULL,
	"ips" bigint DEFAULT 0 NOT NULL,
	"new_members" bigint DEFAULT 0 NOT NULL,
	"active_members" bigint DEFAULT 0 NOT NULL,
	"posts" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	"answers" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_monthly_stats_site_id_month_pk" PRIMARY KEY("site_id","month")
);
--> statement-breakpoint
ALTER TABLE "site_daily_stats" ADD COLUMN "answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "site_monthly_stats_month_idx" ON "site_monthly_stats" USING btree ("month","site_id");