-- Lets a GIN index lead with site_id (posts_search_idx, comments_search_idx): a site's search reads that site's entries only.
-- Trusted since PostgreSQL 13: the database's owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS btree_gin;
