CREATE TABLE "payment_notifications" (
	"provider" varchar(16) NOT NULL,
	"notify_id" varchar(64) NOT NULL,
	"payment_id" varchar(64) NOT NULL,
	"status" varchar(16) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_pkey" PRIMARY KEY("provider","notify_id")
);
--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_notifications_payment_idx" ON "payment_notifications" USING btree ("payment_id");