DROP INDEX "sms_ledger_site_idx";--> statement-breakpoint
DROP INDEX "sms_ledger_created_idx";--> statement-breakpoint
CREATE INDEX "sms_ledger_site_idx" ON "sms_ledger" USING btree ("site_id","created_at","status","purpose","price_fen");--> statement-breakpoint
CREATE INDEX "sms_ledger_created_idx" ON "sms_ledger" USING btree ("created_at","site_id","status","purpose","price_fen");