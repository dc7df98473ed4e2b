-- Licence plans and their prices (in fen). The basic plan is free and has no price.
INSERT INTO "license_plans" ("license_type", "name", "description", "features") VALUES
  (1, '基础版', '免费使用：帖子、评论、版块、用户等级与积分', ARRAY['帖子与评论', '版块管理', '用户等级与积分', '1 个站点控制台']),
  (2, '专业版', '适合成长中的社区：开放问答与数据统计', ARRAY['包含基础版全部功能', '问答功能', '数据统计', '工单系统']),
  (3, '旗舰版', '适合运营型社区：积分商城与礼品兑换', ARRAY['包含专业版全部功能', '积分商城', '礼品兑换', '专属客户成功经理']);
--> statement-breakpoint
INSERT INTO "plan_prices" ("id", "license_type", "months", "amount_fen") VALUES
  (1, 2, 1, 29900),
  (2, 2, 12, 299000),
  (3, 2, 24, 538000),
  (4, 3, 1, 89900),
  (5, 3, 12, 899000),
  (6, 3, 24, 1618000);
