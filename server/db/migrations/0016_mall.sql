CREATE TABLE "gift_codes" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "gift_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gift_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_codes_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(40) NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"category_name" varchar(16) DEFAULT '' NOT NULL,
	"point_category_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer DEFAULT 0 NOT NULL,
	"kind" varchar(16) DEFAULT 'physical' NOT NULL,
	"on_shelf" smallint DEFAULT 1 NOT NULL,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "gifts_stock_check" CHECK ("gifts"."stock" >= 0),
	CONSTRAINT "gifts_points_check" CHECK ("gifts"."points" > 0),
	CONSTRAINT "gifts_redeemed_check" CHECK ("gifts"."redeemed_count" >= 0),
	CONSTRAINT "gifts_kind_check" CHECK ("gifts"."kind" in ('physical', 'virtual')),
	CONSTRAINT "gifts_on_shelf_check" CHECK ("gifts"."on_shelf" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "mall_orders" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "mall_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gift_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"gift_name" varchar(40) NOT NULL,
	"gift_image" varchar(512) DEFAULT '' NOT NULL,
	"kind" varchar(16) NOT NULL,
	"point_category_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"status" smallint NOT NULL,
	"address" jsonb,
	"code" varchar(64),
	"carrier" varchar(20) DEFAULT '' NOT NULL,
	"tracking_no" varchar(40) DEFAULT '' NOT NULL,
	"cancel_reason" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "mall_orders_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "mall_orders_status_check" CHECK ("mall_orders"."status" in (10, 20, 30, 40)),
	CONSTRAINT "mall_orders_kind_check" CHECK ("mall_orders"."kind" in ('physical', 'virtual'))
);
--> statement-breakpoint
CREATE TABLE "point_signs" (
	"site_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"last_day" date NOT NULL,
	"streak" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "point_signs_site_id_user_id_pk" PRIMARY KEY("site_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_action_check";--> statement-breakpoint
ALTER TABLE "point_records" ADD COLUMN "event_key" varchar(120);--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_site_id_gift_id_gifts_site_id_id_fk" FOREIGN KEY ("site_id","gift_id") REFERENCES "public"."gifts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_site_id_point_category_id_point_categories_site_id_id_fk" FOREIGN KEY ("site_id","point_category_id") REFERENCES "public"."point_categories"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_signs" ADD CONSTRAINT "point_signs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_signs" ADD CONSTRAINT "point_signs_site_id_user_id_site_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."site_users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_codes_code_key" ON "gift_codes" USING btree ("site_id","gift_id","code");--> statement-breakpoint
CREATE INDEX "gift_codes_free_idx" ON "gift_codes" USING btree ("site_id","gift_id","id") WHERE "gift_codes"."order_id" is null;--> statement-breakpoint
CREATE INDEX "gifts_shelf_idx" ON "gifts" USING btree ("site_id","on_shelf","id");--> statement-breakpoint
CREATE INDEX "mall_orders_user_idx" ON "mall_orders" USING btree ("site_id","user_id","id");--> statement-breakpoint
CREATE INDEX "mall_orders_gift_user_idx" ON "mall_orders" USING btree ("site_id","gift_id","user_id");--> statement-breakpoint
CREATE INDEX "mall_orders_status_idx" ON "mall_orders" USING btree ("site_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_records_event_key" ON "point_records" USING btree ("site_id","event_key");--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_action_check" CHECK ("security_events"."action" in ('signIn', 'signInFailed', 'signOut', 'passwordChanged', 'passwordReset', 'accountDisabled', 'accountEnabled', 'rolesChanged', 'mainManagerTransferred', 'siteTransferred', 'siteDeleted', 'orderPaid', 'orderRefunded', 'licenseCodesCreated', 'licenseCodeActivated', 'cacheCleared', 'paymentNotifyRefused', 'contentApproved', 'contentRejected', 'contentHidden', 'contentRestored', 'contentDeleted', 'contentPurged', 'contentMoved', 'contentPinned', 'contentUnpinned', 'contentFeatured', 'contentUnfeatured', 'contentLocked', 'contentUnlocked', 'sensitiveWordsChanged', 'searchIndexRebuilt', 'impeachHandled', 'impeachReasonsChanged', 'memberMuted', 'memberBanned', 'sanctionLifted', 'pointsAdjusted', 'giftSaved', 'giftShelfChanged', 'giftCodesAdded', 'mallOrderShipped', 'mallOrderCompleted', 'mallOrderCancelled'));