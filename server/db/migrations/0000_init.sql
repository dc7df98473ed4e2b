CREATE TABLE "account_message_reads" (
	"account_id" bigint NOT NULL,
	"type" varchar(32) NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_message_reads_account_id_type_pk" PRIMARY KEY("account_id","type")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mobile" varchar(11) NOT NULL,
	"email" varchar(128),
	"password_hash" text NOT NULL,
	"user_name" varchar(32) NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"position" varchar(32) DEFAULT '' NOT NULL,
	"company" varchar(64) DEFAULT '' NOT NULL,
	"area_code" varchar(6) DEFAULT '' NOT NULL,
	"area_address" varchar(128) DEFAULT '' NOT NULL,
	"user_type" smallint DEFAULT 0 NOT NULL,
	"is_main_manager" smallint DEFAULT 0 NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scope" varchar(160) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"site_id" bigint PRIMARY KEY NOT NULL,
	"license_type" smallint DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" "bytea" PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"account_id" bigint,
	"site_id" bigint,
	"site_user_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "point_categories" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "point_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(16) NOT NULL,
	"name" varchar(16) NOT NULL,
	"unit" varchar(8) NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "point_categories_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "point_items" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "point_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"name" varchar(20) NOT NULL,
	"category_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"daily_limit" integer DEFAULT 0 NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_items_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "point_records" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "point_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"item_id" bigint,
	"delta" integer NOT NULL,
	"balance" integer NOT NULL,
	"reason" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_records_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(30) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"parent_id" bigint,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sections_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" "bytea" PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"account_id" bigint,
	"site_id" bigint,
	"site_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	CONSTRAINT "sessions_kind_check" CHECK ("sessions"."kind" in ('saas', 'console'))
);
--> statement-breakpoint
CREATE TABLE "site_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_message_reads" (
	"site_id" bigint NOT NULL,
	"site_user_id" bigint NOT NULL,
	"type" varchar(32) NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_message_reads_site_id_site_user_id_type_pk" PRIMARY KEY("site_id","site_user_id","type")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"site_id" bigint PRIMARY KEY NOT NULL,
	"work_order_function_status" smallint DEFAULT 1 NOT NULL,
	"mall_function_status" smallint DEFAULT 1 NOT NULL,
	"question_function_status" smallint DEFAULT 1 NOT NULL,
	"register_status" smallint DEFAULT 1 NOT NULL,
	"basic" jsonb NOT NULL,
	"agreement_title" varchar(60) DEFAULT '' NOT NULL,
	"agreement_content" text DEFAULT '' NOT NULL,
	"agreement_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_users" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "site_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account" varchar(32) NOT NULL,
	"mobile" varchar(11),
	"password_hash" text,
	"user_name" varchar(32) NOT NULL,
	"avatar_url" varchar(512) DEFAULT '' NOT NULL,
	"user_type" smallint DEFAULT 0 NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"saas_account_id" bigint,
	"rank_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "site_users_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" varchar(32) NOT NULL,
	"name" varchar(40) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"owner_account_id" bigint NOT NULL,
	"custom_domain" varchar(253),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mobile" varchar(11) NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"site_id" bigint,
	"code_hash" text NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mobile" varchar(11) NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"site_id" bigint,
	"content" text NOT NULL,
	"provider" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_points" (
	"site_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_points_site_id_user_id_category_id_pk" PRIMARY KEY("site_id","user_id","category_id"),
	CONSTRAINT "user_points_balance_check" CHECK ("user_points"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_ranks" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "user_ranks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(16) NOT NULL,
	"min_points" integer NOT NULL,
	"color" varchar(7) NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_ranks_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "watermark_types" (
	"value" integer PRIMARY KEY NOT NULL,
	"label" varchar(20) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_message_reads" ADD CONSTRAINT "account_message_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_site_id_site_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","site_user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_categories" ADD CONSTRAINT "point_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_items" ADD CONSTRAINT "point_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_items" ADD CONSTRAINT "point_items_site_id_category_id_point_categories_site_id_id_fk" FOREIGN KEY ("site_id","category_id") REFERENCES "public"."point_categories"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_records" ADD CONSTRAINT "point_records_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_site_id_site_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","site_user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_message_reads" ADD CONSTRAINT "site_message_reads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_message_reads" ADD CONSTRAINT "site_message_reads_site_id_site_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","site_user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_users" ADD CONSTRAINT "site_users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_users" ADD CONSTRAINT "site_users_saas_account_id_accounts_id_fk" FOREIGN KEY ("saas_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_category_id_site_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."site_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_points" ADD CONSTRAINT "user_points_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_points" ADD CONSTRAINT "user_points_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_points" ADD CONSTRAINT "user_points_site_id_category_id_point_categories_site_id_id_fk" FOREIGN KEY ("site_id","category_id") REFERENCES "public"."point_categories"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ranks" ADD CONSTRAINT "user_ranks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_mobile_key" ON "accounts" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_key" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_one_main_manager" ON "accounts" USING btree ("is_main_manager") WHERE "accounts"."is_main_manager" = 1;--> statement-breakpoint
CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "auth_failures_scope_idx" ON "auth_failures" USING btree ("scope","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_categories_code_key" ON "point_categories" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "point_items_code_key" ON "point_items" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "point_records_user_idx" ON "point_records" USING btree ("site_id","user_id","id");--> statement-breakpoint
CREATE INDEX "point_records_created_idx" ON "point_records" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "point_records_item_day_idx" ON "point_records" USING btree ("site_id","user_id","item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_name_key" ON "sections" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_site_user_idx" ON "sessions" USING btree ("site_id","site_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_users_account_key" ON "site_users" USING btree ("site_id",lower("account"));--> statement-breakpoint
CREATE UNIQUE INDEX "site_users_mobile_key" ON "site_users" USING btree ("site_id","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "site_users_one_owner" ON "site_users" USING btree ("site_id") WHERE "site_users"."user_type" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "site_users_one_anonymous" ON "site_users" USING btree ("site_id") WHERE "site_users"."is_anonymous";--> statement-breakpoint
CREATE INDEX "site_users_created_idx" ON "site_users" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_slug_key" ON "sites" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_custom_domain_key" ON "sites" USING btree ("custom_domain");--> statement-breakpoint
CREATE INDEX "sites_owner_idx" ON "sites" USING btree ("owner_account_id");--> statement-breakpoint
CREATE INDEX "sites_created_at_idx" ON "sites" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_site_idx" ON "sms_outbox" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_ranks_name_key" ON "user_ranks" USING btree ("site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "user_ranks_min_points_key" ON "user_ranks" USING btree ("site_id","min_points");