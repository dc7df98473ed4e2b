CREATE TABLE "work_order_entries" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "work_order_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"author" varchar(12) NOT NULL,
	"author_site_user_id" bigint,
	"author_account_id" bigint,
	"author_name" varchar(64) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_entries_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "work_order_entries_kind_check" CHECK ("work_order_entries"."kind" in ('reply', 'note', 'event')),
	CONSTRAINT "work_order_entries_author_check" CHECK ("work_order_entries"."author" in ('requester', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "work_order_settings" (
	"site_id" bigint PRIMARY KEY NOT NULL,
	"open_permission" varchar(8) DEFAULT 'all' NOT NULL,
	"rank_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auto_close_days" smallint DEFAULT 7 NOT NULL,
	"reopen_days" smallint DEFAULT 7 NOT NULL,
	"show_staff_names" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_settings_open_permission_check" CHECK ("work_order_settings"."open_permission" in ('all', 'ranks', 'none')),
	CONSTRAINT "work_order_settings_show_staff_names_check" CHECK ("work_order_settings"."show_staff_names" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "work_order_types" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "work_order_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(20) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"default_assignee_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_types_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "work_order_types_enabled_check" CHECK ("work_order_types"."enabled" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "work_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scope" varchar(8) NOT NULL,
	"type_id" bigint,
	"category" varchar(16),
	"requester_id" bigint NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" varchar(100) DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"assignee_site_user_id" bigint,
	"assignee_account_id" bigint,
	"awaiting_staff" boolean DEFAULT true NOT NULL,
	"last_requester_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_reply_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"rating" smallint,
	"rating_comment" varchar(200) DEFAULT '' NOT NULL,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "work_orders_scope_check" CHECK ("work_orders"."scope" in ('site', 'saas')),
	CONSTRAINT "work_orders_status_check" CHECK ("work_orders"."status" in ('pending', 'processing', 'resolved', 'closed')),
	CONSTRAINT "work_orders_category_check" CHECK ("work_orders"."category" in ('billing', 'fault', 'appeal', 'other')),
	CONSTRAINT "work_orders_rating_check" CHECK ("work_orders"."rating" in (1, 2, 3, 4, 5))
);
--> statement-breakpoint
ALTER TABLE "member_notifications" DROP CONSTRAINT "member_notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notification_sends" DROP CONSTRAINT "notification_sends_template_check";--> statement-breakpoint
ALTER TABLE "site_message_reads" DROP CONSTRAINT "site_message_reads_type_check";--> statement-breakpoint
ALTER TABLE "work_order_entries" ADD CONSTRAINT "work_order_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_entries" ADD CONSTRAINT "work_order_entries_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_entries" ADD CONSTRAINT "work_order_entries_site_id_order_id_work_orders_site_id_id_fk" FOREIGN KEY ("site_id","order_id") REFERENCES "public"."work_orders"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_settings" ADD CONSTRAINT "work_order_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_types" ADD CONSTRAINT "work_order_types_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_assignee_account_id_accounts_id_fk" FOREIGN KEY ("assignee_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_site_id_type_id_work_order_types_site_id_id_fk" FOREIGN KEY ("site_id","type_id") REFERENCES "public"."work_order_types"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_site_id_requester_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","requester_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_entries_order_idx" ON "work_order_entries" USING btree ("site_id","order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_types_name_key" ON "work_order_types" USING btree ("site_id",lower("name"));--> statement-breakpoint
CREATE INDEX "work_orders_queue_idx" ON "work_orders" USING btree ("site_id","scope","status","updated_at");--> statement-breakpoint
CREATE INDEX "work_orders_requester_idx" ON "work_orders" USING btree ("site_id","requester_id","id");--> statement-breakpoint
CREATE INDEX "work_orders_platform_idx" ON "work_orders" USING btree ("scope","status","updated_at");--> statement-breakpoint
CREATE INDEX "work_orders_resolved_idx" ON "work_orders" USING btree ("resolved_at") WHERE "work_orders"."status" = 'resolved';--> statement-breakpoint
ALTER TABLE "member_notifications" ADD CONSTRAINT "member_notifications_kind_check" CHECK ("member_notifications"."kind" in ('reportResolved', 'contentHidden', 'contentDeleted', 'memberMuted', 'memberBanned', 'answerReceived', 'answerAccepted', 'medalEarned', 'workOrderReplied', 'workOrderStatusChanged'));--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_template_check" CHECK ("notification_sends"."template" in ('reportResolved', 'contentHidden', 'contentDeleted', 'memberMuted', 'memberBanned', 'answerReceived', 'answerAccepted', 'medalEarned', 'workOrderReplied', 'workOrderStatusChanged', 'smsQuotaWarning'));--> statement-breakpoint
ALTER TABLE "site_message_reads" ADD CONSTRAINT "site_message_reads_type_check" CHECK ("site_message_reads"."type" in ('member', 'pointRecord', 'workOrder'));