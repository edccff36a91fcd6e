CREATE TABLE "slack_digest_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"period" text NOT NULL,
	"channel_id" text NOT NULL,
	"text" text NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "slack_digest_posts_period_unique" UNIQUE("company_id","period"),
	CONSTRAINT "slack_digest_posts_state_check" CHECK ("slack_digest_posts"."state" in ('sending', 'sent', 'retrying', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "slack_digest_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"integration_id" uuid,
	"channel_id" text,
	"channel_name" text,
	"frequency" text DEFAULT 'off' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slack_digest_settings_frequency_check" CHECK ("slack_digest_settings"."frequency" in ('off', 'daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "slack_digest_posts" ADD CONSTRAINT "slack_digest_posts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_digest_settings" ADD CONSTRAINT "slack_digest_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_digest_settings" ADD CONSTRAINT "slack_digest_settings_integration_id_slack_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."slack_integrations"("id") ON DELETE set null ON UPDATE no action;