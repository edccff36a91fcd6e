CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"source" text NOT NULL,
	"integration_id" uuid,
	"channel_id" text,
	"channel_name" text,
	"ts" text,
	"thread_ts" text,
	"author_id" text,
	"author_name" text,
	"author_title" text,
	"author_email_domain" text,
	"author_company" text,
	"text" text NOT NULL,
	"permalink" text,
	"posted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_message_unique" UNIQUE("integration_id","channel_id","ts"),
	CONSTRAINT "feedback_source_check" CHECK ("feedback"."source" in ('slack', 'email', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"singleton_key" text,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"retry_limit" integer DEFAULT 0 NOT NULL,
	"retry_delay_seconds" integer DEFAULT 0 NOT NULL,
	"retry_backoff" boolean DEFAULT false NOT NULL,
	"expire_seconds" integer DEFAULT 900 NOT NULL,
	"start_after" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slack_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slack_sync_channels" (
	"company_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"channel_id" text NOT NULL,
	"channel_name" text NOT NULL,
	"last_ts" text,
	"run_active" boolean DEFAULT false NOT NULL,
	"run_oldest" text,
	"run_cursor" text,
	"run_newest" text,
	"pages" integer DEFAULT 0 NOT NULL,
	"messages_stored" integer DEFAULT 0 NOT NULL,
	"last_completed_at" timestamp with time zone,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slack_sync_channels_pk" PRIMARY KEY("integration_id","channel_id")
);
--> statement-breakpoint
ALTER TABLE "slack_integrations" ALTER COLUMN "token_ciphertext" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "slack_integrations" ADD COLUMN "team_domain" text;--> statement-breakpoint
ALTER TABLE "slack_integrations" ADD COLUMN "source" text DEFAULT 'api' NOT NULL;--> statement-breakpoint
ALTER TABLE "slack_integrations" ADD COLUMN "sync_state" text DEFAULT 'idle' NOT NULL;--> statement-breakpoint
ALTER TABLE "slack_integrations" ADD COLUMN "sync_error" text;--> statement-breakpoint
ALTER TABLE "slack_integrations" ADD COLUMN "sync_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slack_integrations" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_integration_id_slack_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."slack_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_sync_channels" ADD CONSTRAINT "slack_sync_channels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_sync_channels" ADD CONSTRAINT "slack_sync_channels_integration_id_slack_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."slack_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_company_posted_at_idx" ON "feedback" USING btree ("company_id","posted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_created_idx" ON "jobs" USING btree ("name","singleton_key") WHERE "jobs"."state" = 'created';--> statement-breakpoint
CREATE INDEX "jobs_fetch_idx" ON "jobs" USING btree ("name","state","start_after");--> statement-breakpoint
CREATE INDEX "slack_events_received_at_idx" ON "slack_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "slack_sync_channels_company_id_idx" ON "slack_sync_channels" USING btree ("company_id");