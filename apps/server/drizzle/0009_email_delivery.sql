ALTER TABLE "outbound_emails" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "event_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_emails_event_key_idx" ON "outbound_emails" USING btree ("event_key");--> statement-breakpoint
-- Emails queued before the server delivered any were never sent, and their links are stale by now: failed,
-- with the reason staff see (they can resend one).
UPDATE "outbound_emails" SET "status" = 'failed', "last_error" = 'Not sent: queued before the hub delivered email';
