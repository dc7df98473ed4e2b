CREATE TABLE "download_tickets" (
	"token_hash" "bytea" PRIMARY KEY NOT NULL,
	"site_id" bigint NOT NULL,
	"target" jsonb NOT NULL,
	"file_name" varchar(100) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "privacy_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(8) NOT NULL,
	"user_id" bigint NOT NULL,
	"user_name" varchar(32) DEFAULT '' NOT NULL,
	"format" varchar(8) DEFAULT '' NOT NULL,
	"content" varchar(8) DEFAULT '' NOT NULL,
	"summary" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "privacy_requests_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" in ('export', 'erasure'))
);
--> statement-breakpoint
CREATE TABLE "user_exports" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "user_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" varchar(8) DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"format" varchar(8) NOT NULL,
	"fields" text[] NOT NULL,
	"mobile" varchar(8) DEFAULT 'masked' NOT NULL,
	"filters" jsonb NOT NULL,
	"file_name" varchar(100) DEFAULT '' NOT NULL,
	"error" varchar(500) DEFAULT '' NOT NULL,
	"requester_id" bigint,
	"requester_name" varchar(32) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file" "bytea",
	CONSTRAINT "user_exports_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "user_exports_status_check" CHECK ("user_exports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "user_exports_format_check" CHECK ("user_exports"."format" in ('xlsx', 'csv')),
	CONSTRAINT "user_exports_mobile_check" CHECK ("user_exports"."mobile" in ('masked', 'full'))
);
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exports" ADD CONSTRAINT "user_exports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_tickets_expires_idx" ON "download_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_created_idx" ON "privacy_requests" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "user_exports_created_idx" ON "user_exports" USING btree ("site_id","created_at");