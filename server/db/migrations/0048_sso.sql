CREATE TABLE "sso_flows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sso_flows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" bigint NOT NULL,
	"method" varchar(12) NOT NULL,
	"state_hash" "bytea" NOT NULL,
	"verifier_hash" "bytea" NOT NULL,
	"redirect_uri" varchar(300) NOT NULL,
	"issuer" varchar(300) NOT NULL,
	"nonce" varchar(128),
	"code_verifier" varchar(128),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_flows_method_check" CHECK ("sso_flows"."method" in ('oidc', 'discourse'))
);
--> statement-breakpoint
CREATE TABLE "sso_identities" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sso_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"method" varchar(12) NOT NULL,
	"issuer" varchar(300) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"site_user_id" bigint NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"id_token" text,
	"session_hash" "bytea",
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "sso_identities_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "sso_identities_method_check" CHECK ("sso_identities"."method" in ('oidc', 'discourse'))
);
--> statement-breakpoint
CREATE TABLE "sso_settings" (
	"site_id" bigint PRIMARY KEY NOT NULL,
	"oidc_enabled" boolean DEFAULT false NOT NULL,
	"oidc_issuer" varchar(300) DEFAULT '' NOT NULL,
	"oidc_client_id" varchar(200) DEFAULT '' NOT NULL,
	"oidc_secret_enc" text,
	"oidc_scopes" varchar(200) DEFAULT 'openid profile' NOT NULL,
	"claim_nickname" varchar(64) DEFAULT 'nickname' NOT NULL,
	"claim_avatar" varchar(64) DEFAULT 'picture' NOT NULL,
	"claim_phone" varchar(64) DEFAULT 'phone_number' NOT NULL,
	"claim_email" varchar(64) DEFAULT 'email' NOT NULL,
	"group_claim" varchar(64) DEFAULT 'groups' NOT NULL,
	"oidc_button_text" varchar(16) DEFAULT '' NOT NULL,
	"discourse_enabled" boolean DEFAULT false NOT NULL,
	"discourse_url" varchar(300) DEFAULT '' NOT NULL,
	"discourse_secret_enc" text,
	"discourse_button_text" varchar(16) DEFAULT '' NOT NULL,
	"group_map" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sso_only" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_flows" ADD CONSTRAINT "sso_flows_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_site_id_site_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","site_user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_settings" ADD CONSTRAINT "sso_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_flows_state_key" ON "sso_flows" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "sso_flows_expiry_idx" ON "sso_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_identities_subject_key" ON "sso_identities" USING btree ("site_id","method","issuer","subject");--> statement-breakpoint
CREATE INDEX "sso_identities_user_idx" ON "sso_identities" USING btree ("site_id","site_user_id");