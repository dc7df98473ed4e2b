ALTER TABLE "social_identities" DROP CONSTRAINT "social_identities_provider_check";--> statement-breakpoint
ALTER TABLE "social_login_flows" DROP CONSTRAINT "social_login_flows_provider_check";--> statement-breakpoint
ALTER TABLE "fleet_releases" ADD COLUMN "stepping_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_provider_check" CHECK ("social_identities"."provider" in ('wechat', 'wechatMp', 'qq', 'weibo', 'wechatApplet'));--> statement-breakpoint
ALTER TABLE "social_login_flows" ADD CONSTRAINT "social_login_flows_provider_check" CHECK ("social_login_flows"."provider" in ('wechat', 'wechatMp', 'qq', 'weibo', 'wechatApplet'));