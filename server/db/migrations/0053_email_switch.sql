-- A kind unsubscribed by an email's link becomes that kind's email switch in 我的 › 通知设置 (one place for both).
INSERT INTO "member_notification_preferences" ("site_id", "user_id", "kind", "channel", "enabled")
SELECT "site_id", "user_id", unnest("unsubscribed_kinds"), 'email', false FROM "member_emails"
ON CONFLICT ("site_id", "user_id", "kind", "channel") DO UPDATE SET "enabled" = false, "updated_at" = now();--> statement-breakpoint
ALTER TABLE "member_emails" DROP CONSTRAINT "member_emails_unsubscribed_check";--> statement-breakpoint
ALTER TABLE "member_emails" DROP COLUMN "unsubscribed_kinds";
