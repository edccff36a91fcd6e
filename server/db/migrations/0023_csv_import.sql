CREATE TABLE "csv_import_chunks" (
	"import_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "csv_import_chunks_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "csv_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"state" text DEFAULT 'uploaded' NOT NULL,
	"file_name" text,
	"columns" jsonb NOT NULL,
	"preview" jsonb NOT NULL,
	"mapping" jsonb,
	"rows_total" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"stored" integer DEFAULT 0 NOT NULL,
	"already_stored" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" DROP CONSTRAINT "feedback_source_check";--> statement-breakpoint
ALTER TABLE "csv_import_chunks" ADD CONSTRAINT "csv_import_chunks_import_id_csv_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."csv_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "csv_imports_company_id_idx" ON "csv_imports" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_source_check" CHECK ("feedback"."source" in ('slack', 'email', 'manual', 'api', 'csv'));