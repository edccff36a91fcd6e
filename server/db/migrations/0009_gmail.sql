CREATE TABLE "gmail_mailboxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email_address" text NOT NULL,
	"refresh_token_ciphertext" text,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_synced" timestamp with time zone,
	"sync_state" text DEFAULT 'idle' NOT NULL,
	"sync_error" text,
	"sync_requested_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gmail_mailboxes_company_address_unique" UNIQUE("company_id","email_address")
);
--> statement-breakpoint
CREATE TABLE "gmail_sync_labels" (
	"company_id" uuid NOT NULL,
	"mailbox_id" uuid NOT NULL,
	"label_id" text NOT NULL,
	"label_name" text NOT NULL,
	"newest_received_at" timestamp with time zone,
	"run_active" boolean DEFAULT false NOT NULL,
	"run_after" timestamp with time zone,
	"run_page_token" text,
	"run_newest" timestamp with time zone,
	"pages" integer DEFAULT 0 NOT NULL,
	"messages_stored" integer DEFAULT 0 NOT NULL,
	"last_completed_at" timestamp with time zone,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gmail_sync_labels_pk" PRIMARY KEY("mailbox_id","label_id")
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "mailbox_id" uuid;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "gmail_message_id" text;--> statement-breakpoint
ALTER TABLE "gmail_mailboxes" ADD CONSTRAINT "gmail_mailboxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gmail_sync_labels" ADD CONSTRAINT "gmail_sync_labels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gmail_sync_labels" ADD CONSTRAINT "gmail_sync_labels_mailbox_id_gmail_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."gmail_mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gmail_sync_labels_company_id_idx" ON "gmail_sync_labels" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_mailbox_id_gmail_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."gmail_mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_email_unique" UNIQUE("mailbox_id","gmail_message_id");