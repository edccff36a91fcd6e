CREATE TABLE "theme_change_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"theme_ids" jsonb NOT NULL,
	"name" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"change_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "theme_change_suggestions_kind_check" CHECK ("theme_change_suggestions"."kind" in ('rename', 'merge')),
	CONSTRAINT "theme_change_suggestions_status_check" CHECK ("theme_change_suggestions"."status" in ('open', 'accepted', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "product_areas" jsonb;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "theme_confidence" double precision;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "suggested_theme_id" uuid;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "suggested_theme_confidence" double precision;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "dismissed_theme_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "theme_change_suggestions" ADD CONSTRAINT "theme_change_suggestions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "theme_change_suggestions_key_idx" ON "theme_change_suggestions" USING btree ("company_id","change_key");--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_suggested_theme_id_themes_id_fk" FOREIGN KEY ("suggested_theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;