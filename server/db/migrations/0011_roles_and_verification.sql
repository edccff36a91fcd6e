ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
-- The person who created each company (its first admin) becomes its owner; the others keep their role.
UPDATE "users" SET "role" = 'owner' WHERE "id" IN (
  SELECT DISTINCT ON ("company_id") "id" FROM "users" WHERE "role" = 'admin' ORDER BY "company_id", "created_at", "id"
);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('owner', 'admin', 'member', 'viewer'));