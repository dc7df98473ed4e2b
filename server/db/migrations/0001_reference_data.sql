-- Reference data every installation needs: site categories and image watermark types.
INSERT INTO "site_categories" ("id", "name", "sort") VALUES
  (1, '综合社区', 10),
  (2, '游戏', 20),
  (3, '科技数码', 30),
  (4, '教育学习', 40),
  (5, '企业品牌', 50),
  (6, '地方生活', 60),
  (7, '兴趣爱好', 70);
--> statement-breakpoint
INSERT INTO "watermark_types" ("value", "label", "sort") VALUES
  (0, '不添加水印', 0),
  (1, '文字水印', 10),
  (2, '图片水印（站点 Logo）', 20),
  (3, '用户名水印', 30);
