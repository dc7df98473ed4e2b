CREATE TABLE "conversation_members" (
	"site_id" bigint NOT NULL,
	"conversation_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"other_id" bigint NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_members_site_id_conversation_id_user_id_pk" PRIMARY KEY("site_id","conversation_id","user_id"),
	CONSTRAINT "conversation_members_unread_check" CHECK ("conversation_members"."unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"low_id" bigint NOT NULL,
	"high_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "conversations_pair_ordered" CHECK ("conversations"."low_id" < "conversations"."high_id")
);
--> statement-breakpoint
CREATE TABLE "member_blocks" (
	"site_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"blocked_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_blocks_site_id_user_id_blocked_id_pk" PRIMARY KEY("site_id","user_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "message_settings" (
	"site_id" bigint PRIMARY KEY NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"min_rank_id" bigint
);
--> statement-breakpoint
CREATE TABLE "private_messages" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "private_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" bigint NOT NULL,
	"sender_id" bigint NOT NULL,
	"content" varchar(1000) NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_messages_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "impeach_reports" DROP CONSTRAINT "impeach_reports_type_check";--> statement-breakpoint
ALTER TABLE "impeach_targets" DROP CONSTRAINT "impeach_targets_type_check";--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_site_id_conversation_id_conversations_site_id_id_fk" FOREIGN KEY ("site_id","conversation_id") REFERENCES "public"."conversations"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_site_id_low_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","low_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_site_id_high_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","high_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_site_id_blocked_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","blocked_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_settings" ADD CONSTRAINT "message_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_messages" ADD CONSTRAINT "private_messages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_messages" ADD CONSTRAINT "private_messages_site_id_conversation_id_conversations_site_id_id_fk" FOREIGN KEY ("site_id","conversation_id") REFERENCES "public"."conversations"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_members_list_idx" ON "conversation_members" USING btree ("site_id","user_id","last_at","conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_key" ON "conversations" USING btree ("site_id","low_id","high_id");--> statement-breakpoint
CREATE INDEX "member_blocks_blocked_idx" ON "member_blocks" USING btree ("site_id","blocked_id");--> statement-breakpoint
CREATE INDEX "private_messages_conversation_idx" ON "private_messages" USING btree ("site_id","conversation_id","id");--> statement-breakpoint
CREATE INDEX "private_messages_sender_idx" ON "private_messages" USING btree ("site_id","sender_id","created_at");--> statement-breakpoint
ALTER TABLE "impeach_reports" ADD CONSTRAINT "impeach_reports_type_check" CHECK ("impeach_reports"."target_type" in ('post', 'comment', 'question', 'answer', 'user', 'message'));--> statement-breakpoint
ALTER TABLE "impeach_targets" ADD CONSTRAINT "impeach_targets_type_check" CHECK ("impeach_targets"."target_type" in ('post', 'comment', 'question', 'answer', 'user', 'message'));