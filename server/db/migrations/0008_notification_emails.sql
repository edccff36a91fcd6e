ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
-- Notifications from before email alerts existed are never emailed.
UPDATE "notifications" SET "emailed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "notifications_waiting_email_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."emailed_at" is null;