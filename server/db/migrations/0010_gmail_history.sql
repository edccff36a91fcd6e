ALTER TABLE "gmail_mailboxes" ADD COLUMN "history_id" text;--> statement-breakpoint
ALTER TABLE "gmail_mailboxes" ADD COLUMN "history_page_token" text;--> statement-breakpoint
ALTER TABLE "gmail_mailboxes" ADD COLUMN "history_pages" integer DEFAULT 0 NOT NULL;