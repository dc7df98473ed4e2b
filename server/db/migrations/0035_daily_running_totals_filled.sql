-- Every site with figures gets a row for each day from its first to the last day rolled up (zero where nothing
-- happened), then the running totals of its rows: what the ranking of sites reads (two rows per site for any range).
INSERT INTO "site_daily_stats" ("site_id", "day")
SELECT f."site_id", d::date
FROM (SELECT "site_id", min("day") AS "first" FROM "site_daily_stats" GROUP BY "site_id") f
CROSS JOIN LATERAL generate_series(f."first"::timestamp, (SELECT max("day") FROM "site_daily_stats")::timestamp, interval '1 day') d
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "site_daily_stats" t
SET "cum_pv" = c."cum_pv", "cum_uv" = c."cum_uv", "cum_new_members" = c."cum_new_members", "cum_posts" = c."cum_posts"
FROM (
  SELECT "site_id", "day",
         sum("pv") OVER w AS "cum_pv", sum("uv") OVER w AS "cum_uv",
         sum("new_members") OVER w AS "cum_new_members", sum("posts") OVER w AS "cum_posts"
  FROM "site_daily_stats"
  WINDOW w AS (PARTITION BY "site_id" ORDER BY "day")
) c
WHERE t."site_id" = c."site_id" AND t."day" = c."day";
