CREATE TABLE "attachment_purchases" (
	"site_id" bigint NOT NULL,
	"attachment_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachment_purchases_site_id_attachment_id_user_id_pk" PRIMARY KEY("site_id","attachment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "attachment_settings" (
	"site_id" bigint PRIMARY KEY NOT NULL,
	"enabled" smallint NOT NULL,
	"extensions" jsonb NOT NULL,
	"max_bytes" integer NOT NULL,
	"max_per_post" integer NOT NULL,
	"max_price" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uploader_id" bigint NOT NULL,
	"post_id" bigint,
	"name" varchar(100) NOT NULL,
	"ext" varchar(10) NOT NULL,
	"bytes" integer NOT NULL,
	"storage_key" varchar(80) NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "attachments_price_check" CHECK ("attachments"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "attachment_purchases" ADD CONSTRAINT "attachment_purchases_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_purchases" ADD CONSTRAINT "attachment_purchases_site_id_attachment_id_attachments_site_id_id_fk" FOREIGN KEY ("site_id","attachment_id") REFERENCES "public"."attachments"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_settings" ADD CONSTRAINT "attachment_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachment_purchases_user_idx" ON "attachment_purchases" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE INDEX "attachments_post_idx" ON "attachments" USING btree ("site_id","post_id");--> statement-breakpoint
CREATE INDEX "attachments_uploader_idx" ON "attachments" USING btree ("site_id","uploader_id","created_at");--> statement-breakpoint
CREATE INDEX "attachments_expires_idx" ON "attachments" USING btree ("expires_at");