-- The organisation row becomes the only store of the sign-in name and email domains: copy a
-- connection's values into its organisation where the organisation has none yet (a slug another
-- organisation already holds is left out rather than failing the migration).
UPDATE "organizations" o SET "slug" = c."slug", "updated_at" = now()
  FROM "sso_connections" c
 WHERE c."org_id" = o."id" AND o."slug" IS NULL
   AND NOT EXISTS (SELECT 1 FROM "organizations" o2 WHERE o2."slug" = c."slug");--> statement-breakpoint
UPDATE "organizations" o SET "allowed_domains" = c."domains", "updated_at" = now()
  FROM "sso_connections" c
 WHERE c."org_id" = o."id" AND cardinality(o."allowed_domains") = 0 AND cardinality(c."domains") > 0;--> statement-breakpoint
DROP INDEX "sso_connections_slug_key";--> statement-breakpoint
DROP INDEX "sso_connections_domains_idx";--> statement-breakpoint
ALTER TABLE "sso_connections" DROP COLUMN "slug";--> statement-breakpoint
ALTER TABLE "sso_connections" DROP COLUMN "domains";
