-- The platform-wide daily sums and the per-site monthly sums of the days already rolled up (the rollup task keeps
-- them from now on; statistic-repository.ts rollUpSums does the same for a range of days).
INSERT INTO "platform_daily_stats" ("day", "pv", "uv", "ips", "new_members", "active_members", "posts", "comments", "answers")
SELECT "day", sum("pv"), sum("uv"), sum("ips"), sum("new_members"), sum("active_members"), sum("posts"), sum("comments"), sum("answers")
FROM "site_daily_stats" GROUP BY "day"
ON CONFLICT ("day") DO NOTHING;
--> statement-breakpoint
INSERT INTO "site_monthly_stats" ("site_id", "month", "pv", "uv", "ips", "new_members", "active_members", "posts", "comments", "answers")
SELECT "site_id", date_trunc('month', "day")::date, sum("pv"), sum("uv"), sum("ips"), sum("new_members"), sum("active_members"),
       sum("posts"), sum("comments"), sum("answers")
FROM "site_daily_stats" GROUP BY "site_id", date_trunc('month', "day")::date
ON CONFLICT ("site_id", "month") DO NOTHING;
