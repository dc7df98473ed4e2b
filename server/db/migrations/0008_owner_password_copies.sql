-- A site user linked to a SaaS account (a site's owner or former owner) signs in with the account's password; the
-- copy each kept since its site was created or received is dropped, so an old password no longer opens the console.
UPDATE "site_users" SET "password_hash" = NULL WHERE "saas_account_id" IS NOT NULL;
