CREATE TABLE "console_handoffs" (
	"code_hash" "bytea" PRIMARY KEY NOT NULL,
	"site_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"challenge" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "console_handoffs" ADD CONSTRAINT "console_handoffs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_handoffs" ADD CONSTRAINT "console_handoffs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_handoffs_expires_idx" ON "console_handoffs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "site_users_saas_account_idx" ON "site_users" USING btree ("saas_account_id");--> statement-breakpoint
ALTER TABLE "site_users" ADD CONSTRAINT "site_users_linked_no_password" CHECK ("site_users"."saas_account_id" is null or "site_users"."password_hash" is null);