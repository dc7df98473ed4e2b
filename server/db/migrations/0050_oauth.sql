CREATE TABLE "oauth_clients" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "oauth_clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" varchar(64) NOT NULL,
	"name" varchar(40) NOT NULL,
	"logo_url" varchar(512) DEFAULT '' NOT NULL,
	"redirect_uris" jsonb NOT NULL,
	"scopes" varchar(40) NOT NULL,
	"is_public" boolean NOT NULL,
	"secret_hash" "bytea",
	"secret_rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_clients_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "oauth_keys" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "oauth_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"use" varchar(8) NOT NULL,
	"kid" varchar(64) NOT NULL,
	"key_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_keys_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "oauth_store" (
	"site_id" bigint NOT NULL,
	"model" varchar(32) NOT NULL,
	"id" varchar(128) NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" varchar(128),
	"uid" varchar(128),
	"account_id" varchar(32),
	"client_id" varchar(64),
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_store_site_id_model_id_pk" PRIMARY KEY("site_id","model","id")
);
--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD CONSTRAINT "oauth_clients_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_keys" ADD CONSTRAINT "oauth_keys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_store" ADD CONSTRAINT "oauth_store_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_clients_client_id_key" ON "oauth_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "oauth_keys_site_idx" ON "oauth_keys" USING btree ("site_id","use","created_at");--> statement-breakpoint
CREATE INDEX "oauth_store_grant_idx" ON "oauth_store" USING btree ("site_id","grant_id");--> statement-breakpoint
CREATE INDEX "oauth_store_uid_idx" ON "oauth_store" USING btree ("site_id","uid");--> statement-breakpoint
CREATE INDEX "oauth_store_account_idx" ON "oauth_store" USING btree ("site_id","account_id","model");--> statement-breakpoint
CREATE INDEX "oauth_store_expiry_idx" ON "oauth_store" USING btree ("expires_at");