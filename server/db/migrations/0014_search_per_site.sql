DROP INDEX "comments_search_idx";--> statement-breakpoint
DROP INDEX "posts_search_idx";--> statement-breakpoint
CREATE INDEX "comments_search_idx" ON "comments" USING gin ("site_id","search_vector");--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("site_id","search_vector");