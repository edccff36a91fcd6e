CREATE TABLE "company_tell_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"trigger_statuses" jsonb NOT NULL,
	"templates" jsonb NOT NULL,
	"auto_send" boolean DEFAULT false NOT NULL,
	"excluded_companies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tell_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"feature_id" uuid NOT NULL,
	"feedback_id" uuid,
	"requester_key" text NOT NULL,
	"requester_name" text NOT NULL,
	"requester_company" text,
	"status" text NOT NULL,
	"channel" text NOT NULL,
	"text" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "tell_messages_once_unique" UNIQUE("feature_id","requester_key","status"),
	CONSTRAINT "tell_messages_state_check" CHECK ("tell_messages"."state" in ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "release_note_url" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "metadata" jsonb;--> statement-breakpoint
ALTER TABLE "company_tell_settings" ADD CONSTRAINT "company_tell_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tell_messages" ADD CONSTRAINT "tell_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tell_messages" ADD CONSTRAINT "tell_messages_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tell_messages" ADD CONSTRAINT "tell_messages_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tell_messages" ADD CONSTRAINT "tell_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tell_messages_feature_idx" ON "tell_messages" USING btree ("company_id","feature_id","created_at");