ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "declines" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "first_declined_on" date;--> statement-breakpoint
CREATE INDEX "subscriptions_billing_run_idx" ON "subscriptions" USING btree ("status","paid_through","id") WHERE "subscriptions"."status" in ('ACTIVE', 'PAST_DUE');--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('NOT_PURCHASED', 'ACTIVE', 'CANCEL_REQUESTED', 'CANCELLED', 'RETURN_REQUESTED', 'RETURNED', 'RENEWAL_REQUESTED', 'PAST_DUE'));