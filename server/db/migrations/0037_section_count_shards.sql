ALTER TABLE "section_post_counts" DROP CONSTRAINT "section_post_counts_site_id_section_id_pk";--> statement-breakpoint
ALTER TABLE "section_post_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "section_post_counts" ADD CONSTRAINT "section_post_counts_site_id_section_id_shard_pk" PRIMARY KEY("site_id","section_id","shard");
