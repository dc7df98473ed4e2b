-- Each site's free-text gift categories (gifts.category_name) become rows of the shared categories table (kind 'gift'),
-- one per name (case-insensitive, as the table's unique key), ordered by name; every gift then points at its row.
INSERT INTO "categories" ("site_id", "kind", "name", "sort")
SELECT "site_id", 'gift', min(btrim("category_name")),
       (10 * row_number() OVER (PARTITION BY "site_id" ORDER BY lower(btrim("category_name"))))::int
FROM "gifts"
WHERE btrim("category_name") <> ''
GROUP BY "site_id", lower(btrim("category_name"))
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "gifts" g SET "category_id" = c."id"
FROM "categories" c
WHERE c."site_id" = g."site_id" AND c."kind" = 'gift' AND lower(c."name") = lower(btrim(g."category_name"))
  AND btrim(g."category_name") <> '';
