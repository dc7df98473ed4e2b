CREATE TABLE "medal_holders" (
	"site_id" bigint NOT NULL,
	"medal_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" bigint,
	"reason" varchar(100) DEFAULT '' NOT NULL,
	CONSTRAINT "medal_holders_site_id_medal_id_user_id_pk" PRIMARY KEY("site_id","medal_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "medals" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "medals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(16) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"icon" varchar(512) DEFAULT '' NOT NULL,
	"color" varchar(7) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medals_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "medals_status_check" CHECK ("medals"."status" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "medal_holders" ADD CONSTRAINT "medal_holders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medal_holders" ADD CONSTRAINT "medal_holders_site_id_medal_id_medals_site_id_id_fk" FOREIGN KEY ("site_id","medal_id") REFERENCES "public"."medals"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medal_holders" ADD CONSTRAINT "medal_holders_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medals" ADD CONSTRAINT "medals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medal_holders_user_idx" ON "medal_holders" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE INDEX "medal_holders_granted_idx" ON "medal_holders" USING btree ("site_id","medal_id","granted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "medals_name_key" ON "medals" USING btree ("site_id",lower("name"));