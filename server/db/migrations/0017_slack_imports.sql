CREATE TABLE "slack_import_chunks" (
	"import_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "slack_import_chunks_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "slack_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"files_done" integer DEFAULT 0 NOT NULL,
	"files_total" integer DEFAULT 0 NOT NULL,
	"channels" integer DEFAULT 0 NOT NULL,
	"messages_stored" integer DEFAULT 0 NOT NULL,
	"messages_skipped" integer DEFAULT 0 NOT NULL,
	"invalid_channels" integer DEFAULT 0 NOT NULL,
	"invalid_users" integer DEFAULT 0 NOT NULL,
	"invalid_messages" integer DEFAULT 0 NOT NULL,
	"invalid_files" integer DEFAULT 0 NOT NULL,
	"integration_id" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slack_import_chunks" ADD CONSTRAINT "slack_import_chunks_import_id_slack_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."slack_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_imports" ADD CONSTRAINT "slack_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_imports" ADD CONSTRAINT "slack_imports_integration_id_slack_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."slack_integrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slack_imports_company_id_idx" ON "slack_imports" USING btree ("company_id");