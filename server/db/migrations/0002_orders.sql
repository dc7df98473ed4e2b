CREATE TABLE "license_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "license_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code_hash" "bytea" NOT NULL,
	"code_tail" varchar(4) NOT NULL,
	"license_type" smallint NOT NULL,
	"months" smallint NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'unused' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_site_id" bigint,
	"used_order_id" bigint
);
--> statement-breakpoint
CREATE TABLE "license_plans" (
	"license_type" smallint PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"description" varchar(200) NOT NULL,
	"features" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" varchar(32) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"site_id" bigint NOT NULL,
	"site_name" varchar(40) NOT NULL,
	"site_slug" varchar(32) NOT NULL,
	"account_id" bigint NOT NULL,
	"license_type" smallint NOT NULL,
	"months" smallint NOT NULL,
	"amount_fen" integer NOT NULL,
	"pay_method" varchar(16),
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pay_deadline" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(16) DEFAULT '' NOT NULL,
	"refunded_at" timestamp with time zone,
	"license_expires_at" timestamp with time zone,
	"prev_license_type" smallint,
	"prev_starts_at" timestamp with time zone,
	"prev_expires_at" timestamp with time zone,
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount_fen" >= 0),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"provider" varchar(16) NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"id" integer PRIMARY KEY NOT NULL,
	"license_type" smallint NOT NULL,
	"months" smallint NOT NULL,
	"amount_fen" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "plan_prices_amount_check" CHECK ("plan_prices"."amount_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "license_codes" ADD CONSTRAINT "license_codes_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_license_type_license_plans_license_type_fk" FOREIGN KEY ("license_type") REFERENCES "public"."license_plans"("license_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "license_codes_hash_key" ON "license_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "license_codes_created_idx" ON "license_codes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_key" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_site_idx" ON "orders" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("pay_deadline") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");