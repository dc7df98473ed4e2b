CREATE TABLE "uploads" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uploader_kind" varchar(8) NOT NULL,
	"site_user_id" bigint NOT NULL,
	"purpose" varchar(8) NOT NULL,
	"storage_key" varchar(80) NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "uploads_purpose_check" CHECK ("uploads"."purpose" in ('post', 'comment', 'avatar', 'section', 'gift')),
	CONSTRAINT "uploads_uploader_kind_check" CHECK ("uploads"."uploader_kind" in ('console', 'member'))
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_storage_key" ON "uploads" USING btree ("site_id","storage_key");--> statement-breakpoint
CREATE INDEX "uploads_uploader_idx" ON "uploads" USING btree ("site_id","site_user_id","created_at");