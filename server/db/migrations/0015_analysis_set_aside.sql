DROP INDEX "feedback_waiting_analysis_idx";--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "analysis_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "analysis_error" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "analysis_set_aside_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "feedback_set_aside_idx" ON "feedback" USING btree ("company_id","analysis_set_aside_at") WHERE "feedback"."analysis_set_aside_at" is not null;--> statement-breakpoint
CREATE INDEX "feedback_waiting_analysis_idx" ON "feedback" USING btree ("company_id","posted_at") WHERE "feedback"."analysed_at" is null and "feedback"."analysis_set_aside_at" is null;