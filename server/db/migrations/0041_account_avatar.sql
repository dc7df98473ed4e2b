ALTER TABLE "uploads" DROP CONSTRAINT "uploads_purpose_check";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "avatar_url" varchar(512) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose_check" CHECK ("uploads"."purpose" in ('post', 'comment', 'avatar', 'section', 'gift', 'logo', 'favicon'));