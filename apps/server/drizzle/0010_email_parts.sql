ALTER TABLE "outbound_emails" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "attachments" text;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "account_id" integer;--> statement-breakpoint
CREATE INDEX "outbound_emails_account_idx" ON "outbound_emails" USING btree ("account_id","id");--> statement-breakpoint
-- Emails queued before this belong to the account whose user has the address now.
UPDATE "outbound_emails" AS "e" SET "account_id" = "u"."account_id" FROM "users" AS "u" WHERE lower("u"."email") = lower("e"."to_address");
