CREATE TABLE "features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'backlog' NOT NULL,
	"priority" text DEFAULT 'low' NOT NULL,
	"priority_set_by" text,
	"score" double precision DEFAULT 0 NOT NULL,
	"score_explanation" jsonb,
	"theme_id" uuid,
	"theme_placed_by" text,
	"source" text NOT NULL,
	"merged_into_id" uuid,
	"assignee_id" uuid,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "features_status_check" CHECK ("features"."status" in ('backlog', 'in-progress', 'review', 'completed')),
	CONSTRAINT "features_priority_check" CHECK ("features"."priority" in ('high', 'medium', 'low')),
	CONSTRAINT "features_source_check" CHECK ("features"."source" in ('ai', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "mentions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"feature_id" uuid NOT NULL,
	"feedback_id" uuid NOT NULL,
	"quote" text NOT NULL,
	"similarity" double precision,
	"confidence" double precision NOT NULL,
	"urgency" double precision DEFAULT 0 NOT NULL,
	"urgency_cues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"linked_by" text NOT NULL,
	"unlinked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentions_feature_feedback_unique" UNIQUE("feature_id","feedback_id")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text DEFAULT 'blue' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"owner_id" uuid,
	"created_by" text DEFAULT 'person' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "themes_status_check" CHECK ("themes"."status" in ('active', 'planning', 'archived', 'suggested', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "analysed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "label_confidence" double precision;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_merged_into_id_features_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."features"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "features_company_score_idx" ON "features" USING btree ("company_id","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mentions_company_feature_idx" ON "mentions" USING btree ("company_id","feature_id");--> statement-breakpoint
CREATE INDEX "themes_company_idx" ON "themes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "feedback_waiting_analysis_idx" ON "feedback" USING btree ("company_id","posted_at") WHERE "feedback"."analysed_at" is null;