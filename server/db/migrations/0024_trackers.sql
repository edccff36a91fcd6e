CREATE TABLE "tracker_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"project" text NOT NULL,
	"token_ciphertext" text NOT NULL,
	"webhook_secret_ciphertext" text NOT NULL,
	"status_mapping" jsonb NOT NULL,
	"state" text DEFAULT 'ok' NOT NULL,
	"connected_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracker_connections_company_provider_unique" UNIQUE("company_id","provider"),
	CONSTRAINT "tracker_connections_provider_check" CHECK ("tracker_connections"."provider" in ('github')),
	CONSTRAINT "tracker_connections_state_check" CHECK ("tracker_connections"."state" in ('ok', 'unauthorized', 'rate_limited', 'unavailable'))
);
--> statement-breakpoint
CREATE TABLE "tracker_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"feature_id" uuid NOT NULL,
	"connection_id" uuid,
	"provider" text NOT NULL,
	"issue_key" text NOT NULL,
	"title" text NOT NULL,
	"issue_state" text NOT NULL,
	"applied_state" text,
	"assignee" text,
	"url" text NOT NULL,
	"link_state" text DEFAULT 'ok' NOT NULL,
	"last_synced_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracker_links_feature_issue_unique" UNIQUE("feature_id","provider","issue_key"),
	CONSTRAINT "tracker_links_link_state_check" CHECK ("tracker_links"."link_state" in ('ok', 'not_found', 'unauthorized', 'rate_limited', 'unavailable', 'disconnected'))
);
--> statement-breakpoint
CREATE TABLE "tracker_webhook_deliveries" (
	"delivery_id" text PRIMARY KEY NOT NULL,
	"connection_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracker_connections" ADD CONSTRAINT "tracker_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_connections" ADD CONSTRAINT "tracker_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_links" ADD CONSTRAINT "tracker_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_links" ADD CONSTRAINT "tracker_links_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_links" ADD CONSTRAINT "tracker_links_connection_id_tracker_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."tracker_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_links" ADD CONSTRAINT "tracker_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_webhook_deliveries" ADD CONSTRAINT "tracker_webhook_deliveries_connection_id_tracker_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."tracker_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracker_links_issue_idx" ON "tracker_links" USING btree ("company_id","provider","issue_key");--> statement-breakpoint
CREATE INDEX "tracker_links_connection_idx" ON "tracker_links" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "tracker_webhook_deliveries_received_at_idx" ON "tracker_webhook_deliveries" USING btree ("received_at");