CREATE TABLE "library_medals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library_medals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(16) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"icon" varchar(512) DEFAULT '' NOT NULL,
	"color" varchar(7) NOT NULL,
	"rule" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_notifications" DROP CONSTRAINT "member_notifications_kind_check";--> statement-breakpoint
ALTER TABLE "medals" ADD COLUMN "auto_award" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "medals" ADD COLUMN "rule" jsonb;--> statement-breakpoint
ALTER TABLE "medals" ADD COLUMN "library_medal_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "library_medals_name_key" ON "library_medals" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "medals_library_key" ON "medals" USING btree ("site_id","library_medal_id");--> statement-breakpoint
CREATE INDEX "medals_auto_idx" ON "medals" USING btree ("auto_award","status");--> statement-breakpoint
ALTER TABLE "medals" ADD CONSTRAINT "medals_auto_award_check" CHECK ("medals"."auto_award" in (0, 1));--> statement-breakpoint
ALTER TABLE "member_notifications" ADD CONSTRAINT "member_notifications_kind_check" CHECK ("member_notifications"."kind" in ('reportResolved', 'contentHidden', 'contentDeleted', 'memberMuted', 'memberBanned', 'answerReceived', 'answerAccepted', 'medalEarned'));