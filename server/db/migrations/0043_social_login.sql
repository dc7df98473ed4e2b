CREATE TABLE "social_identities" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "social_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" varchar(12) NOT NULL,
	"app_id" varchar(64) NOT NULL,
	"openid" varchar(128) NOT NULL,
	"unionid" varchar(128),
	"site_user_id" bigint NOT NULL,
	"nickname" varchar(64) DEFAULT '' NOT NULL,
	"avatar_url" varchar(500) DEFAULT '' NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "social_identities_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "social_identities_provider_check" CHECK ("social_identities"."provider" in ('wechat', 'wechatMp', 'qq', 'weibo'))
);
--> statement-breakpoint
CREATE TABLE "social_login_flows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_login_flows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" bigint NOT NULL,
	"provider" varchar(12) NOT NULL,
	"state_hash" "bytea" NOT NULL,
	"verifier_hash" "bytea" NOT NULL,
	"redirect_uri" varchar(300) NOT NULL,
	"bind_user_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ticket_hash" "bytea",
	"ticket_expires_at" timestamp with time zone,
	"app_id" varchar(64),
	"openid" varchar(128),
	"unionid" varchar(128),
	"nickname" varchar(64),
	"avatar_url" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_login_flows_provider_check" CHECK ("social_login_flows"."provider" in ('wechat', 'wechatMp', 'qq', 'weibo'))
);
--> statement-breakpoint
CREATE TABLE "social_login_providers" (
	"site_id" bigint NOT NULL,
	"provider" varchar(12) NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"app_id" varchar(64) DEFAULT '' NOT NULL,
	"secret_enc" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_login_providers_site_id_provider_pk" PRIMARY KEY("site_id","provider"),
	CONSTRAINT "social_login_providers_provider_check" CHECK ("social_login_providers"."provider" in ('wechat', 'wechatMp', 'qq', 'weibo'))
);
--> statement-breakpoint
CREATE TABLE "social_login_settings" (
	"site_id" bigint PRIMARY KEY NOT NULL,
	"register_policy" varchar(12) DEFAULT 'bindPhone' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_login_settings_policy_check" CHECK ("social_login_settings"."register_policy" in ('create', 'bindPhone'))
);
--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_site_id_site_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","site_user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_login_flows" ADD CONSTRAINT "social_login_flows_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_login_providers" ADD CONSTRAINT "social_login_providers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_login_settings" ADD CONSTRAINT "social_login_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_openid_key" ON "social_identities" USING btree ("site_id","provider","openid");--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_user_provider_key" ON "social_identities" USING btree ("site_id","site_user_id","provider");--> statement-breakpoint
CREATE INDEX "social_identities_unionid_idx" ON "social_identities" USING btree ("site_id","unionid") WHERE "social_identities"."unionid" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "social_login_flows_state_key" ON "social_login_flows" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "social_login_flows_ticket_key" ON "social_login_flows" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "social_login_flows_expiry_idx" ON "social_login_flows" USING btree ("expires_at");