CREATE TABLE "corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"feedback_id" uuid,
	"feature_id" uuid,
	"target_feature_id" uuid,
	"target_theme_id" uuid,
	"label" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corrections_kind_check" CHECK ("corrections"."kind" in ('request', 'not_request', 'same_feature', 'not_same_feature', 'theme', 'not_theme', 'title'))
);
--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_target_feature_id_features_id_fk" FOREIGN KEY ("target_feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_target_theme_id_themes_id_fk" FOREIGN KEY ("target_theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corrections_key_idx" ON "corrections" USING btree ("company_id","key");--> statement-breakpoint
CREATE INDEX "corrections_company_recent_idx" ON "corrections" USING btree ("company_id","created_at" DESC NULLS LAST);