ALTER TABLE "account_message_reads" ADD CONSTRAINT "account_message_reads_type_check" CHECK ("account_message_reads"."type" in ('account', 'siteUser', 'site', 'order'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_gender_check" CHECK ("accounts"."gender" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_status_check" CHECK ("accounts"."status" in (1, 2));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_permissions_check" CHECK ("accounts"."permissions" <@ array['admin', 'AccountManager', 'Account', 'ContentAudit', 'Order', 'Report', 'Site', 'SiteSetting', 'AppletManage', 'SiteBase', 'SiteUser']::text[]);--> statement-breakpoint
ALTER TABLE "license_codes" ADD CONSTRAINT "license_codes_license_type_check" CHECK ("license_codes"."license_type" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "license_codes" ADD CONSTRAINT "license_codes_status_check" CHECK ("license_codes"."status" in ('unused', 'used', 'revoked'));--> statement-breakpoint
ALTER TABLE "license_plans" ADD CONSTRAINT "license_plans_license_type_check" CHECK ("license_plans"."license_type" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_license_type_check" CHECK ("licenses"."license_type" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('buy', 'renew', 'offline', 'licenseCode'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pay_method_check" CHECK ("orders"."pay_method" in ('sandbox', 'offline', 'licenseCode'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_reason_check" CHECK ("orders"."cancel_reason" in ('', 'user', 'timeout', 'manager'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_license_type_check" CHECK ("orders"."license_type" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_prev_license_type_check" CHECK ("orders"."prev_license_type" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_kind_check" CHECK ("password_resets"."kind" in ('saas', 'console'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "point_categories" ADD CONSTRAINT "point_categories_enabled_check" CHECK ("point_categories"."enabled" in (0, 1));--> statement-breakpoint
ALTER TABLE "point_items" ADD CONSTRAINT "point_items_enabled_check" CHECK ("point_items"."enabled" in (0, 1));--> statement-breakpoint
ALTER TABLE "site_message_reads" ADD CONSTRAINT "site_message_reads_type_check" CHECK ("site_message_reads"."type" in ('member', 'pointRecord'));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_work_order_function_status_check" CHECK ("site_settings"."work_order_function_status" in (0, 1));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_mall_function_status_check" CHECK ("site_settings"."mall_function_status" in (0, 1));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_question_function_status_check" CHECK ("site_settings"."question_function_status" in (0, 1));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_register_status_check" CHECK ("site_settings"."register_status" in (0, 1));--> statement-breakpoint
ALTER TABLE "site_users" ADD CONSTRAINT "site_users_status_check" CHECK ("site_users"."status" in (1, 2));--> statement-breakpoint
ALTER TABLE "site_users" ADD CONSTRAINT "site_users_roles_check" CHECK ("site_users"."roles" <@ array['admin', 'SiteBase', 'Post', 'Comment', 'WorkOrder', 'Answer', 'Section', 'Mall', 'SiteManage', 'User', 'UserManager']::text[]);